import { Card, Group, SimpleGrid } from '@mantine/core';
import { useParams } from 'react-router-dom';
import type { CertificadoCarga } from '#shared/contract/schemas/certificado-carga.ts';
import { admiteCustodia } from '#shared/custodia/habilitada.ts';
import { diaNegocio } from '#shared/declaraciones/periodo.ts';
import { fechaHora } from '#shared/text/fecha.ts';
import { AccionesCertificado } from '#web/components/AccionesCertificado.tsx';
import { accionesDetalle } from '#web/components/acciones-certificado.ts';
import { CustodiaCertificadoCard } from '#web/components/custodia/CustodiaCertificadoCard.tsx';
import { Dato, DetalleCertificado } from '#web/components/DetalleCertificado.tsx';
import { Flag } from '#web/components/Flag.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useLayoutContext } from '#web/lib/layout-context.ts';
import { descargarCarga, useBajaCarga, useCancelarCarga, useCertificadoCarga, useDecisionCarga, useEmitirCarga } from '../api.ts';
import { PrecioCargaCard } from '../components/PrecioCargaCard.tsx';
import { CERTIFICADOS_PATH, NUEVO_PATH, requiereSeguridad } from '../reglas.ts';

function Datos({ c }: { c: CertificadoCarga }) {
  const t = useT();
  const s = c.solicitud;
  const monto = (v: number) => `${c.moneda.simbolo} ${formatNumber(v)}`;
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
        <Dato label={t('certCarga.trayecto')}>
          <Group gap={6}>
            <Flag pais={c.origen} /> {c.origen.nombre} → <Flag pais={c.destino} /> {c.destino.nombre}
          </Group>
        </Dato>
        <Dato label={t('vePolizas.col.riesgo')}>{c.riesgo}</Dato>
        <Dato label={t('certCarga.transportes')}>{c.tiposTransporte.map((m) => m.nombre).join(', ')}</Dato>
        <Dato label={t('certCarga.fechaSalida')}>{fechaHora(c.fechaSalida)}</Dato>
        <Dato label={t('certCarga.mercaderia')}>
          {c.mercaderia.nombre} ({t(c.mercaderia.esNueva ? 'certCarga.nueva' : 'certCarga.usada')})
        </Dato>
        <Dato label={t('certCarga.valor')}>{monto(s.valor)}</Dato>
        <Dato label={t('certCarga.flete')}>{monto(s.flete)}</Dato>
        <Dato label={t('certCarga.demasGastos')}>{monto(s.demasGastos)}</Dato>
        <Dato label={t('certCarga.beneficioImaginario')}>{formatNumber(s.beneficioImaginario)} %</Dato>
        <Dato label={t('certCarga.col.referencia')}>{c.nroReferenciaInterna ?? '—'}</Dato>
        <Dato label={t('vePolizas.col.seguridad')}>{c.seguridad}</Dato>
        <Dato label={t('certCarga.emisor')}>{c.emisor.nombre}</Dato>
        <Dato label={t('certCarga.fechaEmision')}>{fechaHora(c.fechaEmision)}</Dato>
      </SimpleGrid>
    </Card>
  );
}

/** The detail's actions by state, each gated by permission (the server enforces both). */
const REGLAS_CARGA = { cotizar: 'certificados.cotizar', emitir: 'certificados.cotizar', clonar: true } as const;

function AccionesCarga({ c }: { c: CertificadoCarga }) {
  const { empresa } = useLayoutContext();
  const mutaciones = {
    emitir: useEmitirCarga(),
    cancelar: useCancelarCarga(),
    darDeBaja: useBajaCarga(),
    aprobar: useDecisionCarga('aprobar'),
    rechazar: useDecisionCarga('rechazar'),
  };
  return (
    <AccionesCertificado
      id={c.id}
      acciones={accionesDetalle(c, empresa?.permisos ?? [], REGLAS_CARGA, diaNegocio(new Date()))}
      mutaciones={mutaciones}
      clonarPath={`${NUEVO_PATH}?clonar=${c.id}`}
      nroCertificado={c.nroCertificado}
    />
  );
}

/** A cargo certificate: its data, price and trace, documents, decision or baja, timeline and actions. */
export function DetalleCargaPage() {
  const t = useT();
  const id = Number(useParams().id);
  const consulta = useCertificadoCarga(id, Number.isInteger(id) && id > 0);
  const c = consulta.data;
  return (
    <DetalleCertificado
      consulta={consulta}
      volver={{ to: CERTIFICADOS_PATH, label: t('certCarga.volver') }}
      acciones={c ? <AccionesCarga c={c} /> : null}
      datos={c ? <Datos c={c} /> : null}
      precio={c ? <PrecioCargaCard precio={c.precio} /> : null}
      custodia={
        c && admiteCustodia(c.estado.id) ? (
          <CustodiaCertificadoCard
            certificado={{ ramo: 'carga', id: c.id, numero: c.nroCertificado ?? String(c.id) }}
            exigidas={requiereSeguridad(c.seguridad) ? [] : null}
          />
        ) : null
      }
      descargar={(tipo) => descargarCarga(id, tipo)}
    />
  );
}
