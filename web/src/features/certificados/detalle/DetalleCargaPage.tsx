import { Alert, Anchor, Card, Grid, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import type { CertificadoCarga } from '#shared/contract/schemas/certificado-carga.ts';
import { EnlaceDescarga } from '#web/components/EnlaceDescarga.tsx';
import { Flag } from '#web/components/Flag.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { descargarCarga, useCertificadoCarga } from '../api.ts';
import { PrecioCargaCard } from '../components/PrecioCargaCard.tsx';
import { EstadoCarga, fecha } from '../list/celdas.tsx';
import { CERTIFICADOS_PATH } from '../reglas.ts';
import { AccionesCarga } from './AccionesCarga.tsx';
import { HistorialCarga } from './HistorialCarga.tsx';

function Dato({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

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
        <Dato label={t('certCarga.fechaSalida')}>{fecha(c.fechaSalida)}</Dato>
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
        <Dato label={t('certCarga.fechaEmision')}>{c.fechaEmision ? fecha(c.fechaEmision) : '—'}</Dato>
      </SimpleGrid>
    </Card>
  );
}

function Documentos({ c }: { c: CertificadoCarga }) {
  const t = useT();
  return (
    <Card withBorder radius="md" data-testid="cert-documentos">
      <Title order={5} mb="sm">
        {t('certCarga.documentos')}
      </Title>
      <Stack gap={6}>
        {c.documentos.certificado ? (
          <EnlaceDescarga pedirUrl={descargarCarga(c.id, 'certificado')} testId="cert-doc-certificado">
            {t('certCarga.print.certificado')}
          </EnlaceDescarga>
        ) : null}
        {c.documentos.cotizacion ? (
          <EnlaceDescarga pedirUrl={descargarCarga(c.id, 'cotizacion')} testId="cert-doc-cotizacion">
            {t('certCarga.print.cotizacion')}
          </EnlaceDescarga>
        ) : null}
        {c.documentosPendientes ? (
          <Group gap="xs" data-testid="cert-doc-pendientes">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              {t('certCarga.documentosPendientes')}
            </Text>
          </Group>
        ) : null}
        {!c.documentos.certificado && !c.documentos.cotizacion && !c.documentosPendientes ? (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/** A cargo certificate: its data, price and trace, documents, decision or baja, timeline and actions. */
export function DetalleCargaPage() {
  const t = useT();
  const id = Number(useParams().id);
  const consulta = useCertificadoCarga(id, Number.isInteger(id) && id > 0);
  const c = consulta.data;
  if (consulta.isError)
    return (
      <Alert color="red" title={t('certCarga.error')} data-testid="cert-detalle-error">
        {consulta.error.message}
      </Alert>
    );
  if (!c) return <Loader />;
  return (
    <Stack gap="lg" data-testid="cert-detalle">
      <Anchor component={Link} to={CERTIFICADOS_PATH} size="sm">
        ← {t('certCarga.volver')}
      </Anchor>
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <Title order={1} size="h2" data-testid="cert-detalle-titulo">
            {t('certCarga.detalle.title', { numero: c.nroCertificado ?? String(c.id) })}
          </Title>
          <EstadoCarga estado={c.estado} size="lg" />
        </Group>
        <AccionesCarga certificado={c} />
      </Group>
      {c.decision ? (
        <Alert
          color={c.decision.resultado === 'aprobado' ? 'green' : 'red'}
          title={t(`certCarga.decision.${c.decision.resultado}`)}
        >
          {c.decision.observaciones || '—'} · {fecha(c.decision.fecha)} · {c.decision.usuario}
        </Alert>
      ) : null}
      {c.baja ? (
        <Alert color="gray" title={t('certCarga.baja.title')} data-testid="cert-baja">
          {c.baja.motivo} · {fecha(c.baja.fecha)} · {c.baja.usuario}
        </Alert>
      ) : null}
      {c.observacion ? (
        <Alert color="blue" title={t('certCarga.observacion')}>
          {c.observacion}
        </Alert>
      ) : null}
      <Datos c={c} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <PrecioCargaCard precio={c.precio} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack>
            <Documentos c={c} />
            <HistorialCarga historial={c.historial} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
