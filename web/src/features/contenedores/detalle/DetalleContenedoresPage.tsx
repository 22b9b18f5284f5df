import { Card, SimpleGrid } from '@mantine/core';
import { useParams } from 'react-router-dom';
import type { CertificadoContenedores } from '#shared/contract/schemas/certificado-contenedores.ts';
import { diaNegocio } from '#shared/declaraciones/periodo.ts';
import { fechaHora } from '#shared/text/fecha.ts';
import { AccionesCertificado } from '#web/components/AccionesCertificado.tsx';
import { accionesDetalle } from '#web/components/acciones-certificado.ts';
import { Dato, DetalleCertificado } from '#web/components/DetalleCertificado.tsx';
import { formatInteger } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useLayoutContext } from '#web/lib/layout-context.ts';
import {
  descargarContenedores,
  useBajaContenedores,
  useCancelarContenedores,
  useCertificadoContenedores,
  useDecisionContenedores,
  useEmitirContenedores,
} from '../api.ts';
import { PrecioContenedoresCard } from '../components/PrecioContenedoresCard.tsx';
import { CONTENEDORES_PATH, REGLAS_CONTENEDORES } from '../reglas.ts';

function Datos({ c }: { c: CertificadoContenedores }) {
  const t = useT();
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="cert-datos">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        <Dato label={t('certCarga.cliente')}>{c.cliente.nombre}</Dato>
        <Dato label={t('certCarga.poliza')}>
          {c.poliza.numero} · {c.poliza.aseguradora.nombre}
        </Dato>
        <Dato label={t('certCarga.endoso')}>{c.endoso?.nombre ?? '—'}</Dato>
        <Dato label={t('certCarga.beneficiario')}>
          {c.beneficiario ? `${c.beneficiario.nombre} — ${c.beneficiario.cif}` : '—'}
        </Dato>
        <Dato label={t('certCont.fechaSalida')}>{fechaHora(c.fechaSalida)}</Dato>
        <Dato label={t('certCont.fechaLlegada')}>{fechaHora(c.fechaLlegada)}</Dato>
        <Dato label={t('certCont.fechaDevolucion')}>{fechaHora(c.fechaDevolucion)}</Dato>
        <Dato label={t('certCont.contenedores')}>{formatInteger(c.cantidadContenedores)}</Dato>
        <Dato label={t('certCarga.col.referencia')}>{c.nroReferenciaInterna ?? '—'}</Dato>
        <Dato label={t('certCarga.emisor')}>{c.emisor.nombre}</Dato>
        <Dato label={t('certCarga.fechaEmision')}>{fechaHora(c.fechaEmision)}</Dato>
      </SimpleGrid>
    </Card>
  );
}

function AccionesContenedores({ c }: { c: CertificadoContenedores }) {
  const { empresa } = useLayoutContext();
  const mutaciones = {
    emitir: useEmitirContenedores(),
    cancelar: useCancelarContenedores(),
    darDeBaja: useBajaContenedores(),
    aprobar: useDecisionContenedores('aprobar'),
    rechazar: useDecisionContenedores('rechazar'),
  };
  return (
    <AccionesCertificado
      id={c.id}
      acciones={accionesDetalle(c, empresa?.permisos ?? [], REGLAS_CONTENEDORES, diaNegocio(new Date()))}
      mutaciones={mutaciones}
      nroCertificado={c.nroCertificado}
    />
  );
}

/** A container certificate: its data, lines and price with the trace, documents, decision or baja, timeline and actions. */
export function DetalleContenedoresPage() {
  const t = useT();
  const id = Number(useParams().id);
  const consulta = useCertificadoContenedores(id, Number.isInteger(id) && id > 0);
  const c = consulta.data;
  return (
    <DetalleCertificado
      consulta={consulta}
      volver={{ to: CONTENEDORES_PATH, label: t('certCont.volver') }}
      acciones={c ? <AccionesContenedores c={c} /> : null}
      datos={c ? <Datos c={c} /> : null}
      precio={c ? <PrecioContenedoresCard precio={c.precio} /> : null}
      descargar={(tipo) => descargarContenedores(id, tipo)}
    />
  );
}
