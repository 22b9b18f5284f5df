import { describe, expect, it } from 'vitest';
import { contextoAnual, solicitudAnual } from '#shared/rating-anual/fixtures.ts';
import { cotizarAnual } from '#shared/rating-anual/motor.ts';
import { ofertaAnualVisible } from '#shared/rating-anual/visibilidad.ts';
import { findTenant } from '#shared/tenants/tenants.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { textoDePdf } from '#test/fixtures/texto-pdf.ts';
import type { CertificadoAnual } from '#shared/contract/schemas/rating-anual.ts';
import { contenidoCertificadoAnual, renderCertificadoAnualPdf } from './certificado-anual-pdf.ts';
import { contenidoOfertaAnual, renderOfertaAnualPdf } from './oferta-anual-pdf.ts';

const tenant = findTenant('cargosur') as Tenant;
const r = solicitudAnual();
const ofertas = cotizarAnual(r, contextoAnual());
const papel = { simbolo: 'U$S', cotizadaEn: '2026-11-28T15:00:00Z' };
const leer = async (id: number, v = { prima: true, markup: true }, req = r, os = ofertas) =>
  textoDePdf(
    await renderOfertaAnualPdf(
      req,
      ofertaAnualVisible(
        os.find((o) => o.cobertura.id === id)!,
        v,
      ),
      papel,
      tenant,
    ),
    'todas',
  );

describe('renderOfertaAnualPdf (the quote card’s paper, spec 2 §3.8 pdf)', () => {
  it('prints the offer as quoted: coverage, deductibles, every security measure, payment and the premium', async () => {
    const o = ofertas.find((x) => x.cobertura.id === 1)!;
    const texto = await leer(1);
    expect(texto).toEqual(
      expect.arrayContaining([
        'Oferta sin guardar',
        'Cotizada el 28/11/2026 12:00',
        'U$S 5.000.000,00',
        o.cobertura.nombre,
        o.cobertura.aseguradora,
        'Vigencia',
        'Un año desde la emisión',
        'Medidas de seguridad exigidas',
        'Rastreo satelital (GPS) del vehículo en el transporte terrestre',
        'Detenciones y pernoctes sólo en lugares vigilados',
        'Deducible: Robo total',
        'Premio',
        'U$S 9.926,74',
        'Cotización sin emitir: no es un certificado de cobertura.',
      ]),
    );
  });

  it('without prima.mostrar prints no amount of the premium; the movement and the measures stay', async () => {
    const texto = (await leer(1, { prima: false, markup: true })).join('\n');
    expect(texto).not.toMatch(/Prima|Premio|9\.926,74/);
    expect(texto).toContain('U$S 5.000.000,00');
    expect(texto).toContain('Rastreo satelital (GPS) del vehículo en el transporte terrestre');
  });

  it('a refused risk prints why, under Riesgo excedido', async () => {
    const imo = solicitudAnual({ mercaderias: [{ id: 8, porcentaje: 100 }] });
    const texto = await leer(1, undefined, imo, cotizarAnual(imo, contextoAnual()));
    expect(texto).toContain('Riesgo excedido: requiere la aprobación de la aseguradora');
    expect(texto.some((t) => t.startsWith('La cobertura no admite la mercadería'))).toBe(true);
  });

  it('a pt-BR tenant’s paper gives the reasons in Portuguese, as its card does', () => {
    const imo = solicitudAnual({ mercaderias: [{ id: 8, porcentaje: 100 }] });
    const o = ofertaAnualVisible(
      cotizarAnual(imo, contextoAnual()).find((x) => x.cobertura.id === 1)!,
      {
        prima: true,
        markup: true,
      },
    );
    const motivos = contenidoOfertaAnual(imo, o, papel, 'pt-BR').secciones.at(-1)!.lineas.flat().join('\n');
    expect(motivos).toContain('A cobertura não admite a mercadoria');
    expect(motivos).not.toContain('La cobertura no admite');
  });
});

describe('renderCertificadoAnualPdf', () => {
  it('the saved quote’s paper prints the parties and the same offer body, security measures included', async () => {
    const o = ofertas.find((x) => x.cobertura.id === 5)!;
    const parte = { id: 9, nombre: 'Frigorífico del Plata S.A.', cif: '30710000011' };
    // Only what the renderer reads.
    const c = {
      id: 7,
      nroCertificado: null,
      estado: { nombre: 'Cotizado' },
      fechaEstado: '2026-11-28T15:00:00Z',
      entidad: { tomador: parte, beneficiario: parte },
      productor: { id: 10, nombre: 'Productor Demo' },
      nroReferenciaInterna: null,
      mae: { moneda: { id: 840, simbolo: 'U$S' }, monto: r.mae.monto },
      cotizacion: r,
      fechaEmision: null,
    } as unknown as CertificadoAnual;
    const texto = await textoDePdf(await renderCertificadoAnualPdf(c, o, 'cotizacion', { tenant, verificacion: null }));
    expect(texto).toEqual(
      expect.arrayContaining([
        'Cotización N° 7',
        'Frigorífico del Plata S.A. (CIF 30710000011)',
        'Medidas de seguridad exigidas',
        ...o.medidasSeguridad.map((m) => m.nombre),
        'Contenedores cerrados con precinto de seguridad',
      ]),
    );
  });
});

describe('contenidoCertificadoAnual', () => {
  const o = ofertas.find((x) => x.cobertura.id === 5)!;
  const parte = { id: 9, nombre: 'Frigorífico del Plata S.A.', cif: '30710000011' };
  const emitido = {
    id: 7,
    nroCertificado: 'FA-000007',
    estado: { nombre: 'Emitido' },
    fechaEstado: '2026-11-23T15:00:00Z',
    fechaEmision: '2026-11-23T15:00:00Z',
    entidad: { tomador: parte, beneficiario: parte },
    productor: { id: 10, nombre: 'Productor Demo' },
    nroReferenciaInterna: null,
    mae: { moneda: { id: 840, simbolo: 'U$S' }, monto: r.mae.monto },
    cotizacion: r,
    decision: { resultado: 'aprobado', observaciones: 'Con custodia armada', fecha: '2026-11-22T15:00:00Z', usuario: 'a' },
  } as unknown as CertificadoAnual;
  const verificacion = { codigo: 'ABCD-EFGH-JKLM', url: 'http://x/verificar/ABCD-EFGH-JKLM' };

  it('an issued certificate covers a year from its issue, carries its code and the insurer’s conditions', () => {
    const d = contenidoCertificadoAnual(emitido, o, 'certificado', { tenant, verificacion });
    expect(d.secciones.flatMap((s) => s.lineas)).toEqual(
      expect.arrayContaining([
        ['Vigencia', 'Del 23/11/2026 al 23/11/2027'],
        ['Condiciones de la aseguradora', 'Con custodia armada'],
        ['Tomador (asegurado)', 'Frigorífico del Plata S.A. (CIF 30710000011)'],
      ]),
    );
    expect(d).toMatchObject({ numero: 'Certificado N° FA-000007', verificacion, aviso: null });
  });
});
