import { describe, expect, it } from 'vitest';
import type { Permission } from '#shared/auth/permissions.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { accionesDetalle } from './acciones.ts';

const PRODUCTOR: Permission[] = ['certificados.leer', 'certificados.cotizar', 'siniestros.denunciar'];
const ASEGURADORA: Permission[] = ['certificados.leer', 'certificados.aprobar', 'certificados.rechazar'];
const de = (estado: number, idDeclaracion: number | null = null) => ({ estado: { id: estado }, idDeclaracion });

describe('accionesDetalle', () => {
  it('a quote is issued or cancelled (and cloned); an approved one too', () => {
    expect(accionesDetalle(de(ESTADOS.cotizado.id), PRODUCTOR)).toEqual(['emitir', 'cancelar', 'clonar']);
    expect(accionesDetalle(de(ESTADOS.aprobado.id), PRODUCTOR)).toEqual(['emitir', 'cancelar', 'clonar']);
  });

  it('an issued certificate is given baja while not declared, and a claim is reported on it', () => {
    expect(accionesDetalle(de(ESTADOS.emitido.id), PRODUCTOR)).toEqual(['darDeBaja', 'clonar', 'denunciar']);
    expect(accionesDetalle(de(ESTADOS.emitido.id, 7), PRODUCTOR)).toEqual(['clonar', 'denunciar']);
  });

  it('the insurer approves or rejects one in approval, and does nothing else', () => {
    expect(accionesDetalle(de(ESTADOS.enAprobacion.id), ASEGURADORA)).toEqual(['aprobar', 'rechazar']);
    expect(accionesDetalle(de(ESTADOS.cotizado.id), ASEGURADORA)).toEqual([]);
    expect(accionesDetalle(de(ESTADOS.enAprobacion.id), PRODUCTOR)).toEqual(['cancelar', 'clonar']);
  });

  it('a reader without permissions gets no action', () => {
    expect(accionesDetalle(de(ESTADOS.emitido.id), ['certificados.leer'])).toEqual([]);
  });
});
