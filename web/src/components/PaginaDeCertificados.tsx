import { Button, Card, Group, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router-dom';
import { useT } from '#web/lib/i18n.tsx';
import { serverFieldMessage } from '#web/lib/server-errors.ts';
import { CursorList } from './CursorList.tsx';
import { nombreEstado } from './CeldasCertificado.tsx';
import { ESTADOS_CERTIFICADO, type EstadoFiltros } from './filtros-certificados.ts';
import { IconPlus } from './icons.tsx';
import { RangoFechasInputs } from './RangoFechasInputs.tsx';
import { listQueryState } from './use-cursor-pager.ts';

/** The list query of a certificate grid, as TanStack answers it. */
type ListaQuery<T> = Parameters<typeof listQueryState<T>>[0];

/** A grid without the certificate filters (the boat policies): only its order and its pager. */
export type OrdenYPagina = Pick<EstadoFiltros, 'pager' | 'direccion' | 'setDireccion'>;

/**
 * The page of a certificate grid (cargo spec 2 §2.1, containers §2.2, the boat policies): title and
 * add link (a parent screen's own path with its own label, spec 2 §2.1 'Nueva Póliza'), the
 * certificate filters when given (one exact lookup, or the state, with a date range), the table in
 * its indexed order with its empty and error states and the pager. Rows the user may open (`abre`)
 * open on double click.
 */
export function PaginaDeCertificados<T extends { id: number | string }>({
  testId,
  titulo,
  nuevo,
  filtros,
  columnaOrden = 'fechaEstado',
  lista,
  columns,
  emptyText,
  errorTitle,
  abre = () => false,
  onAbrir,
  minWidth,
}: {
  /** Prefix of the test ids: `<id>-row`, `<id>-search`, `<id>-filter-estado`, `<id>-nuevo`... */
  testId: string;
  titulo: string;
  /** The add link; null hides it (no permission). */
  nuevo: { to: string; label: string } | null;
  /** The certificate filters (cargo, containers), or only the order and pager of a grid without them. */
  filtros: EstadoFiltros | OrdenYPagina;
  /** The column that shows the list's indexed order. */
  columnaOrden?: string;
  lista: ListaQuery<T>;
  columns: DataTableColumn<T>[];
  emptyText: string;
  errorTitle: string;
  abre?: (fila: T) => boolean;
  onAbrir?: (fila: T) => void;
  minWidth: number;
}) {
  const t = useT();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {titulo}
        </Title>
        {nuevo ? (
          <Button component={Link} to={nuevo.to} leftSection={<IconPlus size={16} />} data-testid={`${testId}-nuevo`}>
            {nuevo.label}
          </Button>
        ) : null}
      </Group>
      <Card withBorder radius="lg" padding="lg">
        <CursorList<T>
          testId={testId}
          columns={columns}
          {...listQueryState(lista)}
          pager={filtros.pager}
          order={{ column: columnaOrden, direccion: filtros.direccion, onChange: filtros.setDireccion }}
          emptyText={emptyText}
          errorTitle={errorTitle}
          totalText={(count) => t('vePolizas.total', { count })}
          minWidth={minWidth}
          // The actions (print) stay in sight while a narrow screen scrolls the table sideways.
          pinLastColumn
          horizontalSpacing={8}
          rowAttributes={(f) => ({ 'data-id': f.id, 'data-abre': abre(f) })}
          rowStyle={(f) => ({ cursor: abre(f) ? 'pointer' : 'default' })}
          onRowDoubleClick={(f) => {
            if (abre(f)) onAbrir?.(f);
          }}
          toolbar={
            'buscarPor' in filtros ? <FiltrosDeCertificados testId={testId} filtros={filtros} error={lista.error} /> : null
          }
        />
      </Card>
    </Stack>
  );
}

/** The certificate filters: one exact lookup, or the state with a date range. */
function FiltrosDeCertificados({ testId, filtros, error }: { testId: string; filtros: EstadoFiltros; error: Error | null }) {
  const t = useT();
  const errorDe = (campo: string) => serverFieldMessage(error, campo);
  const exacta = filtros.texto.trim() !== '';
  const { por } = filtros;
  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      <NativeSelect
        w={230}
        label={t('vePolizas.buscarPor')}
        data={filtros.buscarPor.map((p) => ({ value: p, label: t(`certCarga.buscarPor.${p}`) }))}
        value={por}
        onChange={(e) => {
          const p = filtros.buscarPor.find((x) => x === e.currentTarget.value);
          if (p) filtros.setPor(p);
        }}
        data-testid={`${testId}-buscar-por`}
      />
      <TextInput
        style={{ flex: 2, minWidth: 220 }}
        label={t(`certCarga.buscarPor.${por}`)}
        value={filtros.texto}
        maxLength={por === 'nroCertificado' ? 40 : 100}
        placeholder={por === 'nroCertificado' ? t('vePolizas.buscarPlaceholder.nroCertificado') : undefined}
        inputMode={por === 'idDeclaracion' ? 'numeric' : undefined}
        onChange={(e) => filtros.setTexto(e.currentTarget.value)}
        error={errorDe(por)}
        data-testid={`${testId}-search`}
      />
      <NativeSelect
        style={{ flex: 1, minWidth: 180 }}
        label={t('vePolizas.filter.estado')}
        data={[
          { value: '', label: t('vePolizas.filter.estadoAll') },
          ...ESTADOS_CERTIFICADO.map((e) => ({ value: String(e.id), label: nombreEstado(t, e) })),
        ]}
        value={filtros.estado ?? ''}
        onChange={(e) => filtros.setEstado(e.currentTarget.value || null)}
        error={errorDe('estado')}
        data-testid={`${testId}-filter-estado`}
      />
      <RangoFechasInputs
        value={filtros.rango}
        onChange={filtros.setRango}
        disabled={exacta}
        errors={{ desde: errorDe('desde'), hasta: errorDe('hasta') }}
        testIdPrefix={`${testId}-filter`}
      />
    </Group>
  );
}
