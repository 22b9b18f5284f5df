import { Stack, Table, Text, Title } from '@mantine/core';
import type { Calculo } from '#shared/contract/schemas/viaje-especifico.ts';
import { formatNumber } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';

function Traza({ titulo, calculo, testId }: { titulo: string; calculo: Calculo; testId: string }) {
  const t = useT();
  return (
    <Stack gap={6} data-testid={testId}>
      <Title order={5}>{titulo}</Title>
      <Text size="sm" c="dimmed">
        {t('cotizador.calculo.valorInicial')}: {formatNumber(calculo.valorInicial)}
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table striped withTableBorder fz="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{t('cotizador.calculo.grupo')}</Table.Th>
              <Table.Th>{t('cotizador.calculo.concepto')}</Table.Th>
              <Table.Th>{t('cotizador.calculo.condicion')}</Table.Th>
              <Table.Th>{t('cotizador.calculo.operacion')}</Table.Th>
              <Table.Th ta="right">{t('cotizador.calculo.resultado')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {calculo.reglas.map((r) => (
              <Table.Tr key={`${r.orden}-${r.concepto}`}>
                <Table.Td>{r.orden}</Table.Td>
                <Table.Td>{r.grupo}</Table.Td>
                <Table.Td>{r.concepto}</Table.Td>
                <Table.Td>{r.condicion}</Table.Td>
                <Table.Td>{r.grupoOperacion}</Table.Td>
                <Table.Td ta="right">{formatNumber(r.resultado)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={5}>{t('cotizador.calculo.total')}</Table.Th>
              <Table.Th ta="right">{formatNumber(calculo.total)}</Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** The premium calculation traces of an offer (spec 2 §3.10): prima and premio, rule by rule. */
export function CalculoDetalle({ calculoPrima, calculoPremio }: { calculoPrima: Calculo; calculoPremio: Calculo }) {
  const t = useT();
  return (
    <Stack gap="lg" data-testid="calculo-detalle">
      <Traza titulo={t('cotizador.calculo.prima')} calculo={calculoPrima} testId="calculo-prima" />
      <Traza titulo={t('cotizador.calculo.premio')} calculo={calculoPremio} testId="calculo-premio" />
    </Stack>
  );
}
