import { useState, type ReactNode } from 'react';
import { ActionIcon, Badge, Group, Select, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ESTADOS_SINIESTRO, type EstadoSiniestro } from '#shared/siniestros/estados.ts';
import { SortHeader, useSort } from '#web/components/SortHeader.tsx';
import { TablePager, usePager } from '#web/components/TablePager.tsx';
import { EmptyRow, LoadError, SkeletonRows } from '#web/components/TableStateRows.tsx';
import { formatInteger } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useSiniestros, type SiniestrosQuery } from '../api/siniestros.ts';
import { fecha, totalIndemnizado, usd } from '../lib/formato.ts';

type Orden = NonNullable<SiniestrosQuery['orden']>;

/** Spec 3 §9: the claims list pages by 5. */
export const DEFAULT_PAGE_SIZE = 5;

const Celda = ({ children, w = 180 }: { children: ReactNode; w?: number }) => (
  <Text size="sm" lineClamp={2} maw={w} title={typeof children === 'string' ? children : undefined}>
    {children}
  </Text>
);

export function EstadoBadge({ estado }: { estado: { id: EstadoSiniestro; nombre: string; color: string } }) {
  return (
    <Badge
      variant="light"
      color={estado.color}
      data-testid="siniestro-estado"
      data-estado={estado.id}
      style={{ whiteSpace: 'nowrap' }}
    >
      {estado.nombre}
    </Badge>
  );
}

