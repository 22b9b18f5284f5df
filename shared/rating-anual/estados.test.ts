import { describe, expect, it } from 'vitest';
import { ESTADOS } from '../viajes-especificos/estados.ts';
import { abreDetalleAnual, documentoAnual, estadoAlGuardarAnual, impedimentoAnual, NECESITA_APROBACION } from './estados.ts';

const { cotizado, enAprobacion, aprobado, rechazado, emitido } = ESTADOS;

describe('annual quote states', () => {
  it('saves as Cotizado, or En Aprobación with the request', () => {
    expect(estadoAlGuardarAnual(false)).toBe(cotizado.id);
    expect(estadoAlGuardarAnual(true)).toBe(enAprobacion.id);
  });

  it('issues a clean quote or an approved one, never a refused quote without approval', () => {
    expect(impedimentoAnual({ estado: cotizado.id, validaciones: 0 }, 'emitir')).toBeNull();
    expect(impedimentoAnual({ estado: cotizado.id, validaciones: 2 }, 'emitir')).toBe(NECESITA_APROBACION);
    expect(impedimentoAnual({ estado: aprobado.id, validaciones: 2 }, 'emitir')).toBeNull();
    expect(impedimentoAnual({ estado: enAprobacion.id, validaciones: 0 }, 'emitir')).not.toBeNull();
    expect(impedimentoAnual({ estado: rechazado.id, validaciones: 0 }, 'emitir')).not.toBeNull();
  });

  it('decides only on a quote in approval, and never deletes an issued certificate', () => {
    for (const accion of ['aprobar', 'rechazar'] as const) {
      expect(impedimentoAnual({ estado: enAprobacion.id, validaciones: 1 }, accion)).toBeNull();
      expect(impedimentoAnual({ estado: cotizado.id, validaciones: 1 }, accion)).not.toBeNull();
    }
    expect(impedimentoAnual({ estado: emitido.id, validaciones: 0 }, 'eliminar')).not.toBeNull();
    expect(impedimentoAnual({ estado: rechazado.id, validaciones: 0 }, 'eliminar')).toBeNull();
  });

  it('prints the quotation until issued, then the certificate', () => {
    expect(documentoAnual(cotizado.id)).toBe('cotizacion');
    expect(documentoAnual(emitido.id)).toBe('certificado');
  });

  it('opens the detail of a quote in approval only for who may read it', () => {
    expect(abreDetalleAnual(emitido.id, [])).toBe(true);
    expect(abreDetalleAnual(enAprobacion.id, [])).toBe(false);
    expect(abreDetalleAnual(enAprobacion.id, ['certificados.aprobar'])).toBe(true);
    expect(abreDetalleAnual(252, ['certificados.leerEnAprobacion'])).toBe(false);
  });
});
