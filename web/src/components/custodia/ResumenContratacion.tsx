import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CustodiaDeCertificado } from '#shared/contract/schemas/custodia.ts';
import { tarifaCustodia } from '#shared/custodia/tarifa.ts';
import { fecha } from '#shared/text/fecha.ts';
import { useT } from '#web/lib/i18n.tsx';
import { Dato } from '../DetalleCertificado.tsx';

/**
 * A hired custody, read only: the plan, when it starts, the rate with its currency, the driver and
 * the contact. The certificate's card and the modal (opened again from /medidas-seguridad) show it.
 */
export function ResumenContratacion({
  contratacion: c,
  cotizacion,
}: {
  contratacion: NonNullable<CustodiaDeCertificado['contratacion']>;
  cotizacion: CustodiaDeCertificado['cotizacion'];
}) {
  const t = useT();
  return (
    <Stack gap="xs" data-testid="custodia-contratada">
      <Group gap="xs">
        <Badge color="green">{t('custodia.estado.contratada')}</Badge>
        <Text size="sm" fw={600}>
          {cotizacion?.plan.name}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Dato label={t('custodia.inicio')}>{`${fecha(c.date)} ${c.hour}`}</Dato>
        <Dato label={t('custodia.resultado.tarifa')}>{tarifaCustodia(c.rate)}</Dato>
        <Dato label={t('custodia.chofer')}>{`${c.driver.name} (${c.driver.company})`}</Dato>
        <Dato label={t('custodia.chofer.patente')}>{c.driver.licensePlate}</Dato>
        <Dato
          label={t('custodia.telefono')}
        >{`${c.driver.phone.codeCountry} ${c.driver.phone.area} ${c.driver.phone.number}`}</Dato>
        <Dato label={t('custodia.email')}>{c.email}</Dato>
      </SimpleGrid>
      {c.tripDetails ? (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
          {c.tripDetails}
        </Text>
      ) : null}
    </Stack>
  );
}
