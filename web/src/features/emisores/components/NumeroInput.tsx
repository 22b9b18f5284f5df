import { NumberInput } from '@mantine/core';

/**
 * A rate, premium or markup of a condition, or a commission: decimal comma, thousands dot, at most 2
 * decimals. A minus sign is kept, so the schema refuses a negative value with its message instead of
 * the field silently turning -50 into 50.
 */
export function NumeroInput({
  label,
  value,
  onChange,
  error,
  required,
  description,
  testId,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string | undefined;
  required?: boolean;
  /** A hint under the label (a commission's bounds). */
  description?: string;
  testId: string;
}) {
  return (
    <NumberInput
      label={label}
      withAsterisk={required}
      description={description}
      thousandSeparator="."
      decimalSeparator=","
      decimalScale={2}
      hideControls
      value={value ?? ''}
      onChange={(v) => onChange(v === '' ? null : Number(v))}
      error={error}
      data-testid={testId}
    />
  );
}

export interface NumeroDeCondicion {
  /** The body path of the field ('markupMinimo', 'tasaVenta.valor'): it finds the field's error. */
  ruta: string;
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  required?: boolean;
  /** 'condicion-{ruta}' unless the field was named otherwise. */
  testId?: string;
}

/** A run of a condition's number inputs, each found by its body path. */
export function NumerosDeCondicion({ campos, errores }: { campos: NumeroDeCondicion[]; errores: Record<string, string> }) {
  return campos.map(({ ruta, testId, ...campo }) => (
    <NumeroInput key={ruta} {...campo} error={errores[ruta]} testId={testId ?? `condicion-${ruta}`} />
  ));
}
