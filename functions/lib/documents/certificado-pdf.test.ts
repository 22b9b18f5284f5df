import fontkit from '@pdf-lib/fontkit';
import type { PDFRawStream } from 'pdf-lib';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { Certificado } from '#shared/contract/schemas/viaje-especifico.ts';
import { findTenant } from '#shared/tenants/tenants.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { contenidoViajeEspecifico, renderCertificadoPdf } from './certificado-pdf.ts';
import { AVISO_COTIZACION } from './documento.ts';
import { embedFuenteUnicode } from './fuente.ts';
import { legible, SUSTITUTO } from './texto.ts';

/** Text no standard PDF font encodes: an emoji, Chinese and a right-to-left mark. */
const RARO = 'Importadora 🚚 中文 \u200FشركةS.A.';

/** Only what the renderer reads, named with text outside Latin-1 wherever a user can type it. */
const certificado = {
  id: 7,
  nroCertificado: 'VE-00000007',
  estado: { id: 20, nombre: 'Emitido' },
  fechaEstado: '2026-11-23T12:00:00Z',
  fechaSalida: '2026-11-24',
  medioTransporte: { id: 0, texto: 'Terrestre', cssClass: '' },
  paisOrigen: { id: 32, nombre: 'Argentina', bandera: '' },
  paisDestino: { id: 76, nombre: 'Brasil', bandera: '' },
  mercaderia: { id: 3, nombre: 'Electrónica', esNueva: true },
  sumaAsegurada: {
    moneda: { id: 840, simbolo: 'US$' },
    valorFactura: 50_000,
    gastoEnvio: 2_000,
    demasGastos: 500,
    beneficioImaginario: 10,
    total: 57_750,
  },
  productor: { id: 10, nombre: 'Productor 👍 Demo' },
  tomador: { id: 1, nombre: RARO, cif: '30712345678' },
  beneficiario: { id: 2, nombre: '受益人 ‏Beneficiario', cif: '30712345679' },
  cobertura: {
    id: 101,
    nombre: 'Todo riesgo',
    aseguradora: 'Aseguradora del Sur S.A.',
    urlCondiciones: 'http://x/condiciones/101',
    resumenes: ['Pérdida total y parcial', 'Robo y falta de entrega'],
  },
  oferta: { deducibles: [{ cobertura: 'Robo', deducible: '10 % 🧾' }] },
  medidasSeguridad: [{ nombre: 'Custodia 🛡' }],
  comisionProductor: 10,
  recargoAdmin: 0,
  prima: { monto: 100 },
  premio: { monto: 121 },
  pago: { metodo: 0, cuotas: 1, descripcion: null },
  nroReferenciaInterna: 'REF‏-١٢٣',
  facturaComercial: 'FC 中文-1',
  clausulaDeNoRepeticion: null,
  detalleMercaderia: 'Notebooks 💻 y monitores',
  detalleOrigen: 'Depósito 🏭',
  detalleDestino: 'São Paulo 中心',
  codigoVerificacion: 'ABCD1234',
  solicitudAprobacion: {
    decision: {
      resultado: 'aprobado',
      observaciones: 'Aprobado con custodia armada obligatoria y GPS',
      fecha: '2026-11-22T15:00:00Z',
      usuario: 'aseguradora@cargosur.demo',
    },
  },
} as unknown as Certificado;

const tenant = findTenant('cargosur') as Tenant;

describe('legible', () => {
  it('keeps what the font draws, drops invisible marks and shows a substitute for the rest', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(legible(font, 'Compañía € “São” – ok')).toBe('Compañía € “São” – ok');
    expect(legible(font, 'a\u200Fb\u200Dc\uFE0F')).toBe('abc');
    expect(legible(font, '🚚 中文')).toBe(`${SUSTITUTO} ${SUSTITUTO}${SUSTITUTO}`);
    expect(legible(font, 'x\ty')).toBe('x y');
    expect(() => font.encodeText(legible(font, RARO))).not.toThrow();
  });

  it('cuts by characters, never inside a surrogate pair', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(legible(font, 'ab🚚cd', 3)).toBe(`ab${SUSTITUTO}`);
  });
});

describe('renderCertificadoPdf', () => {
  it.each(['asegurado', 'pas', 'constancia'] as const)('renders the %s copy of parties named outside Latin-1', async (tipo) => {
    const pdf = await renderCertificadoPdf(certificado, tipo, {
      tenant,
      urlVerificacion: 'http://cargosur.localhost/verificar/ABCD1234',
      urlCondiciones: 'http://cargosur.localhost/condiciones/101',
    });
    const leido = await PDFDocument.load(pdf);
    expect(leido.getTitle()).toContain('VE-00000007');
    expect(fuentesEmbebidas(leido)).toContainEqual(expect.stringMatching(/^NotoSansSC/));
  });
});

