import { describe, expect, it } from 'vitest';
import { IDS_EVENTO_WEBHOOK } from './eventos.ts';
import { cargaDelEvento, empresasDelEvento } from './contenido.ts';

describe('who receives a webhook event', () => {
  it('names every company of a certificate, whichever product published it', () => {
    // Floating policy: issuer and insurer; specific trip and annual rating: producer and insurer.
    expect(empresasDelEvento('certificado.emitido', { emisorId: 7, aseguradoraId: 3 })).toEqual([7, 3]);
    expect(empresasDelEvento('certificado.emitido', { productorId: 7, idAseguradora: 3 })).toEqual([7, 3]);
    expect(empresasDelEvento('certificado.emitido', { productorId: 7, aseguradoraId: 7 })).toEqual([7]);
  });

  it('names a claim’s three companies and a declaration’s two', () => {
    expect(empresasDelEvento('siniestro.estado_cambiado', { productorId: 1, idAseguradora: 2, clienteEmpresaId: 9 })).toEqual([
      1, 2, 9,
    ]);
    const detalle = { declaracion: { emisor: { id: 4, nombre: 'A', cif: '' }, aseguradora: null } };
    expect(empresasDelEvento('declaracion.pagada', detalle)).toEqual([4]);
    expect(empresasDelEvento('custodia.contratada', { empresaEmisoraId: 5 })).toEqual([5]);
  });

  it('takes only positive integers: a detail naming nothing reaches no one', () => {
    for (const tipo of IDS_EVENTO_WEBHOOK) expect(empresasDelEvento(tipo, {})).toEqual([]);
    expect(empresasDelEvento('certificado.emitido', { emisorId: '7', aseguradoraId: -1, productorId: 1.5 })).toEqual([]);
  });
});

describe('what a webhook event says', () => {
  it('carries ids, numbers and states, never another company’s amounts', () => {
    const carga = cargaDelEvento('e1', 'certificado.emitido', '2026-11-29T10:00:00Z', {
      id: 12,
      ramo: 'transporte',
      nroCertificado: 'CC-00000012',
      emisorId: 7,
      aseguradoraId: 3,
      prima: 1000,
      precioFinal: 1300,
    });
    expect(carga).toEqual({
      id: 'e1',
      tipo: 'certificado.emitido',
      creado: '2026-11-29T10:00:00Z',
      datos: { id: 12, producto: 'transporte', nroCertificado: 'CC-00000012' },
    });
  });

  it('names the declaration and its invoice number', () => {
    const d = {
      declaracion: { id: 'D-1', tipo: 'ventas', periodo: '2026-10', estado: 'facturada', prima: 5 },
      factura: { numero: 'A-1' },
    };
    expect(cargaDelEvento('e2', 'declaracion.facturada', 't', d).datos).toEqual({
      id: 'D-1',
      tipo: 'ventas',
      periodo: '2026-10',
      estado: 'facturada',
      factura: 'A-1',
    });
  });
});
