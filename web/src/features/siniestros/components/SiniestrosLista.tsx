import { Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { ESTADOS_SINIESTRO, nombreEstadoSiniestro, type EstadoSiniestro } from '#shared/siniestros/estados.ts';
import { CursorList } from '#web/components/CursorList.tsx';
import { RangoFechasInputs } from '#web/components/RangoFechasInputs.tsx';
import { listQueryState, useUrlCursorPager } from '#web/components/use-cursor-pager.ts';
import { useEmpresaDeTrabajo } from '#web/lib/me.ts';
import { useLocale, useT } from '#web/lib/i18n.tsx';
import { mismoRango, problemaDeRango, type RangoFechas } from '#web/lib/rango-fechas.ts';
import { serverFieldMessage } from '#web/lib/server-errors.ts';
import { useCampoDeUrl, useTextoEnUrl, useUrlParams } from '#web/lib/url-params.ts';
import { useSiniestros } from '../api.ts';
import {
  BUSCAR_POR,
  conFiltros,
  consultaSiniestros,
  filtrosDeUrl,
  type BuscarPor,
  type FiltrosSiniestros,
} from '../lib/filtros.ts';
import { columnasSiniestros, type FilaSiniestro } from './columnas.tsx';

/** Spec 3 §9: the claims list pages by 5. */
export const DEFAULT_PAGE_SIZE = 5;

/**
 * The 'Denuncias' tab: every column of spec 3 §2.6, newest claim first, a page at a time. One lookup
 * at a time (certificate number, beneficiary's CIF or state), with the claim dates. Filters, page and
 * page size live in the URL, so a reload, the back button or a shared link shows the same list.
 */
export function SiniestrosLista({ onAbrir }: { onAbrir: (id: number) => void }) {
  const t = useT();
  const locale = useLocale();
  // A client's users have their claims by certificate and dates only (the API answers 400 otherwise).
  const esCliente = useEmpresaDeTrabajo()?.empresa.tipo === 'cliente';
  const buscarPor = esCliente ? BUSCAR_POR.filter((p) => p === 'certificado') : BUSCAR_POR;
  const { params, update } = useUrlParams();
  const filtros = filtrosDeUrl(params);
  const cambiar = (c: Partial<FiltrosSiniestros>) => update((actual) => conFiltros(actual, c));

  // What is being typed reaches the URL once debounced (the text) or complete (the days).
  // One lookup at a time: a certificate or CIF clears the state.
  const [texto, setTexto] = useTextoEnUrl(filtros.texto, (q) => cambiar(q ? { texto: q, estado: null } : { texto: '' }));
  const [rango, setRango] = useCampoDeUrl<RangoFechas>(filtros.rango, mismoRango);

  const problema = problemaDeRango(rango);
  const pager = useUrlCursorPager(params, update, DEFAULT_PAGE_SIZE);
  const lista = useSiniestros({ ...consultaSiniestros(filtros), ...pager.query }, !problema);
  const errorDe = (campo: string) => serverFieldMessage(lista.error, campo);

  const cambiarPor = (p: BuscarPor | null) => {
    if (!p) return;
    setTexto('');
    cambiar({ por: p, texto: '' });
  };
  const cambiarEstado = (v: EstadoSiniestro | null) => {
    if (v) setTexto('');
    cambiar(v ? { estado: v, texto: '' } : { estado: null });
  };
  const cambiarRango = (r: RangoFechas) => {
    setRango(r);
    cambiar({ rango: r });
  };

  // A range with an impossible day or inverted asks for nothing: the list says what is wrong instead of 'No hay siniestros'.
  const estadoLista = problema
    ? { ...listQueryState(lista), records: [], fetching: false, error: null, nextCursor: null, total: null }
    : listQueryState(lista);

  return (
    <CursorList<FilaSiniestro>
      testId="siniestros"
      columns={columnasSiniestros(t, onAbrir)}
      {...estadoLista}
      pager={pager}
      order={{ column: 'fechaDenuncia', direccion: filtros.direccion, onChange: (direccion) => cambiar({ direccion }) }}
      emptyText={problema ? t(problema) : t('siniestros.vacio')}
      errorTitle={t('siniestros.error')}
      totalText={(count) => t('siniestros.total', { count })}
      minWidth={2400}
      columnsKey="siniestros-columnas"
      pinLastColumn
      striped
      rowAttributes={(s) => ({ 'data-numero': s.numero, 'data-id': s.id })}
      rowStyle={() => ({ cursor: 'pointer' })}
      onRowClick={(s) => onAbrir(s.id)}
      toolbar={
        <Stack gap="xs">
          <Group align="flex-start" gap="md" wrap="wrap">
            <Select<BuscarPor>
              w={190}
              label={t('siniestros.filtro.buscarPor')}
              allowDeselect={false}
              data={buscarPor.map((p) => ({ value: p, label: t(`siniestros.filtro.${p}`) }))}
              value={filtros.por}
              onChange={cambiarPor}
              data-testid="siniestros-buscar-por"
            />
            <TextInput
              style={{ minWidth: 220 }}
              label={t(`siniestros.filtro.${filtros.por}`)}
              placeholder={t(`siniestros.filtro.placeholder.${filtros.por}`)}
              value={texto}
              maxLength={filtros.por === 'certificado' ? 40 : 30}
              onChange={(e) => setTexto(e.currentTarget.value)}
              error={errorDe(filtros.por)}
              data-testid={`siniestros-filtro-${filtros.por}`}
            />
            {esCliente ? null : (
              <Select<EstadoSiniestro>
                style={{ minWidth: 200 }}
                label={t('siniestros.filtro.estado')}
                placeholder={t('siniestros.filtro.todos')}
                clearable
                data={ESTADOS_SINIESTRO.map((e) => ({ value: e.id, label: nombreEstadoSiniestro(e.id, locale) }))}
                value={filtros.estado}
                onChange={cambiarEstado}
                error={errorDe('estado')}
                data-testid="siniestros-filtro-estado"
              />
            )}
            <RangoFechasInputs
              value={rango}
              onChange={cambiarRango}
              errors={{ desde: errorDe('desde'), hasta: errorDe('hasta') }}
              testIdPrefix="siniestros-filtro"
            />
          </Group>
          <Text size="xs" c="dimmed" data-testid="siniestros-filtro-hint">
            {t('siniestros.filtro.hint')}
          </Text>
        </Stack>
      }
    />
  );
}
