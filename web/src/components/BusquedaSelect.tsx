import { useState, type ReactNode } from 'react';
import { Combobox, InputBase, Loader, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useT } from '#web/lib/i18n.tsx';

export interface BusquedaSelectProps<T> {
  value: T | null;
  onChange: (item: T | null) => void;
  /** Asks the server for what matches the (debounced, trimmed) text. */
  buscar: (texto: string, signal: AbortSignal) => Promise<T[]>;
  /** Prefix of the search's query key; the text is appended. */
  queryKey: QueryKey;
  etiqueta: (item: T) => string;
  clave: (item: T) => string;
  debounceMs: number;
  minChars: number;
  label?: string | undefined;
  placeholder?: string | undefined;
  error?: string | undefined;
  disabled?: boolean | undefined;
  withAsterisk?: boolean | undefined;
  onBlur?: (() => void) | undefined;
  testId: string;
}

/**
 * A server-side search as the user types (after `debounceMs` and `minChars`) that holds the chosen
 * item: the entity pickers and the custody's place pickers.
 */
export function BusquedaSelect<T>({
  value,
  onChange,
  buscar,
  queryKey,
  etiqueta,
  clave,
  debounceMs,
  minChars,
  label,
  placeholder,
  error,
  disabled,
  withAsterisk,
  onBlur,
  testId,
}: BusquedaSelectProps<T>) {
  const t = useT();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState(value ? etiqueta(value) : '');
  const [prevValue, setPrevValue] = useState(value);
  if (prevValue !== value) {
    setPrevValue(value);
    // The value changed from outside (form reset, another selection, a party just created): show it.
    // Cleared because the user typed over the chosen one: keep what they typed, it is the new search.
    const escribioEncima = value === null && prevValue !== null && search !== etiqueta(prevValue);
    if (!escribioEncima) setSearch(value ? etiqueta(value) : '');
  }

  const term = search.trim();
  const [debounced] = useDebouncedValue(term, debounceMs);
  const showingValue = value !== null && search === etiqueta(value);
  const enabled = !showingValue && debounced.length >= minChars;

  const results = useQuery({
    queryKey: [...queryKey, debounced],
    queryFn: ({ signal }) => buscar(debounced, signal),
    enabled,
    staleTime: 30_000,
  });

  const waiting = !showingValue && term.length >= minChars && (term !== debounced || results.isFetching);
  const data = enabled && term === debounced ? (results.data ?? []) : [];

  const choose = (id: string) => {
    const elegido = data.find((c) => clave(c) === id) ?? null;
    if (elegido) {
      onChange(elegido);
      setSearch(etiqueta(elegido));
    }
    combobox.closeDropdown();
  };

  let dropdown: ReactNode = null;
  if (term.length < minChars || showingValue) dropdown = null;
  else if (waiting && data.length === 0) {
    dropdown = <Combobox.Empty data-testid={`${testId}-loading`}>{t('entidad.searching')}</Combobox.Empty>;
  } else if (results.isError && term === debounced) {
    dropdown = <Combobox.Empty>{results.error.message}</Combobox.Empty>;
  } else if (data.length === 0 && results.isSuccess) {
    dropdown = <Combobox.Empty data-testid={`${testId}-empty`}>{t('entidad.empty')}</Combobox.Empty>;
  } else {
    dropdown = data.map((c) => (
      <Combobox.Option value={clave(c)} key={clave(c)} data-testid={`${testId}-option`}>
        <Text size="sm">{etiqueta(c)}</Text>
      </Combobox.Option>
    ));
  }

  return (
    <Combobox store={combobox} onOptionSubmit={choose}>
      <Combobox.Target>
        <InputBase
          label={label}
          placeholder={placeholder}
          withAsterisk={withAsterisk}
          error={error}
          disabled={disabled}
          value={search}
          onChange={(e) => {
            const next = e.currentTarget.value;
            setSearch(next);
            if (value) onChange(null);
            if (next.trim().length >= minChars) combobox.openDropdown();
            else combobox.closeDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => {
            if (search.trim().length >= minChars && !showingValue) combobox.openDropdown();
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
