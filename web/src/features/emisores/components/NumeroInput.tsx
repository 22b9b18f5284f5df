import { NumberInput } from '@mantine/core';

/** A rate, premium or markup of a condition: decimal comma, thousands dot, at most 2 decimals. */
export function NumeroInput({
  label,
  value,
  onChange,
  error,
  required,
  testId,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string | undefined;
  required?: boolean;
  testId: string;
}) {
  return (
    <NumberInput
      label={label}
      withAsterisk={required}
      thousandSeparator="."
      decimalSeparator=","
      decimalScale={2}
      allowNegative={false}
      hideControls
      value={value ?? ''}
      onChange={(v) => onChange(v === '' ? null : Number(v))}
      error={error}
      data-testid={testId}
    />
  );
}