/** The 'Denuncias' tab: every column of spec 3 §2.6, paged, filtered and sorted on the server. */
export function SiniestrosLista({ infoInterna, onAbrir }: { infoInterna: boolean; onAbrir: (id: number) => void }) {
  const t = useT();
  const [estado, setEstado] = useState<EstadoSiniestro | null>(null);
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const [certificadoRaw, setCertificado] = useState('');
  const [beneficiarioRaw, setBeneficiario] = useState('');
  const [certificado] = useDebouncedValue(certificadoRaw.trim(), 400);
  const [beneficiario] = useDebouncedValue(beneficiarioRaw.trim(), 400);

  const pager = usePager(DEFAULT_PAGE_SIZE, `${estado}|${desde}|${hasta}|${certificado}|${beneficiario}`);
  const sort = useSort<Orden>({ orden: 'fechaDenuncia', direccion: 'desc' }, 'asc', () => pager.onPage(0));

  const lista = useSiniestros({
    page: pager.page,
    size: pager.size,
    orden: sort.orden,
    direccion: sort.direccion,
    ...(estado ? { estado } : {}),
    ...(desde ? { desde } : {}),
    ...(hasta ? { hasta } : {}),
    ...(certificado ? { certificado } : {}),
    ...(beneficiario ? { beneficiario } : {}),
  });

  const sortProps = { ...sort, testIdPrefix: 'siniestros' };
  const total = lista.data?.meta.total ?? 0;
  const columnas = infoInterna ? 20 : 19;

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md" wrap="wrap">
        <Select<EstadoSiniestro>
          style={{ minWidth: 200 }}
          label={t('siniestros.filtro.estado')}
          placeholder={t('siniestros.filtro.todos')}
          clearable
          data={ESTADOS_SINIESTRO.map((e) => ({ value: e.id, label: e.nombre }))}
          value={estado}
          onChange={setEstado}
          data-testid="siniestros-filtro-estado"
        />
        <TextInput
          type="date"
          label={t('siniestros.filtro.desde')}
          value={desde}
          max={hasta || undefined}
          onChange={(e) => setDesde(e.currentTarget.value)}
          data-testid="siniestros-filtro-desde"
        />
        <TextInput
          type="date"
          label={t('siniestros.filtro.hasta')}
          value={hasta}
          min={desde || undefined}
          onChange={(e) => setHasta(e.currentTarget.value)}
          data-testid="siniestros-filtro-hasta"
        />
        <TextInput
          label={t('siniestros.filtro.certificado')}
          value={certificadoRaw}
          maxLength={40}
          onChange={(e) => setCertificado(e.currentTarget.value)}
          data-testid="siniestros-filtro-certificado"
        />
        <TextInput
          label={t('siniestros.filtro.beneficiario')}
          value={beneficiarioRaw}
          maxLength={100}
          onChange={(e) => setBeneficiario(e.currentTarget.value)}
          data-testid="siniestros-filtro-beneficiario"
        />
      </Group>

      {lista.isError ? (
        <LoadError
          title={t('siniestros.error')}
          message={lista.error.message}
          onRetry={() => void lista.refetch()}
          testId="siniestros-error"
        />
      ) : (
        <Table.ScrollContainer minWidth={2400}>
          <Table verticalSpacing="xs" highlightOnHover striped data-testid="siniestros-table" aria-busy={lista.isFetching}>
            <Table.Thead>
              <Table.Tr>
                {infoInterna ? <Table.Th>{t('siniestros.col.id')}</Table.Th> : null}
                <Table.Th>
                  <SortHeader field="numero" label={t('siniestros.col.numero')} {...sortProps} />
                </Table.Th>
                <Table.Th>{t('siniestros.col.beneficiario')}</Table.Th>
                <Table.Th>{t('siniestros.col.certificado')}</Table.Th>
                <Table.Th>{t('siniestros.col.cobertura')}</Table.Th>
                <Table.Th>{t('siniestros.col.contacto')}</Table.Th>
                <Table.Th>
                  <SortHeader field="fechaOcurrencia" label={t('siniestros.col.fecha')} {...sortProps} />
                </Table.Th>
                <Table.Th>{t('siniestros.col.lugar')}</Table.Th>
                <Table.Th>{t('siniestros.col.ubicacion')}</Table.Th>
                <Table.Th>{t('siniestros.col.descripcion')}</Table.Th>
                <Table.Th>
                  <SortHeader field="montoReclamado" label={t('siniestros.col.monto')} {...sortProps} />
                </Table.Th>
                <Table.Th>{t('siniestros.col.comentarios')}</Table.Th>
                <Table.Th>{t('siniestros.col.responsable')}</Table.Th>
                <Table.Th>{t('siniestros.col.liquidador')}</Table.Th>
                <Table.Th>{t('siniestros.col.redLiquidador')}</Table.Th>
                <Table.Th>{t('siniestros.col.reserva')}</Table.Th>
                <Table.Th>{t('siniestros.col.fechaIndemnizacion')}</Table.Th>
                <Table.Th>{t('siniestros.col.montoIndemnizacion')}</Table.Th>
                <Table.Th>
                  <SortHeader field="estado" label={t('siniestros.col.estado')} {...sortProps} />
                </Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody style={{ opacity: lista.isPlaceholderData ? 0.6 : 1 }}>
              {lista.isPending ? (
                <SkeletonRows rows={pager.size} columns={columnas + 1} testId="siniestros-skeleton" />
              ) : lista.data.data.length === 0 ? (
                <EmptyRow columns={columnas + 1} testId="siniestros-empty">
                  {t('siniestros.vacio')}
                </EmptyRow>
              ) : (
                lista.data.data.map((s) => (
                  <Table.Tr
                    key={s.id}
                    onDoubleClick={() => onAbrir(s.id)}
                    style={{ cursor: 'pointer' }}
                    data-testid="siniestros-row"
                    data-numero={s.numero}
                    data-id={s.id}
                  >
                    {infoInterna ? (
                      <Table.Td>
                        <Text size="sm" c="dimmed" data-testid="siniestros-row-id">
                          {s.id}
                        </Text>
                      </Table.Td>
                    ) : null}
                    <Table.Td>
                      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                        {s.numero}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Celda>{s.beneficiario.nombre}</Celda>
                      <Text size="xs" c="dimmed">
                        {s.beneficiario.cif}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{s.numeroCertificado}</Table.Td>
                    <Table.Td>
                      <Celda>{s.cobertura.texto}</Celda>
                    </Table.Td>
                    <Table.Td>
                      <Celda>{s.contacto.nombre}</Celda>
                      <Text size="xs" c="dimmed">
                        {s.contacto.email}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{fecha(s.fechaOcurrencia)}</Table.Td>
                    <Table.Td>
                      <Celda>{s.lugarOcurrencia}</Celda>
                    </Table.Td>
                    <Table.Td>
                      <Celda>{s.ubicacionActualMercaderia}</Celda>
                    </Table.Td>
                    <Table.Td>
                      <Celda w={240}>{s.descripcion}</Celda>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap', textAlign: 'right' }}>{usd(s.montoReclamado.monto)}</Table.Td>
                    <Table.Td>
                      <Celda w={220}>{s.comentarios}</Celda>
                      {s.cantidadComentarios ? (
                        <Text size="xs" c="dimmed">
                          {t('siniestros.observacionesCount', { count: formatInteger(s.cantidadComentarios) })}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Celda>{s.responsable?.nombre ?? '—'}</Celda>
                    </Table.Td>
                    <Table.Td>
                      <Celda>{s.liquidador?.nombre ?? '—'}</Celda>
                    </Table.Td>
                    <Table.Td>
                      <Celda>{s.redLiquidador?.nombre ?? '—'}</Celda>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap', textAlign: 'right' }}>{usd(s.reserva?.monto)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{fecha(s.fechaIndemnizacion)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap', textAlign: 'right' }}>
                      {usd(totalIndemnizado(s.indemnizaciones))}
                    </Table.Td>
                    <Table.Td>
                      <EstadoBadge estado={s.estado} />
                    </Table.Td>
                    <Table.Td>
                      <Tooltip label={t('siniestros.abrir')}>
                        <ActionIcon
                          variant="light"
                          aria-label={t('siniestros.abrir')}
                          onClick={() => onAbrir(s.id)}
                          data-testid="siniestros-abrir"
                        >
                          →
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <TablePager
        {...pager}
        total={total}
        totalText={t('siniestros.total', { count: formatInteger(total) })}
        testIdPrefix="siniestros"
      />
    </Stack>
  );
}
