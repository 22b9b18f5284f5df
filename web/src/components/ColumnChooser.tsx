import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import type { DataTableColumn, DataTableColumnToggle } from 'mantine-datatable';
import { useT } from '#web/lib/i18n.tsx';

/**
 * 'Columnas': a checkbox per column the user may hide (mantine-datatable keeps the choice in
 * localStorage under the list's key). The last visible one cannot be unchecked.
 */
export function ColumnChooser<T>({
  columns,
  toggles,
  onChange,
  onReset,
  testId,
}: {
  columns: DataTableColumn<T>[];
  toggles: DataTableColumnToggle[];
  onChange: (toggles: DataTableColumnToggle[]) => void;
  onReset: () => void;
  testId: string;
}) {
  const t = useT();
  const elegibles = toggles.filter((c) => c.toggleable);
  const visibles = elegibles.filter((c) => c.toggled).length;
  const titulo = (accessor: string) => {
    const title = columns.find((c) => c.accessor === accessor)?.title;
    return typeof title === 'string' && title ? title : accessor;
  };
  return (
    <Popover position="top-start" shadow="md" withinPortal>
      <Popover.Target>
        <Button variant="default" size="xs" data-testid={`${testId}-columnas`}>
          {t('lista.columnas')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown data-testid={`${testId}-columnas-menu`}>
        <Stack gap={6} mah={360} style={{ overflowY: 'auto' }}>
          {elegibles.map((c) => (
            <Checkbox
              key={c.accessor}
              size="xs"
              label={titulo(c.accessor)}
              checked={c.toggled}
              disabled={c.toggled && visibles === 1}
              onChange={(e) => {
                const toggled = e.currentTarget.checked;
                onChange(toggles.map((x) => (x.accessor === c.accessor ? { ...x, toggled } : x)));
              }}
              data-testid={`${testId}-columna-${c.accessor}`}
            />
          ))}
          <Button variant="subtle" size="compact-xs" onClick={onReset} data-testid={`${testId}-columnas-todas`}>
            {t('lista.columnasTodas')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
