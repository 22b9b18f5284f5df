import { describe, expect, it } from 'vitest';
import { inputFieldProps } from './input-field.ts';

describe('form field props', () => {
  it('keep the error line below the input with or without an error when asked', () => {
    const sin = inputFieldProps({ testId: 'monto', keepErrorSpace: true });
    const con = inputFieldProps({ testId: 'monto', keepErrorSpace: true, error: 'Requerido' });
    expect(sin.inputWrapperOrder).toEqual(['label', 'input', 'description', 'error']);
    expect(sin.description).toBe('\u00a0');
    expect(con.description).toBeUndefined();
    expect(con.error).toBe('Requerido');
    expect(inputFieldProps({ testId: 'monto', error: 'Requerido' })).not.toHaveProperty('description');
  });
});
