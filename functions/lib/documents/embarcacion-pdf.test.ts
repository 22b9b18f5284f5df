import { describe, expect, it } from 'vitest';
import { findTenant } from '#shared/tenants/tenants.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import type { CotizacionEmbarcacionItem } from '../data/embarcaciones.ts';
import { textoDePdf } from '#test/fixtures/texto-pdf.ts';
import { AVISO_COTIZACION } from './documento.ts';
import { contenidoEmbarcacion, renderEmbarcacionPdf } from './embarcacion-pdf.ts';

const cotizada: CotizacionEmbarcacionItem = {
  id: 'q-1234567890abcdef',
  nombre: 'La Gaviota',
  total: 185_430.5,
  moneda: { codigo: 'ARS', simbolo: '$' },
  sumaAsegurada: 42_000_000,
  cobertura: {
    id: 'todo-riesgo',
    nombre: 'Todo riesgo con franquicia',
    descripcion: 'Daños al casco, el motor y los equipos, con franquicia, y responsabilidad civil.',
  },
  aseguradora: { id: 1, nombre: 'Aseguradora del Sur S.A.', cif: '30-00000001-5' },
  tomador: { nombre: 'Marina Costa', email: 'marina@cargosur.demo' },
  estado: 'pendiente',
  intencion: null,
  intenciones: ['i-1'],
  rechazo: null,
  poliza: null,
  documentos: {},
  creadoPor: { id: 10, email: 'productor@cargosur.demo' },
  emisorId: 10,
  version: 2,
  creado: '2026-11-28T12:00:00.000Z',
};
const pagada: CotizacionEmbarcacionItem = {
  ...cotizada,
  estado: 'pagada',
  poliza: {
    numero: 'EMB-00000007',
    fecha: '2026-11-28T23:18:00.000Z',
    intencionId: 'i-1',
    vigencia: { desde: '2026-11-28T23:18:00.000Z', hasta: '2027-11-28T23:18:00.000Z' },
  },
};
const tenant = findTenant('cargosur') as Tenant;

describe('the boat policy’s paper', () => {
  it('the policy carries its period (Argentina’s clock, 24-hour), the insurer, the coverage and the sum insured', () => {
    const lineas = contenidoEmbarcacion(pagada, 'poliza').flatMap((s) => s.lineas);
    expect(lineas).toEqual(
      expect.arrayContaining([
        ['Aseguradora', 'Aseguradora del Sur S.A. (CUIT 30-00000001-5)'],
        ['Cobertura', 'Todo riesgo con franquicia'],
        ['Alcance', 'Daños al casco, el motor y los equipos, con franquicia, y responsabilidad civil.'],
        ['Suma asegurada', '$ 42.000.000,00'],
        ['Vigencia', '28/11/2026 20:18 al 28/11/2027 20:18 (hora de Argentina)'],
        ['Total', '$ 185.430,50'],
        ['Pagado el', '28/11/2026 20:18'],
      ]),
    );
  });

  it('the quotation says the same coverage, and the term the policy will have from its payment', () => {
    const lineas = contenidoEmbarcacion(cotizada, 'cotizacion').flatMap((s) => s.lineas);
    expect(lineas).toEqual(
      expect.arrayContaining([
        ['Aseguradora', 'Aseguradora del Sur S.A. (CUIT 30-00000001-5)'],
        ['Suma asegurada', '$ 42.000.000,00'],
        ['Vigencia', '12 meses desde el pago'],
      ]),
    );
    expect(lineas.map(([etiqueta]) => etiqueta)).not.toContain('Pagado el');
  });

  it('draws every line of its content on the page, and the verification code the policy was given', async () => {
    const verificacion = { codigo: 'ABCD-EFGH-JKLM', url: 'http://cargosur.localhost/verificar/ABCD-EFGH-JKLM' };
    const dibujado = (await textoDePdf(await renderEmbarcacionPdf(pagada, 'poliza', tenant, verificacion))).join(' ');
    for (const s of contenidoEmbarcacion(pagada, 'poliza')) {
      expect(dibujado, s.titulo).toContain(s.titulo);
      // A long value wraps: its words follow each other across lines.
      for (const [etiqueta, valor] of s.lineas) expect(dibujado, etiqueta).toContain(`${etiqueta} ${valor}`);
    }
    expect(dibujado).toContain('ABCD-EFGH-JKLM');
  });

  it('a quotation carries no code, and says it covers nothing', async () => {
    const verificacion = { codigo: 'ABCD-EFGH-JKLM', url: 'http://x/verificar/ABCD-EFGH-JKLM' };
    const dibujado = (await textoDePdf(await renderEmbarcacionPdf(cotizada, 'cotizacion', tenant, verificacion))).join(' ');
    expect(dibujado).not.toContain('ABCD-EFGH-JKLM');
    expect(dibujado).toContain(AVISO_COTIZACION);
  });
});
