import { describe, expect, it } from 'vitest';
import type { Permission } from '#shared/auth/permissions.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { accionesDetalle, type ReglasAcciones } from './acciones-certificado.ts';

const PRODUCTOR: Permission[] = ['certificados.leer', 'certificados.cotizar', 'siniestros.denunciar'];
const ASEGURADORA: Permission[] = ['certificados.leer', 'certificados.aprobar', 'certificados.rechazar'];
const de = (estado: number, idDeclaracion: string | null = null) => ({ estado: { id: estado }, idDeclaracion });
const CARGA: ReglasAcciones = { cotizar: 'certificados.cotizar', emitir: 'certificados.cotizar', clonar: true };
const CONTENEDORES: ReglasAcciones = { cotizar: 'contenedores.cotizar', emitir: 'contenedores.emitir', clonar: false };

describe('accionesDetalle', () => {
  it('a quote is issued or cancelled (and cloned); an approved one too', () => {
    expect(accionesDetalle(de(ESTADOS.cotizado.id), PRODUCTOR, CARGA)).toEqual(['emitir', 'cancelar', 'clonar']);
    expect(accionesDetalle(de(ESTADOS.aprobado.id), PRODUCTOR, CARGA)).toEqual(['emitir', 'cancelar', 'clonar']);
  });

  it('an issued certificate is given baja while not declared, and a claim is reported on it', () => {
    expect(accionesDetalle(de(ESTADOS.emitido.id), PRODUCTOR, CARGA)).toEqual(['darDeBaja', 'clonar', 'denunciar']);
    expect(accionesDetalle(de(ESTADOS.emitido.id, '2026-10-v-10-840'), PRODUCTOR, CARGA)).toEqual(['clonar', 'denunciar']);
  });

  it('the insurer approves or rejects one in approval, and does nothing else', () => {
    expect(accionesDetalle(de(ESTADOS.enAprobacion.id), ASEGURADORA, CARGA)).toEqual(['aprobar', 'rechazar']);
    expect(accionesDetalle(de(ESTADOS.cotizado.id), ASEGURADORA, CARGA)).toEqual([]);
    expect(accionesDetalle(de(ESTADOS.enAprobacion.id), PRODUCTOR, CARGA)).toEqual(['cancelar', 'clonar']);
  });

  it('a reader without permissions gets no action', () => {
    expect(accionesDetalle(de(ESTADOS.emitido.id), ['certificados.leer'], CARGA)).toEqual([]);
  });

  it('a container certificate is issued and given baja with contenedores.emitir, cancelled with contenedores.cotizar, never cloned', () => {
    const emite: Permission[] = ['contenedores.ver', 'contenedores.emitir', 'siniestros.denunciar'];
    const cotiza: Permission[] = ['contenedores.ver', 'contenedores.cotizar'];
    expect(accionesDetalle(de(ESTADOS.cotizado.id), emite, CONTENEDORES)).toEqual(['emitir']);
    expect(accionesDetalle(de(ESTADOS.cotizado.id), cotiza, CONTENEDORES)).toEqual(['cancelar']);
    expect(accionesDetalle(de(ESTADOS.emitido.id), emite, CONTENEDORES)).toEqual(['darDeBaja', 'denunciar']);
    expect(accionesDetalle(de(ESTADOS.cotizado.id), PRODUCTOR, CONTENEDORES)).toEqual([]);
  });
});
