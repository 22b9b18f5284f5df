import { describe, expect, it } from 'vitest';
import { validarIngreso } from './ingreso.ts';

describe('validarIngreso', () => {
  it('asks for both fields, trims the e-mail and leaves the password as typed', () => {
    expect(validarIngreso({ email: ' ', password: '' }).errores).toEqual({
      email: 'auth.validation.emailRequired',
      password: 'auth.validation.passwordRequired',
    });
    expect(validarIngreso({ email: ' ana@cargosur.com ', password: ' x ' })).toEqual({
      valores: { email: 'ana@cargosur.com', password: ' x ' },
      errores: {},
    });
  });

  it('refuses what cannot be an e-mail and one longer than 150', () => {
    for (const email of ['no-es-un-mail', 'ana@', '@cargosur.com', 'ana@cargosur', 'a na@cargosur.com', 'ana@cargosur..com'])
      expect(validarIngreso({ email, password: 'x' }).errores.email, email).toBe('auth.validation.emailInvalid');
    expect(validarIngreso({ email: `${'a'.repeat(140)}@cargosur.com`, password: 'x' }).errores.email).toBe(
      'auth.validation.emailTooLong',
    );
  });
});
