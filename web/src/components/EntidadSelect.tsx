import { listClientes } from '#shared/contract/operations/clientes.ts';
import type { Cliente } from '#shared/contract/schemas/cliente.ts';
import { apiCall } from '#web/lib/api-client.ts';
import { CLIENTES_KEY } from '#web/lib/clientes.ts';
import { useT } from '#web/lib/i18n.tsx';
import { BusquedaSelect } from './BusquedaSelect.tsx';

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
  productorId,
  placeholder,
  'data-testid': testId = 'entidad-select',
  ...props
}: EntidadSelectProps) {
  const t = useT();
  return (
    <BusquedaSelect
      {...props}
      placeholder={placeholder ?? t('entidad.placeholder')}
      testId={testId}
      queryKey={[...CLIENTES_KEY, 'buscar', { productorId }]}
      buscar={async (filtro, signal) =>
        (
          await apiCall(listClientes, {
            query: { filtro, size: RESULT_SIZE, ...(productorId ? { productorId } : {}) },
            signal,
          })
        ).data
      }
      etiqueta={entidadLabel}
      clave={(c) => String(c.id)}
      debounceMs={ENTIDAD_DEBOUNCE_MS}
      minChars={ENTIDAD_MIN_CHARS}
    />
  );
}
