import { describe, expect, it } from 'vitest';
import { isPublic, permisosDe } from '../contract/define.ts';
import { OPERATIONS } from '../contract/operations.ts';
import {
  ALCANCE_DE_OPERACION,
  ALCANCES,
  alcanceDe,
  alcancesDelToken,
  alcancesOtorgables,
  cuotaValida,
  maquinaPuedeLlamar,
  operacionesDeMaquina,
  PERMISOS_DE_ALCANCE,
  permisosDeMaquina,
  PREFIJO_MAQUINAS,
  rutaDeMaquina,
  scopeCognito,
} from './maquinas.ts';
import { permissionsOf } from './roles.ts';

describe('the scopes of a machine token', () => {
  it('reads only this resource server’s known scopes, in a fixed order', () => {
    expect(alcancesDelToken('portal-carga/emitir otro/cotizar portal-carga/cotizar portal-carga/admin')).toEqual([
      'cotizar',
      'emitir',
    ]);
    expect(alcancesDelToken('cotizar emitir')).toEqual([]);
    expect(alcancesDelToken(undefined)).toEqual([]);
    expect(alcancesDelToken(['portal-carga/cotizar'])).toEqual([]);
    expect(alcancesDelToken(`portal-carga/cotizar ${'x'.repeat(1_000)}`)).toEqual([]);
  });

  it('names each scope as Cognito does', () => {
    expect(ALCANCES.map(scopeCognito)).toEqual([
      'portal-carga/cotizar',
      'portal-carga/emitir',
      'portal-carga/consultar',
      'portal-carga/siniestros',
    ]);
  });
});

describe('what a machine client may do', () => {
  const administrador = permissionsOf(['administrador']);

  it('every operation open to machines exists, and its scope’s permissions reach it', () => {
    const byId = new Map(OPERATIONS.map((op) => [op.id, op]));
    for (const [id, alcance] of Object.entries(ALCANCE_DE_OPERACION)) {
      const op = byId.get(id);
      expect(op, id).toBeDefined();
      const aceptados = permisosDe(op!);
      expect(
        aceptados.some((p) => PERMISOS_DE_ALCANCE[alcance].includes(p)),
        id,
      ).toBe(true);
    }
  });

  it('machines call the operations with a scope, each at its own path under /maquinas', () => {
    const deMaquina = operacionesDeMaquina(OPERATIONS);
    expect(deMaquina.map((op) => op.id).sort()).toEqual(Object.keys(ALCANCE_DE_OPERACION).sort());
    for (const op of deMaquina) {
      expect(isPublic(op), op.id).toBe(false);
      expect(rutaDeMaquina(op.path), op.id).toBe(`/maquinas${op.path}`);
      expect(rutaDeMaquina(op.path).startsWith('/maquinas/v1/'), op.id).toBe(true);
    }
    expect(OPERATIONS.some((op) => op.path.startsWith(PREFIJO_MAQUINAS))).toBe(false);
  });

  it('a scope reaches its operations and nothing else', () => {
    const permisos = permisosDeMaquina(['cotizar'], administrador);
    expect(maquinaPuedeLlamar('cotizar-viaje', ['viajesEspecificos.cotizar'], ['cotizar'], permisos)).toBe(true);
    expect(maquinaPuedeLlamar('emitir-certificado', ['viajesEspecificos.cotizar'], ['cotizar'], permisos)).toBe(false);
    expect(maquinaPuedeLlamar('list-usuarios', ['usuarios.ver'], [...ALCANCES], new Set(administrador))).toBe(false);
    expect(alcanceDe('constructor')).toBeUndefined();
    expect(alcanceDe('toString')).toBeUndefined();
  });

  it('never more than the role it was created under holds in its company', () => {
    const consultor = permissionsOf(['clienteConsultor']);
    const permisos = permisosDeMaquina([...ALCANCES], consultor);
    expect([...permisos]).toEqual([]);
    expect(maquinaPuedeLlamar('get-certificado', ['viajesEspecificos.consultar'], ['consultar'], permisos)).toBe(false);

    const productor = permisosDeMaquina([...ALCANCES], permissionsOf(['productor']));
    expect(productor.has('viajesEspecificos.cotizar')).toBe(true);
    expect(productor.has('usuarios.editar')).toBe(false);
  });

  it('an administrator gives only the scopes whose permissions they hold', () => {
    expect(alcancesOtorgables(administrador)).toEqual([...ALCANCES]);
    expect(alcancesOtorgables(['viajesEspecificos.consultar'])).toEqual(['consultar']);
    expect(alcancesOtorgables([])).toEqual([]);
  });

  it('a quota is a whole number of requests per minute within bounds', () => {
    expect(cuotaValida(120)).toBe(true);
    expect(cuotaValida(0)).toBe(false);
    expect(cuotaValida(1.5)).toBe(false);
    expect(cuotaValida(1_201)).toBe(false);
  });
});
