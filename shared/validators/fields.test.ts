import { describe, expect, it } from 'vitest';
import { emailRequerido, nombrePersona } from './fields.ts';

const messages = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  v: unknown,
) => schema.safeParse(v).error?.issues.map((i) => i.message) ?? [];

describe('user form fields (spec 1 §5.1)', () => {
  const nombre = nombrePersona('nombre');

  it('requires the name, with the field in the message', () => {
    expect(messages(nombre, '')).toEqual(['El campo nombre es requerido']);
    expect(messages(nombre, undefined)).toEqual(['El campo nombre es requerido']);
  });

  it('limits the name to 50 characters and refuses special characters', () => {
    expect(messages(nombre, 'a'.repeat(51))).toContain('El campo nombre no puede superar los 50 caracteres');
    expect(messages(nombre, 'Juan<script>')).toEqual(['El campo nombre contiene caracteres no permitidos']);
    expect(nombre.parse("  María José O'Neill-Peña ")).toBe("María José O'Neill-Peña");
  });

  it('checks e-mail format and its 150 limit, and lowercases it', () => {
    const email = emailRequerido();
    expect(messages(email, 'no-es-email')).toEqual(['El campo email no es válido']);
    expect(messages(email, `${'a'.repeat(145)}@x.com`)).toContain('El campo email no puede superar los 150 caracteres');
    expect(email.parse('Ana@Cargosur.Demo')).toBe('ana@cargosur.demo');
  });
});
