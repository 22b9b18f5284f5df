import { describe, expect, it } from 'vitest';
import { ROLE_IDS } from './roles.ts';
import {
  cambiosNoOtorgables,
  empresasAdministradas,
  empresasVisibles,
  puedeEditarAcceso,
  puedeEditarUsuario,
  puedeOtorgar,
  puedeVerUsuario,
  rolAdmitidoEn,
  rolesOtorgables,
  type EmpresaRol,
} from './otorgar.ts';

const PRODUCTORA = 1;
const ASEGURADORA = 2;
const OTRA = 3;
const adminDeProductora: EmpresaRol[] = [
  { idEmpresa: PRODUCTORA, idRol: 'administrador' },
  { idEmpresa: OTRA, idRol: 'productor' },
];

describe('who may grant which role on which company', () => {
  it('an administrator grants every role that fits the type of a company they administer', () => {
    const deCliente = ['clienteAdministrador', 'clienteOperador', 'clienteConsultor'];
    expect(rolesOtorgables(adminDeProductora, PRODUCTORA, 'productor')).toEqual(ROLE_IDS.filter((r) => !deCliente.includes(r)));
    expect(rolesOtorgables(adminDeProductora, PRODUCTORA, 'cliente')).toEqual(deCliente);
  });

  it("a client's company takes only the client roles, and they fit no other company", () => {
    expect(rolAdmitidoEn('cliente', 'clienteOperador')).toBe(true);
    expect(rolAdmitidoEn('cliente', 'administrador')).toBe(false);
    for (const tipo of ['aseguradora', 'productor', 'broker', 'partner', 'emisor', 'intermediario'] as const) {
      expect(rolAdmitidoEn(tipo, 'clienteAdministrador')).toBe(false);
      expect(rolAdmitidoEn(tipo, 'productor')).toBe(true);
    }
  });

  it('refuses the insurer role at an insurer company to an administrator of producers', () => {
    expect(puedeOtorgar(adminDeProductora, { idEmpresa: ASEGURADORA, idRol: 'aseguradora' })).toBe(false);
  });

  it('refuses any role where the author has a role but not administrador', () => {
    expect(rolesOtorgables(adminDeProductora, OTRA, 'productor')).toEqual([]);
  });

  it('refuses everything to someone who administers nothing', () => {
    const productor: EmpresaRol[] = [{ idEmpresa: PRODUCTORA, idRol: 'productor' }];
    expect(empresasAdministradas(productor)).toEqual([]);
    expect(puedeOtorgar(productor, { idEmpresa: PRODUCTORA, idRol: 'consultor' })).toBe(false);
  });

  it('lists the companies the author administers', () => {
    expect(empresasAdministradas(adminDeProductora)).toEqual([PRODUCTORA]);
  });

  it('an edit may keep pairs the author cannot grant, but not add or remove them', () => {
    const antes: EmpresaRol[] = [
      { idEmpresa: ASEGURADORA, idRol: 'aseguradora' },
      { idEmpresa: PRODUCTORA, idRol: 'productor' },
    ];
    expect(
      cambiosNoOtorgables(adminDeProductora, antes, [...antes.slice(0, 1), { idEmpresa: PRODUCTORA, idRol: 'consultor' }]),
    ).toEqual([]);
    expect(cambiosNoOtorgables(adminDeProductora, antes, antes.slice(1))).toEqual([
      { idEmpresa: ASEGURADORA, idRol: 'aseguradora' },
    ]);
    expect(cambiosNoOtorgables(adminDeProductora, antes, [...antes, { idEmpresa: OTRA, idRol: 'consultor' }])).toEqual([
      { idEmpresa: OTRA, idRol: 'consultor' },
    ]);
  });

  it('a creation is an edit from nothing', () => {
    expect(cambiosNoOtorgables(adminDeProductora, [], [{ idEmpresa: ASEGURADORA, idRol: 'aseguradora' }])).toHaveLength(1);
  });

  it('the e-mail and estado of a user change only by someone who administers all their companies', () => {
    expect(puedeEditarAcceso(adminDeProductora, [{ idEmpresa: PRODUCTORA, idRol: 'productor' }])).toBe(true);
    expect(
      puedeEditarAcceso(adminDeProductora, [
        { idEmpresa: PRODUCTORA, idRol: 'productor' },
        { idEmpresa: ASEGURADORA, idRol: 'aseguradora' },
      ]),
    ).toBe(false);
  });
});

describe('whose users an author sees and edits (issue 27 item 1)', () => {
  const CLIENTE = 40;
  const adminDeCliente: EmpresaRol[] = [{ idEmpresa: CLIENTE, idRol: 'clienteAdministrador' }];
  const operador: EmpresaRol[] = [{ idEmpresa: PRODUCTORA, idRol: 'operador' }];
  const deLaProductora: EmpresaRol[] = [{ idEmpresa: PRODUCTORA, idRol: 'productor' }];
  const delCliente: EmpresaRol[] = [{ idEmpresa: CLIENTE, idRol: 'clienteOperador' }];

  it("a client's administrator manages its own client's users, and only them", () => {
    expect(empresasVisibles(adminDeCliente)).toEqual([CLIENTE]);
    expect(puedeVerUsuario(adminDeCliente, delCliente)).toBe(true);
    expect(puedeEditarUsuario(adminDeCliente, delCliente)).toBe(true);
    expect(puedeVerUsuario(adminDeCliente, deLaProductora)).toBe(false);
    expect(puedeEditarUsuario(adminDeCliente, deLaProductora)).toBe(false);
    expect(puedeOtorgar(adminDeCliente, { idEmpresa: CLIENTE, idRol: 'clienteConsultor' })).toBe(true);
    expect(puedeOtorgar(adminDeCliente, { idEmpresa: CLIENTE, idRol: 'administrador' })).toBe(false);
  });

  it('an administrator sees the users of the companies they administer, not the others', () => {
    expect(empresasVisibles(adminDeProductora)).toEqual([PRODUCTORA]);
    expect(puedeVerUsuario(adminDeProductora, deLaProductora)).toBe(true);
    expect(puedeVerUsuario(adminDeProductora, [{ idEmpresa: OTRA, idRol: 'productor' }])).toBe(false);
    expect(puedeVerUsuario(adminDeProductora, delCliente)).toBe(false);
  });

  it("a back-office operator reads its own company's users but edits none", () => {
    expect(puedeVerUsuario(operador, deLaProductora)).toBe(true);
    expect(puedeEditarUsuario(operador, deLaProductora)).toBe(false);
    expect(empresasVisibles(deLaProductora)).toEqual([]);
  });
});
