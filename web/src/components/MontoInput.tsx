import { NumberInput } from '@mantine/core';
import { parseMonto } from '#web/lib/monto.ts';
import { inputFieldProps, type InputFieldProps } from './input-field.ts';

export interface MontoInputProps extends InputFieldProps {
  value: number | null | undefined;
  /** The amount, or undefined while empty or not a valid amount. */
  onChange: (value: number | undefined) => void;
}

/** An amount in USD as Argentina writes it: thousands '.', decimals ',', 2 decimals (1.234,56). */
export function MontoInput({ value, onChange, ...field }: MontoInputProps) {
  return (
    <NumberInput
      {...inputFieldProps(field)}
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
    />
  );
}
