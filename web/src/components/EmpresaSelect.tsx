import { useState, type CSSProperties } from 'react';
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Empresa } from '#shared/contract/schemas/empresa.ts';
import { useBuscarEmpresas, usePrimerasEmpresas } from '#web/lib/list-empresas.ts';

/** What a select needs of a company: any answer that names one (a claim's responsible, a list row) will do. */
export type EmpresaRef = Pick<Empresa, 'id' | 'nombre' | 'cif'>;

const SEARCH_DEBOUNCE_MS = 400;

/** 'Nombre (CIF)'. */
export const empresaNombreCif = (e: EmpresaRef): string => `${e.nombre} (${e.cif})`;

export interface EmpresaSelectProps {
  value: number | null;
  onChange: (id: number | null) => void;
  label?: string;
  placeholder?: string;
  error?: string | undefined;
  disabled?: boolean;
  clearable?: boolean;
  withAsterisk?: boolean;
  nothingFoundMessage?: string;
  /** Companies not offered (chosen in another row); the value itself stays. */
  excluir?: readonly number[];
  /** When present, the only companies offered (those where the user may act); the value itself stays. */
  solo?: readonly number[];
  /** Companies the caller already knows by name (the current value's), in case they are not in the first page. */
  conocidas?: readonly EmpresaRef[];
  formatLabel?: (e: EmpresaRef) => string;
  onBlur?: () => void;
  style?: CSSProperties;
  'data-testid'?: string;
}

/**
 * A company of the tenant: offers the first page of GET /v1/empresas (100 by name) and, when the
 * tenant has more, searches the server by the beginning of the name as the user types.
 */
export function EmpresaSelect({
  value,
  onChange,
  excluir,
  solo,
  conocidas,
  formatLabel = empresaNombreCif,
  'data-testid': testId,
  ...rest
}: EmpresaSelectProps) {
  const primeras = usePrimerasEmpresas();
  const [search, setSearch] = useState('');
  const [elegida, setElegida] = useState<EmpresaRef | undefined>();
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  const base: readonly EmpresaRef[] = primeras.data?.empresas ?? [];
  const conocidasTodas = [...(conocidas ?? []), ...(elegida ? [elegida] : [])];
  const actual = [...base, ...conocidasTodas].find((e) => e.id === value);
  // Only when the first page is not the whole list, and not for the label of the chosen one.
  const buscar = primeras.data?.completa === false && (!actual || debounced !== formatLabel(actual));
  const encontradas = useBuscarEmpresas(debounced, buscar);

  const porId = new Map<number, EmpresaRef>();
  for (const e of [...base, ...(encontradas.data ?? []), ...conocidasTodas]) if (!porId.has(e.id)) porId.set(e.id, e);
  const fuera = new Set(excluir ?? []);
  const dentro = solo ? new Set(solo) : undefined;
  const data = [...porId.values()]
    .filter((e) => e.id === value || (!fuera.has(e.id) && (!dentro || dentro.has(e.id))))
    .map((e) => ({ value: e.id, label: formatLabel(e) }));
  // A value none of the answers names (beyond the first page, never searched): shown by its id.
  if (value !== null && !porId.has(value)) data.push({ value, label: `#${value}` });

  const cargando = primeras.isPending || (buscar && encontradas.isFetching);

  return (
    <Select<number>
      {...rest}
      searchable
      data={data}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => {
        setElegida(id === null ? undefined : porId.get(id));
        onChange(id);
      }}
      rightSection={cargando ? <Loader size={14} /> : undefined}
      data-testid={testId}
    />
  );
}
