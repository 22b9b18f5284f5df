import { NumberInput } from '@mantine/core';
import { parseMonto } from '#web/lib/monto.ts';

export interface LimiteCreditoInputProps {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  /** The billing currency's code (MXN or USD). */
  moneda: string;
  error?: string | undefined;
  testId: string;
}

/**
 * The credit limit (spec 1 §5.2, §9): thousands '.', decimals ',', 2 decimals, digits only; blank
 * stays null (sent as 0).
 */
export function LimiteCreditoInput({ label, value, onChange, moneda, error, testId }: LimiteCreditoInputProps) {
  return (
    <NumberInput
      label={label}
      leftSection={moneda}
      leftSectionWidth={52}
      thousandSeparator="."
      decimalSeparator=","
      decimalScale={2}
      fixedDecimalScale
      allowNegative={false}
      hideControls
      error={error}
      value={value ?? ''}
      onChange={(v) => onChange(v === '' ? null : (parseMonto(v) ?? null))}
      data-testid={testId}
    />
  );
}
