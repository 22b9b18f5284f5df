import { BusquedaSelect } from '../BusquedaSelect.tsx';
import { buscarLugares, LUGARES_KEY, type Lugar } from './api.ts';

/** The places search answers from 2 characters, 300 ms after the last key. */
const DEBOUNCE_MS = 300;
const MIN_CHARS = 2;

export interface LugarSelectProps {
  label: string;
  placeholder: string;
  value: Lugar | null;
  onChange: (lugar: Lugar | null) => void;
  onBlur: () => void;
  error: string | undefined;
  disabled: boolean;
  testId: string;
}

/** An origin or destination of the custody: a city, port or address found by the maps port. */
export function LugarSelect(props: LugarSelectProps) {
  return (
    <BusquedaSelect
      {...props}
      withAsterisk
      buscar={buscarLugares}
      queryKey={LUGARES_KEY}
      etiqueta={(l) => l.nombre}
      clave={(l) => l.id}
      debounceMs={DEBOUNCE_MS}
      minChars={MIN_CHARS}
    />
  );
}
