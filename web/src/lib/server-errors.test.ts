import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { applyServerErrors, serverFieldMessage, setServerFieldErrors } from './server-errors.ts';

describe('server errors on form fields', () => {
  it('puts the errors of the form fields on them, focusing the first, and returns the others', () => {
    const setError = vi.fn();
    const rest = setServerFieldErrors(
      [
        { path: 'cif', message: 'CIF inválido' },
        { path: 'empresas', message: 'Al menos una' },
        { path: 'empresas.0.idRol', message: 'Requerido' },
        { path: 'otro', message: 'No es de este formulario' },
      ],
      setError,
      ['cif', 'empresas'],
      { arrays: ['empresas'] },
    );
    expect(rest).toEqual(['No es de este formulario']);
    expect(setError.mock.calls).toEqual([
      ['cif', { type: 'server', message: 'CIF inválido' }, { shouldFocus: true }],
      ['empresas.root', { type: 'server', message: 'Al menos una' }, { shouldFocus: false }],
      ['empresas.0.idRol', { type: 'server', message: 'Requerido' }, { shouldFocus: false }],
    ]);
  });

  it('returns the message to show above the form unless every error found its field', () => {
    const setError = vi.fn();
    expect(
      applyServerErrors(new ApiError(400, 'Datos inválidos', [{ path: 'cif', message: 'x' }]), setError, ['cif']),
    ).toBeUndefined();
    expect(applyServerErrors(new ApiError(400, 'Datos inválidos', [{ path: 'x', message: 'x' }]), setError, ['cif'])).toBe(
      'Datos inválidos',
    );
    expect(applyServerErrors(new ApiError(409, 'El email ya existe'), setError, ['cif'])).toBe('El email ya existe');
    expect(applyServerErrors(new Error('red'), setError, ['cif'])).toBe('red');
    expect(applyServerErrors('?', setError, ['cif'])).toBeUndefined();
  });

  it('finds what a 400 says about one query field, with or without its part prefix', () => {
    const error = new ApiError(400, 'Revisá los filtros', [
      { path: 'query.referencia', message: 'Filtrá por estado, tomador, número o referencia: uno por vez' },
      { path: 'hasta', message: 'La fecha hasta debe ser posterior a la fecha desde' },
    ]);
    expect(serverFieldMessage(error, 'referencia')).toBe('Filtrá por estado, tomador, número o referencia: uno por vez');
    expect(serverFieldMessage(error, 'hasta')).toBe('La fecha hasta debe ser posterior a la fecha desde');
    expect(serverFieldMessage(error, 'estado')).toBeUndefined();
    expect(serverFieldMessage(new Error('x'), 'estado')).toBeUndefined();
  });
});
