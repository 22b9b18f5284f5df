import type { ReactNode } from 'react';
import { Alert, Card, Collapse, Group, List, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { PrecioCarga } from '#shared/contract/schemas/certificado-carga.ts';
import { formatNumber } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';

function Traza({ calculo }: { calculo: NonNullable<PrecioCarga['calculo']> }) {
  const t = useT();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder fz="xs" data-testid="cert-calculo">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
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
              <Table.Td>{r.concepto}</Table.Td>
              <Table.Td>{r.condicion}</Table.Td>
              <Table.Td>{r.grupoOperacion}</Table.Td>
              <Table.Td ta="right">{formatNumber(r.resultado)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={4}>{t('cotizador.calculo.total')}</Table.Th>
            <Table.Th ta="right">{formatNumber(calculo.total)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The server's price of a cargo certificate (spec 2 §3.8, §8): sum insured, premium, markup and final
 * price as far as the caller may read them, and the explained trace (collapsed). With excess
 * validations, 'Riesgo excedido' replaces the price and the messages are listed.
 */
export function PrecioCargaCard({ precio, children }: { precio: PrecioCarga; children?: ReactNode }) {
  const t = useT();
  const [trazaAbierta, traza] = useDisclosure(false);
  const excedido = precio.validaciones.length > 0;
  const monto = (v: number) => `${precio.moneda.simbolo} ${formatNumber(v)}`;
  const fila = (label: string, value: string, testId: string, fuerte = false) => (
    <Group justify="space-between" data-testid={testId}>
      <Text size="sm" c={fuerte ? undefined : 'dimmed'} fw={fuerte ? 700 : undefined}>
        {label}
      </Text>
      <Text size={fuerte ? 'lg' : 'sm'} fw={fuerte ? 700 : 500}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="cert-precio">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('certCarga.precio.title')}
        </Title>
        {fila(t('vePolizas.col.sumaAsegurada'), monto(precio.sumaAsegurada), 'cert-precio-suma')}
        {excedido ? (
          <Alert color="red" title={t('certCarga.precio.excedido')} data-testid="cert-excedido">
            <List size="sm">
              {precio.validaciones.map((v) => (
                <List.Item key={v.codigo} data-testid="cert-validacion">
                  {v.mensaje}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : (
          <>
            {precio.prima !== undefined ? fila(t('certCarga.col.prima'), monto(precio.prima), 'cert-precio-prima') : null}
            {precio.markup
              ? fila(
                  `${t('certCarga.col.markup')} (${formatNumber(precio.markup.porcentaje)} %)`,
                  monto(precio.markup.monto),
                  'cert-precio-markup',
                )
              : null}
            {precio.precioFinal !== undefined
              ? fila(t('certCarga.col.precioFinal'), monto(precio.precioFinal), 'cert-precio-final', true)
              : null}
          </>
        )}
        {precio.calculo ? (
          <>
            <UnstyledButton onClick={traza.toggle} aria-expanded={trazaAbierta} data-testid="cert-calculo-toggle">
              <Text size="sm" c="blue">
                {trazaAbierta ? '▾' : '▸'} {t('certCarga.precio.calculo')}
              </Text>
            </UnstyledButton>
            <Collapse expanded={trazaAbierta}>
              <Traza calculo={precio.calculo} />
            </Collapse>
          </>
        ) : null}
        {children}
      </Stack>
    </Card>
  );
}
