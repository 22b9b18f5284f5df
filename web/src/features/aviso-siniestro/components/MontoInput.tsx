import { NumberInput } from '@mantine/core';
import { parseMonto } from '../lib/monto.ts';

export interface MontoInputProps {
  label: string;
  value: number | null | undefined;
  onChange: (value: number | undefined) => void;
  onBlur?: () => void;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  testId: string;
}

/** An amount in USD as Argentina writes it: thousands '.', decimals ',', 2 decimals (1.234,56). */
export function MontoInput({ label, value, onChange, onBlur, error, required, disabled, testId }: MontoInputProps) {
  return (
    <NumberInput
      label={label}
      required={required}
      disabled={disabled}
      leftSection="USD"
      leftSectionWidth={48}
      thousandSeparator="."
      decimalSeparator=","
      decimalScale={2}
      fixedDecimalScale
      allowNegative={false}
      hideControls
      value={value ?? ''}
      onChange={(v) => onChange(parseMonto(v))}
      onBlur={onBlur}
      error={error}
      data-testid={testId}
    />
  );
}
