import { describe, expect, it } from 'vitest';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { certificadoEmitido } from '#scripts/local/certificado-emitido.ts';
import type { CertificadoAnualItem } from '../data/certificados-anuales.ts';
import type { CotizacionEmbarcacionItem } from '../data/embarcaciones.ts';
import { verificacionAnual, verificacionEmbarcacion, verificacionFlotante } from './respuestas.ts';

const carga = (o: { estado?: number; fecha?: string } = {}) =>
  certificadoEmitido({
    id: 41,
    fecha: o.fecha ?? '2026-11-10T15:00:00.000Z',
    numero: 'CC-00000041',
    referencia: 'OC-1',
    valor: 10_000,
    cliente: { id: 7, nombre: 'Exportadora Demo S.A.', cif: '30712345671', empresaId: 40 },
    poliza: { id: 1, numero: 'TR-2026-0001', paisId: 32, aseguradoraId: 1, aseguradora: 'Aseguradora del Sur S.A.' },
    emisor: { id: 10, nombre: 'Productora Demo' },
    estado: o.estado,
    codigoVerificacion: 'ABCD-EFGH-JKLM',
  });

const pagada = (vigencia: { desde: string; hasta: string }): CotizacionEmbarcacionItem => ({
  id: 'q-1234567890abcdef',
  nombre: 'La Gaviota',
  total: 185_430.5,
  moneda: { codigo: 'ARS', simbolo: '$' },
  sumaAsegurada: 42_000_000,
  cobertura: { id: 'todo-riesgo', nombre: 'Todo riesgo con franquicia', descripcion: '' },
  aseguradora: { id: 1, nombre: 'Aseguradora del Sur S.A.', cif: '30-00000001-5' },
  tomador: { nombre: 'Marina Costa', email: 'marina@cargosur.demo' },
  estado: 'pagada',
  intencion: null,
  intenciones: ['i-1'],
  rechazo: null,
  poliza: { numero: 'EMB-00000007', fecha: vigencia.desde, intencionId: 'i-1', vigencia },
  codigoVerificacion: 'ABCD-EFGH-JKLM',
  documentos: {},
  creadoPor: { id: 10, email: 'productor@cargosur.demo' },
  emisorId: 10,
  version: 3,
  creado: '2026-11-28T12:00:00.000Z',
});

describe('the public answer of a floating-policy certificate', () => {
  it('is valid issued or declared, not once given baja or cancelled', () => {
    expect(verificacionFlotante(carga())?.valido).toBe(true);
    expect(verificacionFlotante(carga({ estado: ESTADOS.declarado.id }))?.valido).toBe(true);
    expect(verificacionFlotante(carga({ estado: ESTADOS.baja.id }))).toMatchObject({ valido: false, estado: 'Baja' });
    expect(verificacionFlotante({ ...carga(), nroCertificado: null, fechaEmision: null })).toBeNull();
  });

  it('dates the issue on the business’s calendar, and names the policy when its coverage was not kept', () => {
    // 01:30 UTC of the 11th is still the 10th in Buenos Aires.
    const v = verificacionFlotante(carga({ fecha: '2026-11-11T01:30:00.000Z' }));
    expect(v).toMatchObject({ fechaEmision: '2026-11-10', cobertura: 'Póliza TR-2026-0001' });
  });
});

describe('the public answer of a boat policy', () => {
  const vigencia = { desde: '2026-11-29T01:00:00.000Z', hasta: '2027-11-29T01:00:00.000Z' };

  it('is valid during its year and expired after it', () => {
    const durante = verificacionEmbarcacion(pagada(vigencia), new Date('2027-06-01T00:00:00.000Z'));
    expect(durante).toMatchObject({ valido: true, estado: 'Vigente', fechaEmision: '2026-11-28', vigencia });
    const despues = verificacionEmbarcacion(pagada(vigencia), new Date('2027-11-29T01:00:00.000Z'));
    expect(despues).toMatchObject({ valido: false, estado: 'Vencida' });
  });

  it('is not found while unpaid', () => {
    expect(verificacionEmbarcacion({ ...pagada(vigencia), estado: 'pendiente', poliza: null })).toBeNull();
  });
});

describe('the public answer of an annual certificate', () => {
  // Only what the answer reads of the item: issued at 23:30 of 9 March 2026 in Buenos Aires.
  const anual = {
    nroCertificado: 'FA-00000007',
    fechaEmision: '2026-03-10T02:30:00.000Z',
    estado: ESTADOS.emitido.id,
    eliminado: null,
    oferta: {
      prima: { moneda: { simbolo: 'US$' } },
      cobertura: { aseguradora: 'Aseguradora del Sur S.A.', nombre: 'Todo riesgo' },
    },
    tomador: { nombre: 'Frigorífico del Plata S.A.' },
    request: { transportes: [{ id: 0, porcentaje: 100, responsabilidadMaxima: 200_000 }] },
  } as unknown as CertificadoAnualItem;

  it('covers a year from the business day of its issue, and is not valid after it', () => {
    const durante = verificacionAnual(anual, new Date('2027-03-09T20:00:00.000Z'));
    expect(durante).toMatchObject({
      valido: true,
      fechaEmision: '2026-03-09',
      vigencia: { desde: '2026-03-09', hasta: '2027-03-09' },
    });
    expect(verificacionAnual(anual, new Date('2027-03-10T04:00:00.000Z'))?.valido).toBe(false);
    expect(
      verificacionAnual(
        { ...anual, eliminado: { fecha: '2026-05-01T12:00:00.000Z', usuario: 'productor@cargosur.demo' } },
        new Date('2026-06-01T00:00:00.000Z'),
      )?.valido,
    ).toBe(false);
  });
});
