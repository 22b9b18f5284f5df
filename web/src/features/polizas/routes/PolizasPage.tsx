import { Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { Link, useNavigate } from 'react-router-dom';
import type { PolizaFila } from '#shared/contract/schemas/poliza.ts';
import { ESTADOS_POLIZA, RAMOS, type EstadoPoliza, type Ramo } from '#shared/polizas/reglas.ts';
import { fecha } from '#shared/text/fecha.ts';
import { CursorList } from '#web/components/CursorList.tsx';
import { EmpresaSelect } from '#web/components/EmpresaSelect.tsx';
import { listQueryState, useUrlCursorPager } from '#web/components/use-cursor-pager.ts';
import { formatMoney, formatNumber } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { usePrimerasEmpresas } from '#web/lib/list-empresas.ts';
import { useLayoutContext } from '#web/lib/layout-context.ts';
import { useTextoEnUrl, useUrlParams } from '#web/lib/url-params.ts';
import { usePolizas, type PolizasQuery } from '../api.ts';
import { EstadoPolizaBadge } from '../components/EstadoPolizaBadge.tsx';
import { conFiltros, filtrosDeUrl, type Filtro } from '../lib/filtros.ts';
import { decimalesTasa } from '../lib/formulario.ts';

export const DEFAULT_PAGE_SIZE = 10;

export function PolizasPage() {
  const t = useT();
  const navigate = useNavigate();
  const puedeEditar = useLayoutContext().empresa?.permisos.includes('polizas.editar') ?? false;
  const aseguradoras = (usePrimerasEmpresas().data?.empresas ?? []).filter((e) => e.tipo === 'aseguradora').map((e) => e.id);
  // The search and the filter live in the URL with the page (a reload, Back or a link keep them); what
  // is typed reaches it once debounced.
  const { params, update } = useUrlParams();
  const { texto, filtro } = filtrosDeUrl(params);
  const setFiltro = (f: Filtro) => update((actual) => conFiltros(actual, { filtro: f }));
  const [search, setSearch] = useTextoEnUrl(texto, (q) => update((actual) => conFiltros(actual, { texto: q })));
  // The state is an order by end of period, which a name search does not have.
  const estado = filtro && 'estado' in filtro && !texto ? filtro.estado : null;
  const consulta: PolizasQuery = { texto, ...filtro, ...(texto && filtro && 'estado' in filtro ? { estado: undefined } : {}) };
  const pager = useUrlCursorPager(params, update, DEFAULT_PAGE_SIZE);
  const polizas = usePolizas({ ...consulta, ...pager.query });
  const abrir = (p: PolizaFila) => void navigate(`/polizas/${p.id}`);

  const columns: DataTableColumn<PolizaFila>[] = [
    {
      accessor: 'numero',
      title: t('polizas.col.numero'),
      noWrap: true,
      render: (p) => (
        <Text size="sm" fw={500}>
          {p.numero}
        </Text>
      ),
    },
    { accessor: 'nombre', title: t('polizas.col.nombre') },
    { accessor: 'aseguradora', title: t('polizas.col.aseguradora'), render: (p) => p.aseguradora.nombre },
    { accessor: 'ramo', title: t('polizas.col.ramo'), render: (p) => t(`polizas.ramo.${p.ramo}`) },
    { accessor: 'moneda', title: t('polizas.col.moneda'), render: (p) => p.moneda.simbolo },
    {
      accessor: 'tasa',
      title: t('polizas.col.tasa'),
      textAlign: 'right',
      render: (p) => formatNumber(p.tasa, decimalesTasa(p.tasa)),
    },
    {
      accessor: 'primaMinima',
      title: t('polizas.col.primaMinima'),
      textAlign: 'right',
      render: (p) => formatMoney(p.primaMinima, p.moneda.simbolo),
    },
    {
      accessor: 'vigenciaHasta',
      title: t('polizas.col.vigencia'),
      render: (p) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {fecha(p.vigenciaDesde)}
          <br />
          {fecha(p.vigenciaHasta)}
        </Text>
      ),
    },
    { accessor: 'endosos', title: t('polizas.col.endosos'), textAlign: 'right', render: (p) => p.endosos.length },
    { accessor: 'estado', title: t('polizas.col.estado'), width: 110, render: (p) => <EstadoPolizaBadge estado={p.estado} /> },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('polizas.title')}
        </Title>
        {puedeEditar ? (
          <Button component={Link} to="/polizas/nueva" data-testid="polizas-add">
            {t('polizas.add')}
          </Button>
        ) : null}
      </Group>

      <Card withBorder radius="lg" padding="lg">
        <CursorList<PolizaFila>
          testId="polizas"
          columns={columns}
          {...listQueryState(polizas)}
          pager={pager}
          emptyText={t('polizas.empty')}
          errorTitle={t('polizas.error')}
          totalText={(count) => t('polizas.total', { count })}
          onRowClick={abrir}
          rowAttributes={(p) => ({ 'data-numero': p.numero, style: { cursor: 'pointer' } })}
          minWidth={980}
          pinLastColumn
          toolbar={
            <Group align="flex-start" gap="md" wrap="wrap">
              <TextInput
                style={{ flex: 2, minWidth: 220 }}
                label={t('polizas.search')}
                placeholder={t('polizas.searchPlaceholder')}
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
                data-testid="polizas-search"
              />
              <EmpresaSelect
                style={{ flex: 2, minWidth: 220 }}
                label={t('polizas.filter.aseguradora')}
                placeholder={t('polizas.filter.todas')}
                clearable
                solo={aseguradoras}
                formatLabel={(e) => e.nombre}
                value={filtro && 'aseguradoraId' in filtro ? filtro.aseguradoraId : null}
                onChange={(id) => setFiltro(id ? { aseguradoraId: id } : null)}
                data-testid="polizas-filter-aseguradora"
              />
              <Select<Ramo>
                style={{ flex: 1, minWidth: 150 }}
                label={t('polizas.filter.ramo')}
                placeholder={t('polizas.filter.todos')}
                clearable
                data={RAMOS.map((r) => ({ value: r, label: t(`polizas.ramo.${r}`) }))}
                value={filtro && 'ramo' in filtro ? filtro.ramo : null}
                onChange={(ramo) => setFiltro(ramo ? { ramo } : null)}
                data-testid="polizas-filter-ramo"
              />
              <Select<EstadoPoliza>
                style={{ flex: 1, minWidth: 150 }}
                label={t('polizas.filter.estado')}
                placeholder={t('polizas.filter.todos')}
                description={texto ? t('polizas.filter.estadoSinTexto') : undefined}
                disabled={!!texto}
                clearable
                data={ESTADOS_POLIZA.map((e) => ({ value: e, label: t(`polizas.estado.${e}`) }))}
                value={estado}
                onChange={(e) => setFiltro(e ? { estado: e } : null)}
                data-testid="polizas-filter-estado"
              />
            </Group>
          }
        />
      </Card>
      <Text size="xs" c="dimmed">
        {t('polizas.hint')}
      </Text>
    </Stack>
  );
}
