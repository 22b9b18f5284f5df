import { useState, type ReactNode } from 'react';
import { Combobox, InputBase, Loader, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { listClientes } from '#shared/contract/operations/clientes.ts';
import type { Cliente } from '#shared/contract/schemas/cliente.ts';
import { apiCall } from '#web/lib/api-client.ts';
import { CLIENTES_KEY } from '#web/lib/clientes.ts';
import { useT } from '#web/lib/i18n.tsx';

/** Spec 2 §5.3 and §9: the company search waits 800 ms after the last key and needs 1 character. */
export const ENTIDAD_DEBOUNCE_MS = 800;
export const ENTIDAD_MIN_CHARS = 1;
/** A search by name or CIF answers at most 10 rows. */
const RESULT_SIZE = 10;

export const entidadLabel = (c: Pick<Cliente, 'nombre' | 'cif'>): string => `${c.nombre} — ${c.cif}`;

export interface EntidadSelectProps {
  value: Cliente | null;
  onChange: (cliente: Cliente | null) => void;
  /** Only the parties of this producer. */
  productorId?: number | undefined;
  label?: string;
  placeholder?: string;
  error?: string | undefined;
  disabled?: boolean;
  withAsterisk?: boolean;
  onBlur?: () => void;
  'data-testid'?: string;
}

/**
 * Searches tomadores y beneficiarios (GET /v1/clientes?filtro=&productorId=: the beginning of the name
 * or the exact CIF) as the user types, and holds the chosen one. Options read 'nombre — CIF'.
 */
export function EntidadSelect({
  value,
  onChange,
  productorId,
  label,
  placeholder,
  error,
  disabled,
  withAsterisk,
  onBlur,
  'data-testid': testId = 'entidad-select',
}: EntidadSelectProps) {
  const t = useT();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState(value ? entidadLabel(value) : '');
  const [prevValue, setPrevValue] = useState(value);
  if (prevValue !== value) {
    setPrevValue(value);
    // The value changed from outside (form reset, another selection, a party just created): show it.
    // Cleared because the user typed over the chosen one: keep what they typed, it is the new search.
    const escribioEncima = value === null && prevValue !== null && search !== entidadLabel(prevValue);
    if (!escribioEncima) setSearch(value ? entidadLabel(value) : '');
  }

  const term = search.trim();
  const [debounced] = useDebouncedValue(term, ENTIDAD_DEBOUNCE_MS);
  const showingValue = value !== null && search === entidadLabel(value);
  const enabled = !showingValue && debounced.length >= ENTIDAD_MIN_CHARS;

  const results = useQuery({
    queryKey: [...CLIENTES_KEY, 'buscar', { filtro: debounced, productorId }] as const,
    queryFn: ({ signal }) =>
      apiCall(listClientes, {
        query: { filtro: debounced, size: RESULT_SIZE, ...(productorId ? { productorId } : {}) },
        signal,
      }),
    enabled,
    staleTime: 30_000,
  });

  const waiting = !showingValue && term.length >= ENTIDAD_MIN_CHARS && (term !== debounced || results.isFetching);
  const data = enabled && term === debounced ? (results.data?.data ?? []) : [];

  const choose = (id: string) => {
    const cliente = data.find((c) => String(c.id) === id) ?? null;
    if (cliente) {
      onChange(cliente);
      setSearch(entidadLabel(cliente));
    }
    combobox.closeDropdown();
  };

  let dropdown: ReactNode = null;
  if (term.length < ENTIDAD_MIN_CHARS || showingValue) dropdown = null;
  else if (waiting && data.length === 0) {
    dropdown = <Combobox.Empty data-testid={`${testId}-loading`}>{t('entidad.searching')}</Combobox.Empty>;
  } else if (results.isError && term === debounced) {
    dropdown = <Combobox.Empty>{results.error.message}</Combobox.Empty>;
  } else if (data.length === 0 && results.isSuccess) {
    dropdown = <Combobox.Empty data-testid={`${testId}-empty`}>{t('entidad.empty')}</Combobox.Empty>;
  } else {
    dropdown = data.map((c) => (
      <Combobox.Option value={String(c.id)} key={c.id} data-testid={`${testId}-option`}>
        <Text size="sm">{entidadLabel(c)}</Text>
      </Combobox.Option>
    ));
  }

  return (
    <Combobox store={combobox} onOptionSubmit={choose}>
      <Combobox.Target>
        <InputBase
          label={label}
          placeholder={placeholder ?? t('entidad.placeholder')}
          withAsterisk={withAsterisk}
          error={error}
          disabled={disabled}
          value={search}
          onChange={(e) => {
            const next = e.currentTarget.value;
            setSearch(next);
            if (value) onChange(null);
            if (next.trim().length >= ENTIDAD_MIN_CHARS) combobox.openDropdown();
            else combobox.closeDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => {
            if (search.trim().length >= ENTIDAD_MIN_CHARS && !showingValue) combobox.openDropdown();
          }}
          onBlur={() => {
            combobox.closeDropdown();
            onBlur?.();
          }}
          rightSection={waiting ? <Loader size={16} data-testid={`${testId}-loader`} /> : null}
          rightSectionPointerEvents="none"
          data-testid={testId}
          aria-busy={waiting}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={dropdown === null}>
        <Combobox.Options mah={280} style={{ overflowY: 'auto' }}>
          {dropdown}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
