import { Checkbox, MultiSelect, NumberInput, TagsInput, Text, TextInput } from '@mantine/core';
import type { Columna } from './TablaEditable.tsx';

/**
 * Cells of the masters' tables. A cell reads and writes one value of the row through `get`/`set`, so
 * nested values (a range's minimum) use the same inputs as plain fields.
 */
interface Acceso<T, V> {
  clave: string;
  titulo: string;
  ancho?: number;
  get: (fila: T) => V;
  set: (fila: T, valor: V) => T;
}

/** The validation error of a cell, if any (the coverage form validates with the shared schema). */
interface ConError<T> {
  error?: (fila: T, indice: number) => string | undefined;
}

/** A plain field of the row as an `Acceso`. */
export const campo = <T, K extends keyof T & string>(clave: K, titulo: string, ancho?: number): Acceso<T, T[K]> => ({
  clave,
  titulo,
  ancho,
  get: (f) => f[clave],
  set: (f, v) => ({ ...f, [clave]: v }),
});

const etiqueta = (a: { titulo: string }, i: number) => `${a.titulo} ${i + 1}`;

export const texto = <T,>(a: Acceso<T, string>, { error }: ConError<T> = {}): Columna<T> => ({
  ...a,
  celda: (f, cambiar, soloLectura, i) =>
    soloLectura ? (
      <Text size="sm">{a.get(f)}</Text>
    ) : (
      <TextInput
        size="xs"
        aria-label={etiqueta(a, i)}
        value={a.get(f)}
        error={error?.(f, i)}
        onChange={(e) => cambiar(a.set(f, e.currentTarget.value))}
        data-testid={`celda-${a.clave}-${i}`}
      />
    ),
});

export const numero = <T,>(a: Acceso<T, number>, opciones: ConError<T> & { decimales?: number } = {}): Columna<T> => ({
  ...a,
  celda: (f, cambiar, soloLectura, i) =>
    soloLectura ? (
      <Text size="sm">{a.get(f).toLocaleString('es-AR')}</Text>
    ) : (
      <NumberInput
        size="xs"
        aria-label={etiqueta(a, i)}
        value={a.get(f)}
        error={opciones.error?.(f, i)}
        decimalSeparator=","
        thousandSeparator="."
        decimalScale={opciones.decimales ?? 0}
        hideControls
        onChange={(v) => cambiar(a.set(f, typeof v === 'number' ? v : Number(v) || 0))}
        data-testid={`celda-${a.clave}-${i}`}
      />
    ),
});

export const etiquetas = <T, V extends string[] | undefined>(a: Acceso<T, V>): Columna<T> => ({
  ...a,
  celda: (f, cambiar, soloLectura, i) => (
    <TagsInput
      size="xs"
      aria-label={etiqueta(a, i)}
      value={a.get(f) ?? []}
      readOnly={soloLectura}
      onChange={(v) => cambiar(a.set(f, v as V))}
      data-testid={`celda-${a.clave}-${i}`}
    />
  ),
});

export const booleano = <T,>(a: Acceso<T, boolean>): Columna<T> => ({
  ...a,
  celda: (f, cambiar, soloLectura, i) => (
    <Checkbox
      aria-label={etiqueta(a, i)}
      checked={a.get(f)}
      disabled={soloLectura}
      onChange={(e) => cambiar(a.set(f, e.currentTarget.checked))}
      data-testid={`celda-${a.clave}-${i}`}
    />
  ),
});

/** Ids picked from a list (countries, goods, instalments). */
export const ids = <T,>(a: Acceso<T, number[]>, opciones: readonly { id: number; nombre: string }[]): Columna<T> => ({
  ...a,
  celda: (f, cambiar, soloLectura, i) => (
    <MultiSelect
      size="xs"
      aria-label={etiqueta(a, i)}
      data={opciones.map((o) => ({ value: String(o.id), label: o.nombre }))}
      value={a.get(f).map(String)}
      readOnly={soloLectura}
      searchable
      onChange={(v) => cambiar(a.set(f, v.map(Number)))}
      data-testid={`celda-${a.clave}-${i}`}
    />
  ),
});

/** The next free id of a list (a new row starts with it; the editor may change it). */
export const siguienteId = (filas: readonly { id: number }[]) => filas.reduce((max, f) => Math.max(max, f.id), 0) + 1;
