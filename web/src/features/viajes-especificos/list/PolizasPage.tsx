import { Fragment, useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link, useNavigate } from 'react-router-dom';
import type { listCertificados } from '#shared/contract/operations/viajes-especificos.ts';
import type { Response } from '#shared/contract/define.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { IconFile, IconPlus } from '#web/components/icons.tsx';
import { SortHeader, useSort } from '#web/components/SortHeader.tsx';
import { TablePager, usePager } from '#web/components/TablePager.tsx';
import { EmptyRow, LoadError, SkeletonRows } from '#web/components/TableStateRows.tsx';
import { useLayoutContext } from '#web/features/shell/layout-context.ts';
import { formatInteger, formatNumber } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useCertificados } from '../api/list-certificados.ts';
import { EstadoBadge, formatFecha, opcionesEstado } from './estado.tsx';
import { abreDetalle, abrirEnPestanas, enlacesImpresion, POLIZAS_PATH } from './polizas.ts';

type Fila = Response<typeof listCertificados>['data'][number];
type Orden = 'fechaEstado' | 'id' | 'premio' | 'sumaAsegurada';

export const DEFAULT_PAGE_SIZE = 10;
const SEARCH_DEBOUNCE_MS = 400;
/** expand, id (hidden), number, reference, date, policyholder, sum, premium, security, risk, mode, state, actions */
const COLUMNS = 13;

const money = (f: Fila, value: number) => `${f.sumaAsegurada.moneda.simbolo} ${formatNumber(value)}`;

function Detalle({ fila }: { fila: Fila }) {
  const t = useT();
  const sa = fila.sumaAsegurada;
  const item = (label: string, value: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" p="xs" data-testid="polizas-expanded">
      {item(t('vePolizas.exp.tomadorCif'), fila.tomador?.cif ?? '—')}
      {item(t('vePolizas.exp.valorFactura'), money(fila, sa.valorFactura))}
      {item(t('vePolizas.exp.flete'), money(fila, sa.gastoEnvio))}
      {item(t('vePolizas.exp.demasGastos'), money(fila, sa.demasGastos))}
      {item(t('vePolizas.exp.beneficio'), `${formatNumber(sa.beneficioImaginario)} %`)}
      {item(t('vePolizas.exp.nroCertificado'), fila.nroCertificado ?? '—')}
      {item(t('vePolizas.exp.id'), String(fila.id))}
      <div>
        <Text size="xs" c="dimmed">
          {t('vePolizas.exp.documentos')}
        </Text>
        <Group gap="xs">
          {fila.urlConstancia ? (
            <Text component="a" href={fila.urlConstancia} target="_blank" rel="noopener" size="sm" c="blue">
              {t('veDetalle.btn.constancia')}
            </Text>
          ) : null}
          {fila.urlAsegurado ? (
            <Text component="a" href={fila.urlAsegurado} target="_blank" rel="noopener" size="sm" c="blue">
              {t('veDetalle.btn.asegurado')}
            </Text>
          ) : null}
          {fila.urlCopiaPAS ? (
            <Text component="a" href={fila.urlCopiaPAS} target="_blank" rel="noopener" size="sm" c="blue">
              {t('veDetalle.btn.copiaPAS')}
            </Text>
          ) : null}
          {!fila.urlConstancia && !fila.urlAsegurado && !fila.urlCopiaPAS ? <Text size="sm">—</Text> : null}
        </Group>
      </div>
    </SimpleGrid>
  );
}

