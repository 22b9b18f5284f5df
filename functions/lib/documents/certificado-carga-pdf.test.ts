import { describe, expect, it } from 'vitest';
import type { CertificadoCarga } from '#shared/contract/schemas/certificado-carga.ts';
import { findTenant } from '#shared/tenants/tenants.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { contenidoCertificadoCarga, type ContextoFlotante } from './certificado-carga-pdf.ts';
import { AVISO_COTIZACION } from './documento.ts';

const tenant = findTenant('cargosur') as Tenant;
/** Only what the paper reads: an approved-then-issued cargo certificate. */
const emitido = {
  id: 12,
  ramo: 'transporte',
  nroCertificado: '0000012',
  estado: { id: 20, nombre: 'Emitido' },
  fechaEstado: '2026-11-23T12:00:00Z',
  fechaEmision: '2026-11-23T12:00:00Z',
  moneda: { id: 840, simbolo: 'US$' },
  poliza: { id: 3, numero: 'FLOT-001', aseguradora: { id: 1, nombre: 'Aseguradora del Sur S.A.' } },
  endoso: { id: 2, nombre: 'Endoso 1' },
  emisor: { id: 10, nombre: 'Productor Demo' },
  cliente: { id: 4, nombre: 'Exportadora Demo S.A.' },
  beneficiario: null,
  nroReferenciaInterna: null,
  decision: {
    resultado: 'aprobado',
    observaciones: 'Aprobado con custodia armada obligatoria y GPS',
    fecha: '2026-11-22T12:00:00Z',
    usuario: 'a',
  },
  mercaderia: { id: 3, nombre: 'Electrónica', esNueva: true },
  origen: { id: 32, nombre: 'Argentina' },
  destino: { id: 76, nombre: 'Brasil' },
  riesgo: 'Exportación',
  tiposTransporte: [{ id: 0, nombre: 'Terrestre', cssClass: '' }],
  fechaSalida: '2026-11-24',
  solicitud: { valor: 10_000, flete: 0, demasGastos: 0, beneficioImaginario: 10 },
  sumaAsegurada: 11_000,
  precio: { precioFinal: 55.5 },
} as unknown as CertificadoCarga;
const ctx: ContextoFlotante = {
  tenant,
  poliza: {
    vigenciaDesde: '2026-01-01',
    vigenciaHasta: '2026-12-31',
    cobertura: {
      nombre: 'Todo riesgo',
      deducibles: [
        { concepto: 'Robo', tipo: 'porcentaje', valor: 10 },
        { concepto: 'Avería', tipo: 'monto', valor: 500 },
      ],
    },
    limitesPorEmbarque: [{ transporteId: 0, limite: 250_000 }],
    exclusiones: { mercaderias: [], paises: [604] },
  },
  clienteCif: '30-71234567-8',
  verificacion: { codigo: 'ABCD-EFGH-JKLM', url: 'http://x/verificar/ABCD-EFGH-JKLM' },
};
const lineas = (c = emitido, tipo: 'certificado' | 'cotizacion' = 'certificado', contexto = ctx) =>
  contenidoCertificadoCarga(c, tipo, contexto).secciones.flatMap((s) => s.lineas);

describe('the cargo certificate’s paper', () => {
  it('prints the policy’s terms, its period, the insured’s tax id and the insurer’s approval conditions', () => {
    expect(lineas()).toEqual(
      expect.arrayContaining([
        ['Póliza', 'FLOT-001'],
        ['Endoso', 'Endoso 1'],
        ['Vigencia de la póliza', '01/01/2026 al 31/12/2026'],
        ['Vigencia', 'Desde la salida el 24/11/2026 hasta la llegada a destino'],
        ['Asegurado', 'Exportadora Demo S.A. (CIF 30-71234567-8)'],
        ['Cobertura', 'Todo riesgo'],
        ['Deducible: Robo', '10,00 %'],
        ['Deducible: Avería', 'US$ 500,00'],
        ['Límite por embarque: Terrestre', 'US$ 250.000,00'],
        ['Países excluidos', 'Perú'],
        ['Condiciones de la aseguradora', 'Aprobado con custodia armada obligatoria y GPS'],
        ['Suma asegurada', 'US$ 11.000,00'],
        ['Precio', 'US$ 55,50'],
      ]),
    );
  });

  it('is the client’s paper: the final price, never the premium nor the markup', () => {
    expect(lineas().map(([e]) => e)).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(Prima|Markup|Premio)/)]));
  });

  it('an issued certificate carries its code; its quotation, the warning and no code', () => {
    expect(contenidoCertificadoCarga(emitido, 'certificado', ctx)).toMatchObject({ verificacion: ctx.verificacion, aviso: null });
    const cotizado = { ...emitido, nroCertificado: null, fechaEmision: null, decision: null } as unknown as CertificadoCarga;
    expect(contenidoCertificadoCarga(cotizado, 'cotizacion', ctx)).toMatchObject({ verificacion: null, aviso: AVISO_COTIZACION });
  });

  it('without its policy it prints what the certificate keeps', () => {
    const sinPoliza = lineas(emitido, 'certificado', { ...ctx, poliza: null });
    expect(sinPoliza).toEqual(expect.arrayContaining([['Póliza', 'FLOT-001']]));
    expect(sinPoliza.map(([e]) => e)).not.toContain('Vigencia de la póliza');
  });
});
