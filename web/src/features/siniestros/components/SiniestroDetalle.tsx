import { useRef, type ReactNode } from 'react';
import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { DOCUMENTO_CERTIFICADO } from '#shared/contract/operations/siniestros.ts';
import type { Siniestro } from '#shared/contract/schemas/siniestro.ts';
import { fecha } from '#shared/text/fecha.ts';
import { EnlaceDescarga } from '#web/components/EnlaceDescarga.tsx';
import { isApiError } from '#web/lib/api-error.ts';
import { useT } from '#web/lib/i18n.tsx';
import { descargarDocumento, useSiniestro } from '../api.ts';
import { usd } from '../lib/formato.ts';
import type { PermisosSiniestro } from '../lib/permisos.ts';
import { ArchivosSiniestro } from './ArchivosSiniestro.tsx';
import { EdicionSiniestro } from './EdicionSiniestro.tsx';
import { Historial } from './Historial.tsx';
import { Observaciones } from './Observaciones.tsx';
import { EstadoBadge } from './columnas.tsx';

function Dato({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Text>
    </div>
  );
}

/** What the claim kept of its certificate: its kind, the floating policy's number, insurer, insured and coverage. */
function DatosCertificado({ certificado: c }: { certificado: NonNullable<Siniestro['certificado']> }) {
  const t = useT();
  return (
    <>
      <Dato label={t('siniestros.detalle.tipoCertificado')} testId="siniestro-tipo-certificado">
        {t(`siniestros.tipoCertificado.${c.tipo}`)}
        {c.poliza ? ` · ${t('siniestros.detalle.poliza')} ${c.poliza}` : ''}
      </Dato>
      <Dato label={t('siniestros.detalle.aseguradora')}>{c.aseguradora}</Dato>
      {c.asegurado ? (
        <Dato label={t('siniestros.detalle.asegurado')}>
          {c.asegurado.nombre} ({c.asegurado.cif})
        </Dato>
      ) : null}
      <Dato label={t('siniestros.detalle.coberturaCertificado')}>{c.cobertura || '—'}</Dato>
    </>
  );
}

/** One claim (spec 3 §2.6, §3.8): what was reported (read-only), its handling, files, observations and history. */
export function SiniestroDetalle({ id, permisos }: { id: number; permisos: PermisosSiniestro }) {
  const t = useT();
  const q = useSiniestro(id);
  const versionesPropias = useRef(new Set<number>());

  if (q.isPending) {
    return (
      <Stack data-testid="siniestro-loading">
        <Skeleton height={28} width="40%" />
        <Skeleton height={160} />
        <Skeleton height={220} />
      </Stack>
    );
  }
  if (q.isError) {
    const noExiste = isApiError(q.error) && (q.error.status === 404 || q.error.status === 403);
    return (
      <Alert
        color="red"
        title={t(noExiste ? 'siniestros.detalle.noEncontrado' : 'siniestros.detalle.error')}
        data-testid="siniestro-error"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{q.error.message}</Text>
          {noExiste ? null : (
            <Button size="xs" variant="light" color="red" onClick={() => void q.refetch()}>
              {t('common.retry')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  const s = q.data;

  return (
    <Stack gap="md" data-testid="siniestro-detalle" data-numero={s.numero}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={2} size="h3" data-testid="siniestro-titulo">
              {t('siniestros.tab', { numero: s.numero })}
            </Title>
            <EstadoBadge estado={s.estado} />
          </Group>
          <Text size="sm" c="dimmed">
            {t('siniestros.detalle.denunciadoEl', { fecha: fecha(s.fechaDenuncia) })} ·{' '}
            {t(s.origen === 'publico' ? 'siniestros.detalle.origenPublico' : 'siniestros.detalle.origenInterno')}
            {permisos.infoInterna ? (
              <Text span size="sm" c="dimmed" data-testid="siniestro-id">
                {' '}
                · {t('siniestros.detalle.idInterno', { id: s.id })}
              </Text>
            ) : null}
          </Text>
        </Stack>
        {s.urlpdfCertificado ? (
          <EnlaceDescarga pedirUrl={descargarDocumento(s.id, DOCUMENTO_CERTIFICADO)} testId="siniestro-pdf">
            {t('siniestros.detalle.pdfCertificado')}
          </EnlaceDescarga>
        ) : null}
      </Group>

      <Card withBorder radius="lg" padding="lg" data-testid="siniestro-datos">
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('siniestros.detalle.denuncia')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
            <Dato label={t('siniestros.col.certificado')} testId="siniestro-certificado">
              {s.numeroCertificado}
            </Dato>
            {s.certificado ? <DatosCertificado certificado={s.certificado} /> : null}
            <Dato label={t('siniestros.col.beneficiario')}>
              {s.beneficiario.nombre} ({s.beneficiario.cif})
            </Dato>
            <Dato label={t('siniestros.col.cobertura')}>{s.cobertura.texto}</Dato>
            <Dato label={t('siniestros.col.fecha')}>{fecha(s.fechaOcurrencia)}</Dato>
            <Dato label={t('siniestros.detalle.contacto')}>
              {s.contacto.nombre}
              {'\n'}
              {s.contacto.email}
              {'\n'}
              {s.contacto.telefono}
            </Dato>
            <Dato label={t('siniestros.col.monto')} testId="siniestro-monto">
              {usd(s.montoReclamado.monto)}
            </Dato>
            <Dato label={t('siniestros.col.fechaIndemnizacion')}>{fecha(s.fechaIndemnizacion)}</Dato>
            <Dato label={t('siniestros.col.reserva')}>{usd(s.reserva?.monto)}</Dato>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Dato label={t('siniestros.col.lugar')}>{s.lugarOcurrencia}</Dato>
            <Dato label={t('siniestros.col.ubicacion')}>{s.ubicacionActualMercaderia}</Dato>
            <Dato label={t('siniestros.col.descripcion')}>{s.descripcion}</Dato>
            <Dato label={t('siniestros.col.comentarios')}>{s.comentarios}</Dato>
          </SimpleGrid>
        </Stack>
      </Card>

      <EdicionSiniestro
        siniestro={s}
        puedeEditar={permisos.editar}
        onRecargar={async () => (await q.refetch()).data}
        versionesPropias={versionesPropias}
      />
      <ArchivosSiniestro siniestro={s} puedeEditar={permisos.editar} onVersionPropia={(v) => versionesPropias.current.add(v)} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" style={{ alignItems: 'start' }}>
        <Observaciones siniestro={s} />
        <Historial historial={s.historial} />
      </SimpleGrid>
    </Stack>
  );
}