/** Specific-trip policy list (spec 3 §2.4; grid rules of spec 2 §2.1). */
export function PolizasPage() {
  const t = useT();
  const navigate = useNavigate();
  const { empresa } = useLayoutContext();
  const permisos = empresa?.permisos ?? [];
  const [search, setSearch] = useState('');
  const [filtro] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [estado, setEstado] = useState<string | null>(null);
  const [expandidas, setExpandidas] = useState<ReadonlySet<number>>(new Set());

  const pager = usePager(DEFAULT_PAGE_SIZE, `${filtro}|${estado}`);
  const sort = useSort<Orden>({ orden: 'fechaEstado', direccion: 'desc' }, 'desc', () => pager.onPage(0));

  const polizas = useCertificados({
    page: pager.page,
    size: pager.size,
    filtro,
    orden: sort.orden,
    direccion: sort.direccion,
    ...(estado ? { estado: Number(estado) } : {}),
  });

  const toggle = (id: number) =>
    setExpandidas((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const total = polizas.data?.meta.total ?? 0;
  const sortProps = { ...sort, testIdPrefix: 'polizas' };
  const puedeCotizar = permisos.includes('viajesEspecificos.cotizar');

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('vePolizas.title')}
        </Title>
        {puedeCotizar ? (
          <Button
            component={Link}
            to={`${POLIZAS_PATH}/cotizador`}
            leftSection={<IconPlus size={16} />}
            data-testid="polizas-nueva"
          >
            {t('vePolizas.nueva')}
          </Button>
        ) : null}
      </Group>

      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Group align="flex-end" gap="md" wrap="wrap">
            <TextInput
              style={{ flex: 2, minWidth: 220 }}
              label={t('vePolizas.search')}
              placeholder={t('vePolizas.searchPlaceholder')}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              data-testid="polizas-search"
            />
            <Select
              style={{ flex: 1, minWidth: 180 }}
              label={t('vePolizas.filter.estado')}
              placeholder={t('vePolizas.filter.estadoAll')}
              clearable
              data={opcionesEstado(t)}
              value={estado}
              onChange={setEstado}
              data-testid="polizas-filter-estado"
            />
          </Group>

          <Text size="xs" c="dimmed">
            {t('vePolizas.hint')}
          </Text>

          <Table.ScrollContainer minWidth={960}>
            <Table
              verticalSpacing="sm"
              horizontalSpacing="xs"
              highlightOnHover
              data-testid="polizas-table"
              aria-busy={polizas.isFetching}
            >
              <Table.Thead style={{ fontSize: 'var(--mantine-font-size-xs)' }}>
                <Table.Tr>
                  <Table.Th w={36} aria-label={t('vePolizas.col.expand')} />
                  <Table.Th hidden>{t('vePolizas.col.id')}</Table.Th>
                  <Table.Th>
                    <SortHeader field="id" label={t('vePolizas.col.numero')} {...sortProps} />
                  </Table.Th>
                  <Table.Th>{t('vePolizas.col.referencia')}</Table.Th>
                  <Table.Th>
                    <SortHeader field="fechaEstado" label={t('vePolizas.col.fechaEstado')} {...sortProps} />
                  </Table.Th>
                  <Table.Th>{t('vePolizas.col.tomador')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>
                    <SortHeader field="sumaAsegurada" label={t('vePolizas.col.sumaAsegurada')} {...sortProps} />
                  </Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>
                    <SortHeader field="premio" label={t('vePolizas.col.premio')} {...sortProps} />
                  </Table.Th>
                  <Table.Th>{t('vePolizas.col.seguridad')}</Table.Th>
                  <Table.Th>{t('vePolizas.col.riesgo')}</Table.Th>
                  <Table.Th>{t('vePolizas.col.transporte')}</Table.Th>
                  <Table.Th>{t('vePolizas.col.estado')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{t('vePolizas.col.acciones')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody style={{ opacity: polizas.isPlaceholderData ? 0.6 : 1 }}>
                {polizas.isError ? (
                  <Table.Tr>
                    <Table.Td colSpan={COLUMNS}>
                      <LoadError
                        title={t('vePolizas.error')}
                        message={polizas.error.message}
                        onRetry={() => void polizas.refetch()}
                        testId="polizas-error"
                      />
                    </Table.Td>
                  </Table.Tr>
                ) : polizas.isPending ? (
                  <SkeletonRows rows={Math.min(pager.size, 10)} columns={COLUMNS - 1} testId="polizas-skeleton" />
                ) : polizas.data.data.length === 0 ? (
                  <EmptyRow columns={COLUMNS} testId="polizas-empty">
                    {t('vePolizas.empty')}
                  </EmptyRow>
                ) : (
                  polizas.data.data.map((f) => {
                    const abre = abreDetalle(f.estado.id, permisos);
                    const enlaces = enlacesImpresion(f);
                    const open = expandidas.has(f.id);
                    const emitido = f.estado.id === ESTADOS.emitido.id;
                    return (
                      <Fragment key={f.id}>
                        <Table.Tr
                          data-testid="polizas-row"
                          data-id={f.id}
                          data-abre={abre}
                          style={{ cursor: abre ? 'pointer' : undefined }}
                          onDoubleClick={() => {
                            if (abre) navigate(`${POLIZAS_PATH}/${f.id}`);
                          }}
                        >
                          <Table.Td>
                            <ActionIcon
                              variant="subtle"
                              size="sm"
                              onClick={() => toggle(f.id)}
                              aria-expanded={open}
                              aria-label={t('vePolizas.col.expand')}
                              data-testid="polizas-expand"
                            >
                              {open ? '▾' : '▸'}
                            </ActionIcon>
                          </Table.Td>
                          <Table.Td hidden>{f.id}</Table.Td>
                          <Table.Td>
                            <Text size="xs" fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="polizas-numero">
                              {f.nroCertificado || f.id}
                            </Text>
                          </Table.Td>
                          <Table.Td>
                            <Text size="xs">{f.nroReferenciaInterna ?? '—'}</Text>
                          </Table.Td>
                          <Table.Td>
                            <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
                              {formatFecha(f.fechaEstado)}
                            </Text>
                          </Table.Td>
                          <Table.Td>
                            <Text size="xs">{f.tomador?.nombre ?? '—'}</Text>
                          </Table.Td>
                          <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                            <Text size="xs">{money(f, f.sumaAsegurada.total)}</Text>
                          </Table.Td>
                          <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                            <Text size="xs">{money(f, f.premio.monto)}</Text>
                          </Table.Td>
                          <Table.Td>
                            {f.seguridad === 'Requiere' || f.seguridad === 'Obrigatório' ? (
                              <Badge
                                color="orange"
                                variant="light"
                                size="sm"
                                styles={{ label: { overflow: 'visible' } }}
                                data-testid="polizas-seguridad"
                              >
                                {t('vePolizas.seguridad.requiere')}
                              </Badge>
                            ) : (
                              <Text size="xs" c="dimmed">
                                {t('vePolizas.seguridad.noRequiere')}
                              </Text>
                            )}
                          </Table.Td>
                          <Table.Td>
                            <Text size="xs">{t(`vePolizas.riesgo.${f.tipoOperacion.id}`)}</Text>
                          </Table.Td>
                          <Table.Td>
                            <Text size="xs">{f.medioTransporte.texto}</Text>
                          </Table.Td>
                          <Table.Td style={{ whiteSpace: 'nowrap' }}>
                            <EstadoBadge estado={f.estado} size="sm" />
                          </Table.Td>
                          <Table.Td style={{ textAlign: 'right' }}>
                            {enlaces.length ? (
                              <Tooltip label={t(emitido ? 'vePolizas.print.certificado' : 'vePolizas.print.cotizacion')}>
                                <ActionIcon
                                  variant="light"
                                  onClick={() => abrirEnPestanas(enlaces)}
                                  aria-label={t(emitido ? 'vePolizas.print.certificado' : 'vePolizas.print.cotizacion')}
                                  data-testid="polizas-print"
                                >
                                  <IconFile size={16} />
                                </ActionIcon>
                              </Tooltip>
                            ) : null}
                          </Table.Td>
                        </Table.Tr>
                        {open ? (
                          <Table.Tr>
                            <Table.Td colSpan={COLUMNS} bg="var(--mantine-color-default-hover)">
                              <Detalle fila={f} />
                            </Table.Td>
                          </Table.Tr>
                        ) : null}
                      </Fragment>
                    );
                  })
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>

          <TablePager
            {...pager}
            total={total}
            totalText={t('vePolizas.total', { count: formatInteger(total) })}
            testIdPrefix="polizas"
          />
        </Stack>
      </Card>
    </Stack>
  );
}
