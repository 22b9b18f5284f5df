import { describe, expect, it } from 'vitest';
import type { Permission } from '#shared/auth/permissions.ts';
import { ROLES, type RoleId } from '#shared/auth/roles.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { accionesDetalle, type ReglasAcciones } from './acciones-certificado.ts';

const HOY = '2026-11-28';
const AYER = '2026-11-27';
const PRODUCTOR: Permission[] = ['certificados.leer', 'certificados.cotizar', 'certificados.darDeBaja', 'siniestros.denunciar'];
const ASEGURADORA: Permission[] = [
  'certificados.leer',
  'certificados.aprobar',
  'certificados.rechazar',
  'certificados.darDeBaja',
];
const de = (estado: number, idDeclaracion: string | null = null, fechaSalida = HOY) => ({
  estado: { id: estado },
  idDeclaracion,
  fechaSalida,
});
const CARGA: ReglasAcciones = { cotizar: 'certificados.cotizar', emitir: 'certificados.cotizar', clonar: true };
const CONTENEDORES: ReglasAcciones = { cotizar: 'contenedores.cotizar', emitir: 'contenedores.emitir', clonar: false };
const delRol = (rol: RoleId) => ROLES[rol].permisos;

describe('accionesDetalle', () => {
  it('a quote is issued or cancelled (and cloned); an approved one too', () => {
    expect(accionesDetalle(de(ESTADOS.cotizado.id), PRODUCTOR, CARGA, HOY)).toEqual(['emitir', 'cancelar', 'clonar']);
    expect(accionesDetalle(de(ESTADOS.aprobado.id), PRODUCTOR, CARGA, HOY)).toEqual(['emitir', 'cancelar', 'clonar']);
  });

  it('an issued certificate is given baja while not declared, and a claim is reported on it', () => {
    expect(accionesDetalle(de(ESTADOS.emitido.id), PRODUCTOR, CARGA, HOY)).toEqual(['darDeBaja', 'clonar', 'denunciar']);
    expect(accionesDetalle(de(ESTADOS.emitido.id, '2026-10-v-10-840'), PRODUCTOR, CARGA, HOY)).toEqual(['clonar', 'denunciar']);
  });

  it('after the departure only who decides approvals is offered the baja', () => {
    expect(accionesDetalle(de(ESTADOS.emitido.id, null, AYER), PRODUCTOR, CARGA, HOY)).toEqual(['clonar', 'denunciar']);
    expect(accionesDetalle(de(ESTADOS.emitido.id, null, AYER), ASEGURADORA, CARGA, HOY)).toEqual(['darDeBaja']);
    expect(accionesDetalle(de(ESTADOS.emitido.id, null, AYER), delRol('administrador'), CARGA, HOY)).toContain('darDeBaja');
  });

  it("a client's users are never offered the baja, whatever the departure", () => {
    for (const rol of ['clienteAdministrador', 'clienteOperador', 'clienteConsultor'] as const)
      for (const reglas of [CARGA, CONTENEDORES])
        expect(accionesDetalle(de(ESTADOS.emitido.id, null, '2026-12-31'), delRol(rol), reglas, HOY)).not.toContain('darDeBaja');
    expect(accionesDetalle(de(ESTADOS.emitido.id), delRol('productor'), CARGA, HOY)).toContain('darDeBaja');
  });

  it('the insurer approves or rejects one in approval, and does nothing else', () => {
    expect(accionesDetalle(de(ESTADOS.enAprobacion.id), ASEGURADORA, CARGA, HOY)).toEqual(['aprobar', 'rechazar']);
    expect(accionesDetalle(de(ESTADOS.cotizado.id), ASEGURADORA, CARGA, HOY)).toEqual([]);
    expect(accionesDetalle(de(ESTADOS.enAprobacion.id), PRODUCTOR, CARGA, HOY)).toEqual(['cancelar', 'clonar']);
  });

  it('a reader without permissions gets no action', () => {
    expect(accionesDetalle(de(ESTADOS.emitido.id), ['certificados.leer'], CARGA, HOY)).toEqual([]);
  });

  it('a container certificate is issued with contenedores.emitir, cancelled with contenedores.cotizar, never cloned', () => {
    const emite: Permission[] = ['contenedores.ver', 'contenedores.emitir', 'certificados.darDeBaja', 'siniestros.denunciar'];
    const cotiza: Permission[] = ['contenedores.ver', 'contenedores.cotizar'];
    expect(accionesDetalle(de(ESTADOS.cotizado.id), emite, CONTENEDORES, HOY)).toEqual(['emitir']);
    expect(accionesDetalle(de(ESTADOS.cotizado.id), cotiza, CONTENEDORES, HOY)).toEqual(['cancelar']);
    expect(accionesDetalle(de(ESTADOS.emitido.id), emite, CONTENEDORES, HOY)).toEqual(['darDeBaja', 'denunciar']);
    expect(accionesDetalle(de(ESTADOS.cotizado.id), PRODUCTOR, CONTENEDORES, HOY)).toEqual([]);
  });
});
