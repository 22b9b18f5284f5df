import { Alert, Divider, SimpleGrid, Stack } from '@mantine/core';
import type { Permission } from '#shared/auth/permissions.ts';
import type { Declaracion } from '#shared/contract/schemas/declaracion.ts';
import { fechaHora } from '#shared/text/fecha.ts';
import { useT } from '#web/lib/i18n.tsx';
import { accionesDeclaracion } from '../lib/acciones.ts';
import { CertificadosDeclaracion } from './CertificadosDeclaracion.tsx';
import { BloqueFactura, BloquePagos } from './Facturacion.tsx';

/** The expanded row (spec 2 §2.3): the draft's note, invoicing, payment proofs, and the certificates by kind. */
export function Expandida({ d, permisos }: { d: Declaracion; permisos: readonly Permission[] }) {
  const t = useT();
  const acciones = accionesDeclaracion(d, permisos);
  return (
    <Stack gap="md" p="md" data-testid="declaracion-expandida">
      {d.aceptacionAutomatica ? (
        <Alert color="orange" variant="light" data-testid="declaracion-nota-borrador">
          {t('declaraciones.notaBorrador', { fecha: fechaHora(d.aceptacionAutomatica) })}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <BloqueFactura d={d} acciones={acciones} />
        <BloquePagos d={d} acciones={acciones} />
      </SimpleGrid>
      <Divider />
      <CertificadosDeclaracion d={d} />
    </Stack>
  );
}
