import type { ReactNode } from 'react';
import { Alert, Card, Collapse, Group, List, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Calculo, Validacion } from '#shared/contract/schemas/calculo.ts';
import { TablaCalculo } from './TablaCalculo.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useMensajeEnIdioma } from '#web/lib/mensaje-en-idioma.ts';

/** One amount of the card: its label, the amount in the price's currency, a test id; `fuerte` is the total. */
export interface FilaPrecio {
  label: string;
  monto: number;
  testId: string;
  fuerte?: boolean;
}

/**
 * The server's price of a certificate (spec 2 §3.8, §8), cargo or containers: the amounts the caller
 * may read, and the explained trace (collapsed) when the answer carries it. With excess validations,
 * 'Riesgo excedido' replaces the price and the messages are listed; `siempre` (the sum insured, the
 * containers) stays.
 */
export function PrecioCertificadoCard({
  simbolo,
  siempre = [],
  filas,
  validaciones,
  calculo,
  detalle,
  children,
}: {
  /** The currency symbol of every amount. */
  simbolo: string;
  siempre?: readonly FilaPrecio[];
  filas: readonly FilaPrecio[];
  validaciones: readonly Validacion[];
  calculo: Calculo | undefined;
  /** What was priced, shown above the amounts (a container certificate's lines). */
  detalle?: ReactNode;
  /** The buttons that follow the price (save, issue, ask for approval). */
  children?: ReactNode;
}) {
  const t = useT();
  const enIdioma = useMensajeEnIdioma();
  const [trazaAbierta, traza] = useDisclosure(false);
  const fila = ({ label, monto, testId, fuerte = false }: FilaPrecio) => (
    <Group justify="space-between" data-testid={testId} key={testId}>
      <Text size="sm" c={fuerte ? undefined : 'dimmed'} fw={fuerte ? 700 : undefined}>
        {label}
      </Text>
      <Text size={fuerte ? 'lg' : 'sm'} fw={fuerte ? 700 : 500}>
        {simbolo} {formatNumber(monto)}
      </Text>
    </Group>
  );
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="cert-precio">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('certCarga.precio.title')}
        </Title>
        {detalle}
        {siempre.map(fila)}
        {validaciones.length ? (
          <Alert color="red" title={t('certCarga.precio.excedido')} data-testid="cert-excedido">
            <List size="sm">
              {validaciones.map((v) => (
                <List.Item key={v.codigo} data-testid="cert-validacion">
                  {enIdioma(v.mensaje)}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : (
          filas.map(fila)
        )}
        {calculo ? (
          <>
            <UnstyledButton onClick={traza.toggle} aria-expanded={trazaAbierta} data-testid="cert-calculo-toggle">
              <Text size="sm" c="blue">
                {trazaAbierta ? '▾' : '▸'} {t('certCarga.precio.calculo')}
              </Text>
            </UnstyledButton>
            <Collapse expanded={trazaAbierta}>
              <TablaCalculo calculo={calculo} testId="cert-calculo" />
            </Collapse>
          </>
        ) : null}
        {children}
      </Stack>
    </Card>
  );
}
