import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { ofertaEnLocale } from '#shared/coberturas/textos-localizados.ts';
import type { Locale } from '#shared/tenants/tenant.ts';
import type { Cobertura } from '#shared/viajes-especificos/model.ts';
import { embedFuenteUnicode } from './fuente.ts';
import { textosPapel } from './textos.ts';
import { legible } from './texto.ts';

/** Splits a paragraph into lines of at most `ancho` characters, at spaces. */
const renglones = (texto: string, ancho: number): string[] => {
  const out: string[] = [];
  let linea = '';
  for (const palabra of texto.split(/\s+/)) {
    if (linea && linea.length + palabra.length + 1 > ancho) {
      out.push(linea);
      linea = palabra;
    } else linea = linea ? `${linea} ${palabra}` : palabra;
  }
  if (linea) out.push(linea);
  return out;
};

/**
 * The conditions document of a coverage, from its data: what it covers, its deductibles and the
 * security measures it asks for. The seed stores one per coverage; an insurer's own file replaces it
 * at the same key. In the tenant's locale: the headings, and the coverage's texts in the pt-BR the
 * insurer wrote beside the Spanish (its Spanish where it wrote none).
 */
export const renderCondicionesPdf = async (c: Cobertura, aseguradora: string, locale: Locale): Promise<Uint8Array> => {
  const t = textosPapel(locale).condiciones;
  const { cobertura, deducibles, medidasSeguridad } = ofertaEnLocale(
    { cobertura: c, deducibles: c.deducibles, medidasSeguridad: c.medidasSeguridad },
    locale,
  );
  const doc = await PDFDocument.create();
  doc.setTitle(t.titulo(cobertura.nombre, aseguradora));
  doc.setLanguage(locale);
  const font = await embedFuenteUnicode(doc);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595, 842]);
  let y = 790;
  const escribir = (texto: string, negrita = false, size = 10) => {
    const f = negrita ? bold : font;
    for (const r of renglones(legible(f, texto), 95)) {
      page.drawText(r, { x: 50, y, size, font: f, color: rgb(0.1, 0.1, 0.15) });
      y -= size + 5;
    }
  };
  escribir(t.encabezado(cobertura.nombre), true, 16);
  escribir(aseguradora, false, 12);
  y -= 10;
  escribir(t.alcance, true, 12);
  for (const r of cobertura.resumenes) escribir(`- ${r}`);
  y -= 6;
  escribir(t.deducibles, true, 12);
  for (const d of deducibles) escribir(`- ${d.cobertura}: ${d.deducible}`);
  if (medidasSeguridad.length) {
    y -= 6;
    escribir(t.medidas, true, 12);
    for (const m of medidasSeguridad) escribir(`- ${m.nombre}`);
  }
  return doc.save();
};
