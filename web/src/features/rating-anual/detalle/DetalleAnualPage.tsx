import { Alert, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Navigate, useParams } from 'react-router-dom';
import { fechaHora } from '#shared/text/fecha.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { EstadoCertificado } from '#web/components/CeldasCertificado.tsx';
import { CodigoVerificacion } from '#web/components/CodigoVerificacion.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useLayoutContext } from '#web/lib/layout-context.ts';
import { useCertificadoAnual } from '../api.ts';
import { MigasAnual } from '../MigasAnual.tsx';
import { AccionesAnual } from './AccionesAnual.tsx';
import { ReferenciaAnual } from './ReferenciaAnual.tsx';
import { ResumenAnual } from './ResumenAnual.tsx';

/** An annual quote or certificate (spec 2 §2.6 detail): title by state, badge, reference, actions, summary. */
export function DetalleAnualPage() {
  const t = useT();
  const id = Number(useParams().id);
  // Spec 2 §2.6: the detail's id is numeric; any other word is an address that does not exist.
  const valido = Number.isSafeInteger(id) && id > 0;
  const { empresa } = useLayoutContext();
  const permisos = empresa?.permisos ?? [];
  const q = useCertificadoAnual(id, valido);
  if (!valido) return <Navigate to="/error/404" replace />;
  if (q.isPending) return <Loader />;
  if (q.isError)
    return (
      <Stack gap="lg">
        <MigasAnual pantalla="detalle" />
        <Alert color="red" title={t('ratingAnual.errorDetalle')} data-testid="anual-detalle-error">
          {q.error.message}
        </Alert>
      </Stack>
    );
  const c = q.data;
  const emitido = c.estado.id === ESTADOS.emitido.id;
  return (
    <Stack gap="lg">
      <MigasAnual pantalla="detalle" />
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} size="h2" data-testid="anual-titulo">
              {t(emitido ? 'ratingAnual.detalle.certificado' : 'ratingAnual.detalle.cotizacion')}{' '}
              {emitido ? c.nroCertificado : `N° ${c.id}`}
            </Title>
            <EstadoCertificado estado={c.estado} size="lg" />
          </Group>
          <Text size="sm" c="dimmed">
            {t('ratingAnual.detalle.fechaEstado', { fecha: fechaHora(c.fechaEstado) })}
          </Text>
        </Stack>
        <AccionesAnual c={c} permisos={permisos} />
      </Group>
      {c.codigoVerificacion ? <CodigoVerificacion codigo={c.codigoVerificacion} numero={c.nroCertificado} /> : null}
      <ReferenciaAnual key={c.version} c={c} permisos={permisos} />
      <ResumenAnual c={c} />
    </Stack>
  );
}
