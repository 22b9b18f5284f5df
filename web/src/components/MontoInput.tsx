import { NumberInput } from '@mantine/core';
import { parseMonto } from '#web/lib/monto.ts';
import { inputFieldProps, type InputFieldProps } from './input-field.ts';

export interface MontoInputProps extends InputFieldProps {
  value: number | null | undefined;
  /** The amount, or undefined while empty or not a valid amount. */
  onChange: (value: number | undefined) => void;
  /** The currency shown before the amount (USD unless told). */
  moneda?: string;
}

/** An amount (in USD unless told) as Argentina writes it: thousands '.', decimals ',', 2 decimals (1.234,56). */
export function MontoInput({ value, onChange, moneda = 'USD', ...field }: MontoInputProps) {
  return (
    <NumberInput
      {...inputFieldProps(field)}
      leftSection={moneda}
      leftSectionWidth={48}
      thousandSeparator="."
      decimalSeparator=","
      decimalScale={2}
      fixedDecimalScale
      allowNegative={false}
      hideControls
      value={value ?? ''}
      onChange={(v) => onChange(parseMonto(v))}
    />
  );
}
