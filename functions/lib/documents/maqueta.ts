import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { Tenant } from '#shared/tenants/tenant.ts';
import type { Documento } from './documento.ts';
import { embedFuenteUnicode } from './fuente.ts';
import { textosPapel } from './textos.ts';
import { drawQr } from './qr.ts';
import { legible } from './texto.ts';

/**
 * Lays out any `Documento` on A4 pages: the tenant's band, the number and state, the sections as a label
 * column and a value column, and the foot. Every text is wrapped to its box with the font's own metrics
 * (a word wider than its box, such as Chinese or a long code, breaks between characters) and flows to a
 * next page, so nothing a user typed can run off the page or over its neighbour. Each page says its
 * number and the paper's.
 */

const ANCHO_PAGINA = 595;
const ALTO_PAGINA = 842;
const IZQUIERDA = 50;
const DERECHA = 545;
const ANCHO_UTIL = DERECHA - IZQUIERDA;
/** The lowest baseline of the body: below it go the page's foot line. */
const PIE = 50;
const ETIQUETA = { x: IZQUIERDA, ancho: 140, size: 9 };
const VALOR = { x: 200, ancho: DERECHA - 200, size: 10 };
const RENGLON = 13;
const QR = 100;
const GRIS = rgb(0.35, 0.35, 0.4);

/** One text drawn: where, in which box, and how wide it measured (the layout tests read these). */
export interface Trazo {
  pagina: number;
  x: number;
  y: number;
  size: number;
  ancho: number;
  medida: number;
  texto: string;
}

export const hexToRgb = (hex: string): RGB => {
  const n = Number.parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};

