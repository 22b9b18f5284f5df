import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, MultiSelect, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BotonExportar } from '#web/components/BotonExportar.tsx';
import { RangoFechasInputs } from '#web/components/RangoFechasInputs.tsx';
import { formatMoney } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { usePrimerasEmpresas } from '#web/lib/list-empresas.ts';
import { RANGO_VACIO, rangoConsulta, type RangoFechas } from '#web/lib/rango-fechas.ts';
import { pedirExportacionSaldos, useSaldos, type ConsultaSaldos } from '../api.ts';
import { fecha } from '#shared/text/fecha.ts';

const COLOR = { Pagada: 'green', Vencida: 'red', Pendiente: 'yellow' } as const;
/** Who the sales declarations bill: the issuing companies (not insurers, not clients' own companies). */
const FACTURABLE = (tipo: string) => tipo !== 'aseguradora' && tipo !== 'cliente';

/**
 * /clientes/saldos (spec 1 §2.4): the chosen clients' invoices and payments in a date range, from the
 * sales declarations; the results show after 'Consultar Saldo' and stay shown.
 */
export function SaldosPage() {
  const t = useT();
  const empresas = (usePrimerasEmpresas().data?.empresas ?? []).filter((e) => FACTURABLE(e.tipo));
  const [clientes, setClientes] = useState<string[]>([]);
  const [rango, setRango] = useState<RangoFechas>(RANGO_VACIO);
  const [consulta, setConsulta] = useState<ConsultaSaldos | null>(null);
  const saldos = useSaldos(consulta);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('saldos.title')}
      </Title>
      <Card withBorder radius="lg" padding="lg">
        <Group align="flex-end" gap="md" wrap="wrap">
          <MultiSelect
            label={t('saldos.cliente')}
            data={empresas.map((e) => ({ value: String(e.id), label: e.nombre }))}
            value={clientes}
            onChange={setClientes}
            searchable
            clearable
            maxValues={20}
            miw={320}
            data-testid="saldos-clientes"
          />
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {t('saldos.rango')}
            </Text>
            <RangoFechasInputs value={rango} onChange={setRango} testIdPrefix="saldos-rango" />
          </Stack>
          <Button
            disabled={!clientes.length}
            onClick={() => setConsulta({ clientes: clientes.map(Number), ...rangoConsulta(rango) })}
            data-testid="saldos-consultar"
          >
            {t('saldos.consultar')}
          </Button>
        </Group>
      </Card>
      {consulta ? (
        <Card withBorder radius="lg" padding="lg" data-testid="saldos-resultado">
          {saldos.isPending ? (
            <Loader />
          ) : saldos.error ? (
            <Alert color="red" title={t('saldos.error')}>
              {saldos.error.message}
            </Alert>
          ) : (
            <Stack>
              <Group justify="space-between">
                <Group gap="xs" data-testid="saldos-total">
                  <Text fw={600}>{t('saldos.totalAdeudado')}:</Text>
                  {saldos.data!.totalAdeudado.length
                    ? saldos.data!.totalAdeudado.map((s) => (
                        <Badge key={s.moneda.id} size="lg" color="red" variant="light">
                          {formatMoney(s.monto, s.moneda.simbolo)}
                        </Badge>
                      ))
                    : t('saldos.sinDeuda')}
                </Group>
                <BotonExportar pedir={() => pedirExportacionSaldos(consulta)} testId="saldos-exportar">
                  {t('saldos.exportar')}
                </BotonExportar>
              </Group>
              {saldos.data!.meta.truncado ? (
                <Text size="sm" c="dimmed">
                  {t('saldos.truncado')}
                </Text>
              ) : null}
              {saldos.data!.data.length ? (
                <Table striped withTableBorder data-testid="saldos-tabla">
                  <Table.Thead>
                    <Table.Tr>
                      {['fecha', 'cliente', 'metodo', 'importe', 'saldo', 'estado', 'acciones'].map((c) => (
                        <Table.Th key={c}>{c === 'cliente' ? t('saldos.cliente') : t(`saldos.col.${c}`)}</Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {saldos.data!.data.map((f) => (
                      <Table.Tr key={f.declaracionId} data-testid="saldos-fila">
                        <Table.Td>{fecha(f.fecha)}</Table.Td>
                        <Table.Td>
                          {f.cliente.nombre}
                          <Text size="xs" c="dimmed">
                            {f.numero}
                          </Text>
                        </Table.Td>
                        <Table.Td>{f.metodoPago ?? '—'}</Table.Td>
                        <Table.Td style={{ textAlign: 'right' }}>{formatMoney(f.importe, f.moneda.simbolo)}</Table.Td>
                        <Table.Td style={{ textAlign: 'right' }}>{formatMoney(f.saldo, f.moneda.simbolo)}</Table.Td>
                        <Table.Td>
                          <Badge color={COLOR[f.estado]} data-testid="saldos-estado">
                            {t(`saldos.estado.${f.estado}`)}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            component={Link}
                            to={`/declaraciones/partners?por=facturaComercial&q=${encodeURIComponent(f.numero)}`}
                          >
                            {t('saldos.descargar')}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              ) : (
                <Text c="dimmed">{t('saldos.vacio')}</Text>
              )}
            </Stack>
          )}
        </Card>
      ) : null}
    </Stack>
  );
}
