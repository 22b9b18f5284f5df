import type { ReactNode } from 'react';
import { Alert, Anchor, Card, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useT } from '#web/lib/i18n.tsx';
import { CodigoVerificacion } from './CodigoVerificacion.tsx';
import { EnlaceDescarga } from './EnlaceDescarga.tsx';
import { EstadoCertificado } from './CeldasCertificado.tsx';
import { HistorialCertificado, type EntradaHistorial } from './HistorialCertificado.tsx';
import { fechaHora } from '#shared/text/fecha.ts';

/** What every certificate detail (cargo, containers) shows around its own data and price. */
export interface CertificadoDetallado {
  id: number;
  nroCertificado: string | null;
  estado: { id: number; nombre: string };
  observacion: string | null;
  decision: { resultado: 'aprobado' | 'rechazado'; observaciones: string; fecha: string; usuario: string } | null;
  baja: { motivo: string; fecha: string; usuario: string } | null;
  documentos: { certificado: boolean; cotizacion: boolean };
  documentosPendientes: boolean;
  /** Printed on the issued certificate for the public verification page (null before the issue). */
  codigoVerificacion: string | null;
  historial: readonly EntradaHistorial[];
}

export type DocumentoCertificado = 'certificado' | 'cotizacion';

/** One labelled value of a detail's data card. */
export function Dato({ label, children }: { label: string; children: ReactNode }) {
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

/** The rendered PDFs (a fresh link on click), or that they are still being rendered. */
function Documentos({
  c,
  descargar,
}: {
  c: CertificadoDetallado;
  descargar: (tipo: DocumentoCertificado) => () => Promise<string>;
}) {
  const t = useT();
  return (
    <Card withBorder radius="md" data-testid="cert-documentos">
      <Title order={5} mb="sm">
        {t('certCarga.documentos')}
      </Title>
      <Stack gap={6}>
        {c.documentos.certificado ? (
          <EnlaceDescarga pedirUrl={descargar('certificado')} testId="cert-doc-certificado">
            {t('certCarga.print.certificado')}
          </EnlaceDescarga>
        ) : null}
        {c.documentos.cotizacion ? (
          <EnlaceDescarga pedirUrl={descargar('cotizacion')} testId="cert-doc-cotizacion">
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

/**
 * A certificate's detail page (cargo or containers): the way back, number and state, the kind's
 * actions, the insurer's decision, the baja and the note, the kind's data card and price card, the
 * documents and the audit timeline. A read error or a missing certificate shows the error.
 */
export function DetalleCertificado({
  consulta,
  volver,
  acciones,
  datos,
  precio,
  custodia = null,
  descargar,
}: {
  consulta: { data: CertificadoDetallado | undefined; error: Error | null };
  volver: { to: string; label: string };
  acciones: ReactNode;
  datos: ReactNode;
  precio: ReactNode;
  /** The kind's security custody, where it takes one. */
  custodia?: ReactNode;
  descargar: (tipo: DocumentoCertificado) => () => Promise<string>;
}) {
  const t = useT();
  const c = consulta.data;
  if (consulta.error)
    return (
      <Alert color="red" title={t('certCarga.error')} data-testid="cert-detalle-error">
        {consulta.error.message}
      </Alert>
    );
  if (!c) return <Loader />;
  return (
    <Stack gap="lg" data-testid="cert-detalle">
      <Anchor component={Link} to={volver.to} size="sm">
        ← {volver.label}
      </Anchor>
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <Title order={1} size="h2" data-testid="cert-detalle-titulo">
            {t('certCarga.detalle.title', { numero: c.nroCertificado ?? String(c.id) })}
          </Title>
          <EstadoCertificado estado={c.estado} size="lg" />
        </Group>
        {acciones}
      </Group>
      {c.decision ? (
        <Alert
          color={c.decision.resultado === 'aprobado' ? 'green' : 'red'}
          title={t(`certCarga.decision.${c.decision.resultado}`)}
        >
          {c.decision.observaciones || '—'} · {fechaHora(c.decision.fecha)} · {c.decision.usuario}
        </Alert>
      ) : null}
      {c.baja ? (
        <Alert color="gray" title={t('certCarga.baja.title')} data-testid="cert-baja">
          {c.baja.motivo} · {fechaHora(c.baja.fecha)} · {c.baja.usuario}
        </Alert>
      ) : null}
      {c.observacion ? (
        <Alert color="blue" title={t('certCarga.observacion')}>
          {c.observacion}
        </Alert>
      ) : null}
      {datos}
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>{precio}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack>
            {c.codigoVerificacion ? <CodigoVerificacion codigo={c.codigoVerificacion} numero={c.nroCertificado} /> : null}
            {custodia}
            <Documentos c={c} descargar={descargar} />
            <HistorialCertificado historial={c.historial} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
