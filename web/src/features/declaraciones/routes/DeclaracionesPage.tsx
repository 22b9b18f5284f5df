import { useState } from 'react';
import { Card, Group, MultiSelect, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { DataTableColumn } from 'mantine-datatable';
import type { Declaracion } from '#shared/contract/schemas/declaracion.ts';
import { ESTADOS_DECLARACION, type TipoDeclaracion } from '#shared/declaraciones/estados.ts';
import { fecha, mes } from '#shared/text/fecha.ts';
import { CursorList } from '#web/components/CursorList.tsx';
import { FILTRO_PARAMS } from '#web/components/filtros-url.ts';
import { useBusquedaEnUrl } from '#web/components/use-busqueda-url.ts';
import { listQueryState } from '#web/components/use-cursor-pager.ts';
import { useFiltroEnUrl, type FormaParametro } from '#web/components/use-filtro-url.ts';
import { formatMoney } from '#web/lib/format.ts';
import { useLocale, useT } from '#web/lib/i18n.tsx';
import { useLayoutContext } from '#web/lib/layout-context.ts';
import { useDeclaraciones, type ConsultaDeclaraciones } from '../api.ts';
import { AccionesDeclaracion } from '../components/AccionesDeclaracion.tsx';
import { EstadoDeclaracionBadge } from '../components/EstadoDeclaracionBadge.tsx';
import { Expandida } from '../components/Expandida.tsx';

type Por = NonNullable<ConsultaDeclaraciones['filtro']>['por'];
const BUSCAR_POR: readonly Por[] = ['nroCertificado', 'referencia', 'facturaComercial'];
const ESTADO_IDS = Object.values(ESTADOS_DECLARACION).map((e) => String(e.id));

/** Several states, comma separated (`?estado=1,3`); an unknown one is left out. */
const ESTADOS_EN_URL: FormaParametro<string[]> = {
  leer: (v) => [...new Set((v ?? '').split(','))].filter((e) => ESTADO_IDS.includes(e)),
  escribir: (v) => v.join(','),
};
/** What the search box looks up; the certificate number unless the URL names another. */
const POR_EN_URL: FormaParametro<Por> = {
  leer: (v) => BUSCAR_POR.find((p) => p === v) ?? BUSCAR_POR[0]!,
  escribir: (v) => (v === BUSCAR_POR[0] ? null : v),
};

/**
 * /declaraciones/partners (sales, 'venta') and /declaraciones/aseguradoras (technical, 'tecnica'),
 * spec 2 §2.3: the grid by period with its row actions, a state filter, the hidden search fields, and
 * the expanded row.
 */
export function DeclaracionesPage({ tipo }: { tipo: TipoDeclaracion }) {
  const t = useT();
  const telefono = useMediaQuery('(max-width: 47.99em)');
  const locale = useLocale();
  const permisos = useLayoutContext().empresa?.permisos ?? [];
  const [estados, setEstados] = useFiltroEnUrl(FILTRO_PARAMS.estado, ESTADOS_EN_URL);
  // The balances' 'Descargar' opens the declaration of an invoice: ?por=facturaComercial&q=<número>.
  const [por, setPor] = useFiltroEnUrl(FILTRO_PARAMS.por, POR_EN_URL);
  const { search: texto, setSearch: setTexto, texto: buscado, pager } = useBusquedaEnUrl(5, 100);
  const [abierta, setAbierta] = useState<string | null>(null);
  const filtro = buscado ? { por, texto: buscado } : null;
  const q = useDeclaraciones({ tipo, estados: estados.map(Number), filtro, ...pager.query });
  const monto = (d: Declaracion, v: number | undefined) => (v === undefined ? '—' : formatMoney(v, d.moneda.simbolo));

  const columns: DataTableColumn<Declaracion>[] = [
    {
      accessor: 'periodo',
      title: t('declaraciones.col.periodo'),
      render: (d) => (
        <Text size="sm" fw={500} tt="capitalize">
          {mes(d.periodo, locale)}
        </Text>
      ),
    },
    tipo === 'tecnica'
      ? {
          accessor: 'poliza',
          title: t('declaraciones.col.polizas'),
          render: (d) => (
            <Text size="sm">
              {d.poliza?.numero ?? t('declaraciones.viajesEspecificos')}
              <br />
              <Text span size="xs" c="dimmed">
                {d.aseguradora?.nombre}
              </Text>
            </Text>
          ),
        }
      : {
          accessor: 'emisor',
          title: t('declaraciones.col.emisor'),
          render: (d) => (
            <Text size="sm">
              {d.emisor?.nombre}
              <br />
              <Text span size="xs" c="dimmed">
                {d.emisor?.cif}
              </Text>
            </Text>
          ),
        },
    {
      accessor: 'sumaAsegurada',
      title: t('declaraciones.col.suma'),
      textAlign: 'right',
      render: (d) => monto(d, d.sumaAsegurada),
    },
    { accessor: 'prima', title: t('declaraciones.col.prima'), textAlign: 'right', render: (d) => monto(d, d.prima) },
    tipo === 'tecnica'
      ? { accessor: 'endoso', title: t('declaraciones.col.endoso'), render: (d) => (d.endoso ? `N° ${d.endoso}` : '—') }
      : {
          accessor: 'factura',
          title: t('declaraciones.col.factura'),
          render: (d) =>
            d.factura ? (
              <Text size="sm">
                {d.factura.numero}
                <br />
                <Text span size="xs" c="dimmed">
                  {t('declaraciones.factura.vto')} {fecha(d.factura.vto)} · {t('declaraciones.factura.saldo')}{' '}
                  {formatMoney(d.factura.saldo.monto, d.factura.saldo.moneda.simbolo)}
                </Text>
              </Text>
            ) : (
              '—'
            ),
        },
    { accessor: 'estado', title: t('declaraciones.col.estado'), render: (d) => <EstadoDeclaracionBadge d={d} /> },
    {
      accessor: 'acciones',
      title: t('declaraciones.col.acciones'),
      textAlign: 'right',
      render: (d) => <AccionesDeclaracion d={d} permisos={permisos} />,
    },
  ];

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t(tipo === 'venta' ? 'routes.declaracionesPartners' : 'routes.declaracionesAseguradoras')}
      </Title>
      <Card withBorder radius="lg" padding="lg">
        <CursorList<Declaracion>
          testId="declaraciones"
          columns={columns}
          {...listQueryState(q)}
          pager={pager}
          emptyText={t('declaraciones.vacio')}
          errorTitle={t('declaraciones.errorLista')}
          totalText={(count) => t('declaraciones.total', { count })}
          idAccessor="id"
          rowAttributes={(d) => ({ 'data-testid': `declaracion-row-${d.id}`, style: { cursor: 'pointer' } })}
          rowExpansion={{
            allowMultiple: false,
            expanded: {
              recordIds: abierta ? [abierta] : [],
              onRecordIdsChange: (ids: unknown[]) => setAbierta((ids.at(-1) as string) ?? null),
            },
            content: ({ record }) => <Expandida d={record} permisos={permisos} />,
          }}
          minWidth={900}
          pinLastColumn
          toolbar={
            <Group align="flex-end" gap="md" wrap="wrap">
              <MultiSelect
                label={t('declaraciones.filtro.estado')}
                data={Object.values(ESTADOS_DECLARACION).map((e) => ({
                  value: String(e.id),
                  label: t(`declaraciones.estado.${e.id}`),
                }))}
                value={estados}
                onChange={setEstados}
                disabled={!!filtro}
                clearable
                miw={240}
                data-testid="declaraciones-estado"
              />
              <SegmentedControl
                // Three lookups do not fit side by side on a phone: stacked there.
                orientation={telefono ? 'vertical' : 'horizontal'}
                fullWidth={telefono}
                value={por}
                onChange={(v) => setPor(v as Por)}
                data={BUSCAR_POR.map((p) => ({
                  value: p,
                  label: t(`declaraciones.filtro.${p}`),
                }))}
                data-testid="declaraciones-buscar-por"
              />
              <TextInput
                label={t('declaraciones.filtro.buscar')}
                value={texto}
                onChange={(e) => setTexto(e.currentTarget.value)}
                maxLength={100}
                miw={220}
                data-testid="declaraciones-buscar"
              />
            </Group>
          }
        />
      </Card>
    </Stack>
  );
}

export const DeclaracionesVentaPage = () => <DeclaracionesPage tipo="venta" />;
export const DeclaracionesTecnicasPage = () => <DeclaracionesPage tipo="tecnica" />;
