import { describe, expect, it } from 'vitest';
import { canAddRow, empresaLabel, empresasConUsuarios, empresasTomadas, showAddRow } from './permisos.ts';

const empresas = [
  { id: 1, cif: '30-1', nombre: 'Aseguradora' },
  { id: 2, cif: '30-2', nombre: 'Productora' },
  { id: 3, cif: '30-3', nombre: 'Broker' },
];

describe('permission rows (spec 1 §4)', () => {
  it("shows a company as 'id - (cif) - nombre'", () => {
    expect(empresaLabel(empresas[0]!)).toBe('1 - (30-1) - Aseguradora');
  });

  it('takes a company chosen in one row out of the options of the other rows, keeping its own', () => {
    const rows = [{ idEmpresa: 1, idRol: 'productor' }, { idEmpresa: 3 }, {}];
    expect(empresasTomadas(rows, 0)).toEqual([3]);
    expect(empresasTomadas(rows, 1)).toEqual([1]);
    expect(empresasTomadas(rows, 2)).toEqual([1, 3]);
  });

  it('cannot add a row while a row is incomplete', () => {
    expect(canAddRow([{ idEmpresa: 1, idRol: null }], 3)).toBe(false);
    expect(canAddRow([{ idEmpresa: null, idRol: 'productor' }], 3)).toBe(false);
    expect(canAddRow([{ idEmpresa: 1, idRol: 'productor' }], 3)).toBe(true);
    expect(canAddRow([], 3)).toBe(true);
  });

  it('offers the add button only while there are fewer rows than companies', () => {
    const full = empresas.map((e) => ({ idEmpresa: e.id, idRol: 'consultor' }));
    expect(showAddRow(full.slice(0, 2), 3)).toBe(true);
    expect(showAddRow(full, 3)).toBe(false);
    expect(canAddRow(full, 3)).toBe(false);
  });
});

describe('the companies the users list offers', () => {
  it('those where the user sees users, once each', () => {
    const a = { id: 10, nombre: 'A' };
    const b = { id: 11, nombre: 'B' };
    expect(
      empresasConUsuarios([
        { empresa: a, permisos: ['usuarios.ver', 'usuarios.editar'] },
        { empresa: a, permisos: ['usuarios.ver'] },
        { empresa: b, permisos: ['certificados.leer'] },
      ]),
    ).toEqual([a]);
  });
});