const iniciales = (nombre: string) =>
  nombre
    .split(/\s+/)
    .filter((w) => /^[A-ZÁÉÍÓÚÑ]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');

/** The text as lines no wider than `ancho` at this size, broken at spaces, or between characters when a word alone is wider. */
export const renglones = (font: PDFFont, size: number, texto: string, ancho: number): string[] => {
  const cabe = (s: string) => font.widthOfTextAtSize(s, size) <= ancho;
  const out: string[] = [];
  let actual = '';
  for (const palabra of legible(font, texto).split(/\s+/).filter(Boolean)) {
    const junto = actual ? `${actual} ${palabra}` : palabra;
    if (cabe(junto)) {
      actual = junto;
      continue;
    }
    if (actual) out.push(actual);
    actual = '';
    for (const ch of palabra) {
      if (actual && !cabe(actual + ch)) {
        out.push(actual);
        actual = ch;
      } else actual += ch;
    }
  }
  if (actual || !out.length) out.push(actual);
  return out;
};

interface Caja {
  x: number;
  ancho: number;
  size: number;
  font: PDFFont;
  color?: RGB;
}

export const renderDocumento = async (d: Documento, tenant: Tenant, trazos: Trazo[] = []): Promise<Uint8Array> => {
  const t = textosPapel(tenant.locale).comun;
  const doc = await PDFDocument.create();
  doc.setTitle(`${d.titulo} ${d.numero}`);
  doc.setLanguage(tenant.locale);
  doc.setProducer(tenant.nombre);
  const font = await embedFuenteUnicode(doc);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const brand = hexToRgb(tenant.theme.primaryColor);
  const banda = hexToRgb(tenant.theme.sidebarBackground);
  const paginas: PDFPage[] = [];
  let y = 0;

  /** Draws one line already fitted to its box. */
  const dibujar = (linea: string, caja: Caja, en: number) => {
    const page = paginas[paginas.length - 1]!;
    const medida = caja.font.widthOfTextAtSize(linea, caja.size);
    trazos.push({ pagina: paginas.length, x: caja.x, y: en, size: caja.size, ancho: caja.ancho, medida, texto: linea });
    page.drawText(linea, { x: caja.x, y: en, size: caja.size, font: caja.font, color: caja.color ?? rgb(0, 0, 0) });
  };

  const nuevaPagina = () => {
    const page = doc.addPage([ANCHO_PAGINA, ALTO_PAGINA]);
    paginas.push(page);
    const blanco = rgb(1, 1, 1);
    if (paginas.length === 1) {
      page.drawRectangle({ x: 0, y: 772, width: ANCHO_PAGINA, height: 70, color: banda });
      page.drawRectangle({ x: IZQUIERDA, y: 785, width: 44, height: 44, color: brand });
      dibujar(iniciales(tenant.nombre), { x: 58, ancho: 30, size: 16, font: bold, color: blanco }, 800);
      const [nombre = ''] = renglones(bold, 16, tenant.nombre, DERECHA - 106);
      dibujar(nombre, { x: 106, ancho: DERECHA - 106, size: 16, font: bold, color: blanco }, 808);
      const [titulo = ''] = renglones(font, 10, d.titulo, DERECHA - 106);
      dibujar(titulo, { x: 106, ancho: DERECHA - 106, size: 10, font, color: rgb(0.9, 0.9, 0.9) }, 790);
      y = 745;
    } else {
      page.drawRectangle({ x: 0, y: 806, width: ANCHO_PAGINA, height: 36, color: banda });
      const [nombre = ''] = renglones(bold, 11, tenant.nombre, 240);
      dibujar(nombre, { x: IZQUIERDA, ancho: 240, size: 11, font: bold, color: blanco }, 820);
      const [numero = ''] = renglones(font, 9, d.numero, 245);
      dibujar(numero, { x: 300, ancho: 245, size: 9, font, color: blanco }, 820);
      y = 780;
    }
  };

  /** Room for `alto` points below the baseline, or a new page. */
  const sitio = (alto = 0) => {
    if (y - alto < PIE) nuevaPagina();
  };

  /** Boxes side by side, line by line; a row that reaches the foot continues on the next page. */
  const fila = (columnas: [texto: string, caja: Caja][], alto: number) => {
    const lineas = columnas.map(([texto, caja]) => renglones(caja.font, caja.size, texto, caja.ancho));
    const n = Math.max(...lineas.map((l) => l.length));
    for (let i = 0; i < n; i++) {
      sitio();
      columnas.forEach(([, caja], c) => {
        const linea = lineas[c]![i];
        if (linea) dibujar(linea, caja, y);
      });
      y -= alto;
    }
  };

  nuevaPagina();
  fila(
    [
      [d.numero, { x: IZQUIERDA, ancho: 270, size: 14, font: bold }],
      [d.estado, { x: 330, ancho: DERECHA - 330, size: 10, font }],
    ],
    17,
  );
  y -= 7;

  for (const s of d.secciones) {
    // A title never stays alone at a page's foot.
    sitio(24 + RENGLON);
    y -= 8;
    fila([[s.titulo, { x: IZQUIERDA, ancho: ANCHO_UTIL, size: 12, font: bold, color: brand }]], 14);
    const page = paginas[paginas.length - 1]!;
    page.drawLine({ start: { x: IZQUIERDA, y: y + 8 }, end: { x: DERECHA, y: y + 8 }, thickness: 0.6, color: brand });
    y -= 8;
    for (const [etiqueta, valor] of s.lineas) {
      fila(
        [
          [etiqueta, { ...ETIQUETA, font, color: GRIS }],
          [valor, { ...VALOR, font }],
        ],
        RENGLON,
      );
      y -= 3;
    }
  }

  if (d.verificacion) {
    sitio(QR + 20);
    y -= 10;
    const arriba = y;
    drawQr(paginas[paginas.length - 1]!, d.verificacion.url, DERECHA - QR, arriba - QR + 10, QR);
    const texto = { x: IZQUIERDA, ancho: DERECHA - QR - 15 - IZQUIERDA };
    fila([[t.codigoVerificacion, { ...texto, size: 9, font: bold, color: GRIS }]], 20);
    fila([[d.verificacion.codigo, { ...texto, size: 16, font: bold }]], 20);
    fila([[t.verificaEn(d.verificacion.url), { ...texto, size: 8, font }]], 10);
    y = Math.min(y, arriba - QR) - 6;
  }
  if (d.urlCondiciones)
    fila([[t.condicionesEn(d.urlCondiciones), { x: IZQUIERDA, ancho: ANCHO_UTIL, size: 8, font, color: GRIS }]], 10);
  if (d.aviso) {
    y -= 6;
    fila([[d.aviso, { x: IZQUIERDA, ancho: ANCHO_UTIL, size: 9, font: bold, color: rgb(0.7, 0.2, 0.2) }]], 12);
  }

  paginas.forEach((page, i) => {
    const pie = t.pagina(d.numero, i + 1, paginas.length);
    const size = 8;
    const medida = font.widthOfTextAtSize(legible(font, pie), size);
    trazos.push({ pagina: i + 1, x: DERECHA - medida, y: 25, size, ancho: ANCHO_UTIL, medida, texto: pie });
    page.drawText(legible(font, pie), { x: DERECHA - medida, y: 25, size, font, color: GRIS });
  });
  return doc.save();
};
