import { useDeferredValue, type CSSProperties, type ReactNode } from 'react';
import { Alert, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import {
  DataTable,
  useDataTableColumns,
  type DataTableColumn,
  type DataTableRowExpansionProps,
  type DataTableSortProps,
} from 'mantine-datatable';
import { isApiError } from '#web/lib/api-error.ts';
import { formatInteger } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { ColumnChooser } from './ColumnChooser.tsx';
import { filaConTeclado } from './fila-con-teclado.ts';
import { PAGE_SIZES, type CursorPager, type Direccion } from './use-cursor-pager.ts';

/** The list's indexed order: the one column that sorts, and its direction. */
export interface ListOrder {
  /** The accessor of the column that shows the order. */
  column: string;
  direccion: Direccion;
  onChange: (direccion: Direccion) => void;
}

export interface CursorListProps<T> {
  /** Prefix of the test ids: `<id>-table`, `<id>-row`, `<id>-empty`, `<id>-error`, `<id>-total`, `<id>-next`... */
  testId: string;
  columns: DataTableColumn<T>[];
  /** The rows of the page shown (the previous page's while another one loads). */
  records: readonly T[] | undefined;
  /** A request is under way: the first page, another page or a refresh. */
  fetching: boolean;
  error: Error | null;
  onRetry: () => void;
  /** From the answer's meta: the cursor of the next page (null on the last one) and the total when known. */
  nextCursor: string | null | undefined;
  total: number | null | undefined;
  pager: CursorPager;
  emptyText: string;
  errorTitle: string;
  /** The total as the list words it: (count '1.234') => '1.234 usuarios'. */
  totalText: (count: string) => string;
  /** Search and filters, above the table. */
  toolbar?: ReactNode;
  order?: ListOrder;
  onRowClick?: (record: T) => void;
  onRowDoubleClick?: (record: T) => void;
  /** Extra attributes of each row (data-* for tests and styling). */
  rowAttributes?: (record: T) => Record<string, unknown>;
  rowStyle?: (record: T) => CSSProperties | undefined;
  rowExpansion?: DataTableRowExpansionProps<T>;
  /** The table scrolls sideways below this width. */
  minWidth?: number;
  /**
   * Where the user's choice of columns is kept (localStorage): with it, a 'Columnas' menu shows or
   * hides each column marked `toggleable`.
   */
  columnsKey?: string;
  /** Keeps the last column (state, actions) in sight while the table scrolls sideways. */
  pinLastColumn?: boolean;
  /** Cell padding left and right (px): the certificate grids' many columns fit a laptop with less. */
  horizontalSpacing?: number;
  striped?: boolean;
  idAccessor?: keyof T & string;
}

const EMPTY_MIN_HEIGHT = 180;

/**
 * A list read one page at a time by cursor (every list of the portal): the toolbar, the table with its
 * loading overlay (the rows of the page before stay visible while the next one loads), the empty and
 * error states, and the pager (previous / next through the cursors already seen, page size, 'Página N'
 * and the total when the API knows it).
 */
/**
 * The column chooser below the table toggles columns (its choice stored under `columnsKey`); the table
 * gets the chosen columns without `toggleable` nor the key, or it would add its own header menu (a
 * button nested in a role="img", aria-expanded on a thead) and overwrite the stored choice.
 */
const sinConmutador = <T,>(columnas: DataTableColumn<T>[]) => columnas.map(({ toggleable: _, ...c }) => c);

export function CursorList<T>({
  testId,
  columns,
  records,
  fetching,
  error,
  onRetry,
  nextCursor,
  total,
  pager,
  emptyText,
  errorTitle,
  totalText,
  toolbar,
  order,
  onRowClick,
  onRowDoubleClick,
  rowAttributes,
  rowStyle,
  rowExpansion,
  minWidth,
  columnsKey,
  pinLastColumn,
  horizontalSpacing,
  striped,
  idAccessor,
}: CursorListProps<T>) {
  const t = useT();
  const elegidas = useDataTableColumns<T>({ key: columnsKey, columns });
  // The page's answer reaches the list through useSyncExternalStore, which React renders in one task;
  // deferred, the rows render as a transition that yields to input (record 0181), the overlay meanwhile.
  const filas = useDeferredValue(records);
  const pendiente = filas !== records;
  const rows = (filas ?? []) as T[];
  // What opens a row by mouse opens it by keyboard too: the double click's action, else the click's.
  const abrir = onRowDoubleClick ?? onRowClick;
  const empty = !fetching && !pendiente && !error && rows.length === 0;
  const sortProps: DataTableSortProps<T> = order
    ? {
        sortStatus: { columnAccessor: order.column, direction: order.direccion },
        onSortStatusChange: (s) => order.onChange(s.direction),
      }
    : {};

  return (
    <Stack gap="md">
      {toolbar}

      {error ? (
        <ListError
          title={errorTitle}
          error={error}
          onRetry={onRetry}
          onFirst={pager.hasPrevious ? pager.first : undefined}
          testId={testId}
        />
      ) : (
        <DataTable<T>
          records={rows}
          columns={columnsKey ? sinConmutador(elegidas.effectiveColumns) : columns}
          pinLastColumn={pinLastColumn}
          idAccessor={idAccessor ?? 'id'}
          fetching={fetching || pendiente}
          minHeight={rows.length ? undefined : EMPTY_MIN_HEIGHT}
          withTableBorder
          borderRadius="md"
          verticalSpacing="sm"
          horizontalSpacing={horizontalSpacing}
          highlightOnHover
          striped={striped}
          styles={minWidth ? { table: { minWidth } } : undefined}
          // A table wider than the screen scrolls: by its rows' focus when they take it, else by its own.
          scrollAreaProps={abrir && rows.length ? undefined : { viewportProps: { tabIndex: 0 } }}
          emptyState={
            // Rendered (hidden) even while rows are shown: only the real empty state carries the test id.
            empty ? (
              <Text c="dimmed" ta="center" data-testid={`${testId}-empty`}>
                {emptyText}
              </Text>
            ) : (
              <span />
            )
          }
          {...sortProps}
          onRowClick={onRowClick ? ({ record }) => onRowClick(record) : undefined}
          onRowDoubleClick={onRowDoubleClick ? ({ record }) => onRowDoubleClick(record) : undefined}
          customRowAttributes={(record) => ({
            'data-testid': `${testId}-row`,
            ...(abrir ? filaConTeclado(() => abrir(record)) : {}),
            ...rowAttributes?.(record),
            ...(rowStyle ? { style: rowStyle(record) } : {}),
          })}
          rowExpansion={rowExpansion}
          aria-busy={fetching || pendiente}
          data-testid={`${testId}-table`}
        />
      )}

      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          {columnsKey ? (
            <ColumnChooser
              columns={columns}
              toggles={elegidas.columnsToggle}
              onChange={elegidas.setColumnsToggle}
              onReset={elegidas.resetColumnsToggle}
              testId={testId}
            />
          ) : null}
          {typeof total === 'number' ? (
            <Text size="sm" c="dimmed" data-testid={`${testId}-total`}>
              {totalText(formatInteger(total))}
            </Text>
          ) : null}
          <NativeSelect
            aria-label={t('common.porPagina')}
            w={80}
            size="xs"
            data={PAGE_SIZES.map(String)}
            value={String(pager.size)}
            onChange={(e) => pager.setSize(Number(e.currentTarget.value))}
            data-testid={`${testId}-page-size`}
          />
          <Text size="sm" c="dimmed">
            {t('common.porPagina')}
          </Text>
        </Group>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            disabled={!pager.hasPrevious}
            onClick={pager.previous}
            data-testid={`${testId}-prev`}
          >
            {t('lista.anterior')}
          </Button>
          <Text size="sm" aria-live="polite" data-testid={`${testId}-page`}>
            {t('lista.pagina', { n: formatInteger(pager.page) })}
          </Text>
          {/* While a page loads, the cursor shown may be the previous page's. */}
          <Button
            variant="default"
            size="xs"
            disabled={!nextCursor || fetching || Boolean(error)}
            onClick={() => {
              if (nextCursor) pager.next(nextCursor);
            }}
            data-testid={`${testId}-next`}
          >
            {t('lista.siguiente')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/** A page that could not be loaded: what failed (with the server's field messages) and how to ask again. */
function ListError({
  title,
  error,
  onRetry,
  onFirst,
  testId,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
  onFirst: (() => void) | undefined;
  testId: string;
}) {
  const t = useT();
  const detalles = isApiError(error) ? error.errors.map((e) => e.message).filter((m) => m !== error.message) : [];
  return (
    <Alert color="red" title={title} data-testid={`${testId}-error`}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{error.message}</Text>
        {detalles.map((m) => (
          <Text size="sm" key={m}>
            {m}
          </Text>
        ))}
        <Group gap="xs">
          <Button size="xs" variant="light" color="red" onClick={onRetry} data-testid={`${testId}-retry`}>
            {t('common.retry')}
          </Button>
          {onFirst ? (
            <Button size="xs" variant="subtle" color="red" onClick={onFirst}>
              {t('lista.primeraPagina')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Alert>
  );
}
