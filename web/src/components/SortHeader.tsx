import { useState } from 'react';
import { Text, UnstyledButton } from '@mantine/core';

export type Direccion = 'asc' | 'desc';

export interface SortState<F extends string> {
  orden: F;
  direccion: Direccion;
  onSort: (field: F) => void;
}

/**
 * Server-side sorting of a list: clicking the sorted column flips the direction, another column
 * sorts by it starting with `primera`. `onChange` runs on every change (the list goes back to page 1).
 */
export function useSort<F extends string>(
  inicial: { orden: F; direccion: Direccion },
  primera: Direccion,
  onChange: () => void,
): SortState<F> {
  const [orden, setOrden] = useState<F>(inicial.orden);
  const [direccion, setDireccion] = useState<Direccion>(inicial.direccion);
  const onSort = (field: F) => {
    if (field === orden) setDireccion((d) => (d === 'asc' ? 'desc' : 'asc'));
    else {
      setOrden(field);
      setDireccion(primera);
    }
    onChange();
  };
  return { orden, direccion, onSort };
}

/** A column title that sorts the list by `field`; ▲/▼ on the sorted column, ↕ on the others. */
export function SortHeader<F extends string>({
  field,
  label,
  orden,
  direccion,
  onSort,
  testIdPrefix,
}: SortState<F> & { field: F; label: string; testIdPrefix: string }) {
  const active = orden === field;
  return (
    <UnstyledButton
      onClick={() => onSort(field)}
      data-testid={`${testIdPrefix}-sort-${field}`}
      aria-sort={active ? (direccion === 'asc' ? 'ascending' : 'descending') : undefined}
      style={{ fontWeight: 700, fontSize: 'inherit', whiteSpace: 'nowrap' }}
    >
      {label}{' '}
      <Text span size="xs" c={active ? undefined : 'dimmed'}>
        {active ? (direccion === 'asc' ? '▲' : '▼') : '↕'}
      </Text>
    </UnstyledButton>
  );
}