describe('contenidoViajeEspecifico', () => {
  const ctx = { tenant, urlVerificacion: 'http://x/verificar/ABCD1234', urlCondiciones: 'http://x/condiciones/101' };
  const lineas = (tipo: 'asegurado' | 'pas' | 'constancia', c = certificado) =>
    contenidoViajeEspecifico(c, tipo, ctx).secciones.flatMap((s) => s.lineas);

  it('prints the coverage with its scope, the cover period, the insurer’s approval conditions and the parties’ tax ids', () => {
    expect(lineas('asegurado')).toEqual(
      expect.arrayContaining([
        ['Aseguradora', 'Aseguradora del Sur S.A.'],
        ['Alcance', 'Pérdida total y parcial'],
        ['', 'Robo y falta de entrega'],
        ['Vigencia', 'Desde la salida el 24/11/2026 hasta la llegada a destino'],
        ['Deducible: Robo', '10 % 🧾'],
        ['Medidas de seguridad exigidas', 'Custodia 🛡'],
        ['Condiciones de la aseguradora', 'Aprobado con custodia armada obligatoria y GPS'],
        ['Beneficiario', '受益人 ‏Beneficiario (CIF 30712345679)'],
        ['Suma asegurada', 'US$ 57.750,00'],
        ['Premio', 'US$ 121,00'],
      ]),
    );
  });

  it('the producer’s copy alone adds commission and administrative loading', () => {
    for (const tipo of ['asegurado', 'constancia'] as const)
      expect(lineas(tipo).map(([e]) => e)).not.toContain('Comisión del productor');
    expect(lineas('pas')).toEqual(expect.arrayContaining([['Comisión del productor', '10,00 %']]));
  });

  it('an issued certificate carries its code; a quote, the warning that it covers nothing', () => {
    expect(contenidoViajeEspecifico(certificado, 'asegurado', ctx)).toMatchObject({
      verificacion: { codigo: 'ABCD1234', url: ctx.urlVerificacion },
      aviso: null,
    });
    const cotizacion = { ...certificado, nroCertificado: null, codigoVerificacion: null } as Certificado;
    expect(contenidoViajeEspecifico(cotizacion, 'asegurado', ctx)).toMatchObject({ verificacion: null, aviso: AVISO_COTIZACION });
  });
});

/** The names of the fonts whose program is inside the file. */
const fuentesEmbebidas = (doc: PDFDocument): string[] =>
  doc.context
    .enumerateIndirectObjects()
    .map(([, o]) => o)
    .filter((o): o is PDFDict => o instanceof PDFDict && o.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'))
    .filter((d) => d.get(PDFName.of('FontFile2')) ?? d.get(PDFName.of('FontFile3')))
    .map((d) => String(d.get(PDFName.of('FontName'))).slice(1));

describe('embedFuenteUnicode', () => {
  it('draws accents and Chinese as text; drops the right-to-left mark and substitutes the emoji', async () => {
    const doc = await PDFDocument.create();
    const font = await embedFuenteUnicode(doc);
    const texto = legible(font, 'Compañía São 中国货运 \u200F🚚');
    expect(texto).toBe(`Compañía São 中国货运 ${SUSTITUTO}`);
    doc.addPage().drawText(texto, { x: 10, y: 10, size: 10, font });
    expect(font.widthOfTextAtSize('中国', 10)).toBeGreaterThan(0);
    const leido = await PDFDocument.load(await doc.save());
    expect(fuentesEmbebidas(leido)).toEqual([expect.stringMatching(/NotoSansSC/)]);
    // A composite font with a ToUnicode map: the Chinese is text (searchable, copyable), not pictures.
    const compuestas = leido.context
      .enumerateIndirectObjects()
      .map(([, o]) => o)
      .filter((o): o is PDFDict => o instanceof PDFDict && o.get(PDFName.of('Subtype')) === PDFName.of('Type0'));
    expect(compuestas).toHaveLength(1);
    expect(compuestas[0]!.get(PDFName.of('ToUnicode'))).toBeDefined();
  });

  it('every glyph of the embedded subset keeps its outline (no blank letters)', async () => {
    const doc = await PDFDocument.create();
    const font = await embedFuenteUnicode(doc);
    const texto = 'ProductorDemoImportadoraCompañíaSão中国货运Электроника';
    doc.addPage().drawText(texto, { x: 10, y: 10, size: 10, font });
    const leido = await PDFDocument.load(await doc.save());
    const [archivo] = leido.context
      .enumerateIndirectObjects()
      .map(([, o]) => o)
      .filter((o): o is PDFDict => o instanceof PDFDict && o.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'))
      .map((d) => leido.context.lookup(d.get(PDFName.of('FontFile2'))) as PDFRawStream);
    const subset = fontkit.create(Buffer.from(decodePDFRawStream(archivo!).decode()));
    // .notdef and one glyph per distinct character, each with an outline of some width.
    expect(subset.numGlyphs).toBe(new Set(texto).size + 1);
    for (let gid = 1; gid < subset.numGlyphs; gid++) {
      expect(subset.getGlyph(gid).path.bbox.width, `glyph ${gid}`).toBeGreaterThan(0);
    }
  });
});
