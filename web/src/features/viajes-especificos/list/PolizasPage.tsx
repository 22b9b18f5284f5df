import { useState } from 'react';
import { ActionIcon, Badge, Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { Link, useNavigate } from 'react-router-dom';
import type { Cliente } from '#shared/contract/schemas/cliente.ts';
import { fechaHora } from '#shared/text/fecha.ts';
import { CursorList } from '#web/components/CursorList.tsx';
import { EntidadSelect } from '#web/components/EntidadSelect.tsx';
import { IconPlus } from '#web/components/icons.tsx';
import { RangoFechasInputs } from '#web/components/RangoFechasInputs.tsx';
import { listQueryState, useUrlCursorPager } from '#web/components/use-cursor-pager.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useLayoutContext } from '#web/lib/layout-context.ts';
import { mismoRango, RANGO_VACIO, type RangoFechas } from '#web/lib/rango-fechas.ts';
import { serverFieldMessage } from '#web/lib/server-errors.ts';
import { useCampoDeUrl, useTextoEnUrl, useUrlParams } from '#web/lib/url-params.ts';
import { useCertificados } from '../api.ts';
import { EstadoBadge, opcionesEstado } from './estado.tsx';
import {
  BUSCAR_POR,
  busquedaExacta,
  conFiltros,
  consultaCertificados,
  filtrosDeUrl,
  type BuscarPor,
  type FiltrosCertificados,
} from './filtros.ts';
import { FilaExpandida, ImprimirFila, money, type Fila } from './FilaPoliza.tsx';
import { abreDetalle, POLIZAS_PATH } from './polizas.ts';

export const DEFAULT_PAGE_SIZE = 10;

/**
 * Specific-trip policy list (spec 3 §2.4; grid rules of spec 2 §2.1), newest state change first. Filters,
 * order, page and page size live in the URL (record 0173), so a reload, Back or a shared link show the same list.
 */
export function PolizasPage() {
  const t = useT();
  const navigate = useNavigate();
  const { empresa } = useLayoutContext();
  const permisos = empresa?.permisos ?? [];
  const { params, update } = useUrlParams();
  const filtros = filtrosDeUrl(params);
  const { por, estado, direccion } = filtros;
  const cambiar = (c: Partial<FiltrosCertificados>) => update((actual) => conFiltros(actual, c));
  // What is being typed reaches the URL once debounced (the text) or complete (the days).
  // One lookup at a time: a number or reference clears the state and the dates.
  const [texto, setTexto] = useTextoEnUrl(filtros.texto, (q) =>
    cambiar(q ? { texto: q, estado: null, rango: RANGO_VACIO } : { texto: '' }),
  );
  const [rango, setRango] = useCampoDeUrl<RangoFechas>(filtros.rango, mismoRango);
  // The chosen policyholder as the select shows it; after a reload only its id is in the URL (below).
  const [tomadorElegido, setTomadorElegido] = useState<Cliente | null>(null);
  const [expandidas, setExpandidas] = useState<number[]>([]);

  const pager = useUrlCursorPager(params, update, DEFAULT_PAGE_SIZE);
  const polizas = useCertificados({ ...consultaCertificados(filtros), ...pager.query });
  // A reloaded link names the policyholder by id: its name comes from the rows it filters (a producer may
  // not read clients by id), or shows the id while there are none.
  const tomador =
    filtros.tomadorId === null
      ? null
      : tomadorElegido?.id === filtros.tomadorId
        ? tomadorElegido
        : ((polizas.data?.data.find((f) => f.tomador?.id === filtros.tomadorId)?.tomador ?? {
            id: filtros.tomadorId,
            nombre: `#${filtros.tomadorId}`,
            cif: '',
          }) as Cliente);
  const exacta = busquedaExacta({ por, texto: texto.trim(), tomadorId: filtros.tomadorId });
  const errorDe = (campo: string) => serverFieldMessage(polizas.error, campo);

  // One lookup at a time: choosing one clears the others (the state too); an exact one clears the dates.
  const cambiarPor = (p: BuscarPor | null) => {
    if (!p) return;
    setTexto('');
    setTomadorElegido(null);
    cambiar({ por: p, texto: '', tomadorId: null });
  };
  const cambiarTexto = (v: string) => {
    setTexto(v);
    if (v.trim()) setRango(RANGO_VACIO);
  };
  const cambiarTomador = (c: Cliente | null) => {
    setTomadorElegido(c);
    cambiar(c ? { tomadorId: c.id, estado: null } : { tomadorId: null });
  };
  const cambiarEstado = (v: string | null) => {
    if (v) {
      setTexto('');
      setTomadorElegido(null);
    }
    cambiar(v ? { estado: Number(v), texto: '', tomadorId: null } : { estado: null });
  };
  const cambiarRango = (r: RangoFechas) => {
    setRango(r);
    cambiar({ rango: r });
  };

  const puedeCotizar = permisos.includes('viajesEspecificos.cotizar');
  const abierta = (id: number) => expandidas.includes(id);
  const toggle = (id: number) => setExpandidas((prev) => (prev.includes(id) ? prev.filter((x) => x !== id) : [...prev, id]));

  const columns: DataTableColumn<Fila>[] = [
    {
      accessor: 'expandir',
      title: '',
      width: 44,
      render: (f) => (
        <ActionIcon
          variant="subtle"
          size="sm"
          onClick={() => toggle(f.id)}
          aria-expanded={abierta(f.id)}
          aria-label={t('vePolizas.col.expand')}
          data-testid="polizas-expand"
        >
          {abierta(f.id) ? '▾' : '▸'}
        </ActionIcon>
      ),
    },
    {
      accessor: 'nroCertificado',
      title: t('vePolizas.col.numero'),
      noWrap: true,
      render: (f) => (
        <Text size="xs" fw={600} data-testid="polizas-numero">
          {f.nroCertificado || f.id}
        </Text>
      ),
    },
    {
      accessor: 'nroReferenciaInterna',
      title: t('vePolizas.col.referencia'),
      render: (f) => <Text size="xs">{f.nroReferenciaInterna ?? '—'}</Text>,
    },
    {
      accessor: 'fechaEstado',
      title: t('vePolizas.col.fechaEstado'),
      sortable: true,
      noWrap: true,
      render: (f) => <Text size="xs">{fechaHora(f.fechaEstado)}</Text>,
    },
    { accessor: 'tomador', title: t('vePolizas.col.tomador'), render: (f) => <Text size="xs">{f.tomador?.nombre ?? '—'}</Text> },
    {
      accessor: 'sumaAsegurada',
      title: t('vePolizas.col.sumaAsegurada'),
      textAlign: 'right',
      noWrap: true,
      render: (f) => <Text size="xs">{money(f, f.sumaAsegurada.total)}</Text>,
    },
    {
      accessor: 'premio',
      title: t('vePolizas.col.premio'),
      textAlign: 'right',
      noWrap: true,
      render: (f) => <Text size="xs">{money(f, f.premio.monto)}</Text>,
    },
    {
      accessor: 'seguridad',
      title: t('vePolizas.col.seguridad'),
      render: (f) =>
        f.seguridad === 'Requiere' || f.seguridad === 'Obrigatório' ? (
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
        ),
    },
    {
      accessor: 'tipoOperacion',
      title: t('vePolizas.col.riesgo'),
      render: (f) => <Text size="xs">{t(`vePolizas.riesgo.${f.tipoOperacion.id}`)}</Text>,
    },
    {
      accessor: 'medioTransporte',
      title: t('vePolizas.col.transporte'),
      render: (f) => <Text size="xs">{f.medioTransporte.texto}</Text>,
    },
    {
      accessor: 'estado',
      title: t('vePolizas.col.estado'),
      noWrap: true,
      render: (f) => <EstadoBadge estado={f.estado} size="sm" />,
    },
    {
      accessor: 'acciones',
      title: t('vePolizas.col.acciones'),
      textAlign: 'right',
      render: (f) => <ImprimirFila fila={f} />,
    },
  ];

  const opcionesPor = BUSCAR_POR.map((p) => ({ value: p, label: t(`vePolizas.buscarPor.${p}`) }));

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
        <CursorList<Fila>
          testId="polizas"
          columns={columns}
          {...listQueryState(polizas)}
          pager={pager}
          order={{ column: 'fechaEstado', direccion, onChange: (d) => cambiar({ direccion: d }) }}
          emptyText={t('vePolizas.empty')}
          errorTitle={t('vePolizas.error')}
          totalText={(count) => t('vePolizas.total', { count })}
          minWidth={960}
          rowAttributes={(f) => ({ 'data-id': f.id, 'data-abre': abreDetalle(f.estado.id, permisos) })}
          rowStyle={(f) => ({ cursor: abreDetalle(f.estado.id, permisos) ? 'pointer' : 'default' })}
          onRowDoubleClick={(f) => {
            if (abreDetalle(f.estado.id, permisos)) navigate(`${POLIZAS_PATH}/${f.id}`);
          }}
          rowExpansion={{
            trigger: 'never',
            allowMultiple: true,
            expanded: { recordIds: expandidas, onRecordIdsChange: (ids: unknown[]) => setExpandidas(ids as number[]) },
            content: ({ record }) => <FilaExpandida fila={record} />,
          }}
          toolbar={
            <Stack gap="xs">
              <Group align="flex-start" gap="md" wrap="wrap">
                <Select<BuscarPor>
                  w={200}
                  label={t('vePolizas.buscarPor')}
                  allowDeselect={false}
                  data={opcionesPor}
                  value={por}
                  onChange={cambiarPor}
                  data-testid="polizas-buscar-por"
                />
                {por === 'tomador' ? (
                  <div style={{ flex: 2, minWidth: 240 }}>
                    <EntidadSelect
                      label={t('vePolizas.buscarPor.tomador')}
                      value={tomador}
                      onChange={cambiarTomador}
                      error={errorDe('tomadorId')}
                      data-testid="polizas-tomador"
                    />
                  </div>
                ) : (
                  <TextInput
                    style={{ flex: 2, minWidth: 220 }}
                    label={t(`vePolizas.buscarPor.${por}`)}
                    placeholder={t(`vePolizas.buscarPlaceholder.${por}`)}
                    value={texto}
                    maxLength={por === 'nroCertificado' ? 40 : 100}
                    onChange={(e) => cambiarTexto(e.currentTarget.value)}
                    error={errorDe(por)}
                    data-testid="polizas-search"
                  />
                )}
                <Select
                  style={{ flex: 1, minWidth: 180 }}
                  label={t('vePolizas.filter.estado')}
                  placeholder={t('vePolizas.filter.estadoAll')}
                  clearable
                  data={opcionesEstado(t)}
                  value={estado === null ? null : String(estado)}
                  onChange={cambiarEstado}
                  error={errorDe('estado')}
                  data-testid="polizas-filter-estado"
                />
                <RangoFechasInputs
                  value={rango}
                  onChange={cambiarRango}
                  disabled={exacta}
                  errors={{ desde: errorDe('desde'), hasta: errorDe('hasta') }}
                  testIdPrefix="polizas-filter"
                />
              </Group>
              <Text size="xs" c="dimmed" data-testid="polizas-filtro-hint">
                {t('vePolizas.filtroHint')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('vePolizas.hint')}
              </Text>
            </Stack>
          }
        />
      </Card>
    </Stack>
  );
}
