import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { embedFuenteUnicode } from './fuente.ts';
import { legible } from './texto.ts';

/**
 * The page every portal document is drawn on: an A4 with the tenant's brand band, and the labelled
 * lines and sections its body is written in.
 */
export const hexToRgb = (hex: string) => {
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

type TextOptions = NonNullable<Parameters<PDFPage['drawText']>[1]> & { font: PDFFont };

/** Every string reaches the page through here, so no text can make the render throw. */
export const write = (page: PDFPage, text: string, options: TextOptions, max?: number) =>
  page.drawText(legible(options.font, text, max), options);

export interface Pen {
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
  y: number;
}

export const line = (pen: Pen, label: string, value: string) => {
  write(pen.page, label, { x: 50, y: pen.y, size: 9, font: pen.bold, color: rgb(0.35, 0.35, 0.4) });
  write(pen.page, value, { x: 200, y: pen.y, size: 10, font: pen.font }, 95);
  pen.y -= 16;
};

export const section = (pen: Pen, title: string, color: ReturnType<typeof rgb>) => {
  pen.y -= 8;
  write(pen.page, title, { x: 50, y: pen.y, size: 12, font: pen.bold, color });
  pen.y -= 6;
  pen.page.drawLine({ start: { x: 50, y: pen.y }, end: { x: 545, y: pen.y }, thickness: 0.6, color });
  pen.y -= 16;
};

/**
 * A new document of one page with the tenant's band and the title; answers the pen below it and the
 * brand colour. What people typed is drawn in the Unicode font; the bold titles and labels are the
 * document's own Spanish text, which the standard font covers.
 */
export const nuevaHoja = async (tenant: Tenant, titulo: string, tituloDocumento: string) => {
  const doc = await PDFDocument.create();
  doc.setTitle(tituloDocumento);
  doc.setLanguage('es-AR');
  doc.setProducer(tenant.nombre);
  const page = doc.addPage([595, 842]);
  const font = await embedFuenteUnicode(doc);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const brand = hexToRgb(tenant.theme.primaryColor);
  page.drawRectangle({ x: 0, y: 772, width: 595, height: 70, color: hexToRgb(tenant.theme.sidebarBackground) });
  page.drawRectangle({ x: 50, y: 785, width: 44, height: 44, color: brand });
  write(page, iniciales(tenant.nombre), { x: 58, y: 800, size: 16, font: bold, color: rgb(1, 1, 1) });
  write(page, tenant.nombre, { x: 106, y: 808, size: 16, font: bold, color: rgb(1, 1, 1) });
  write(page, titulo, { x: 106, y: 790, size: 10, font, color: rgb(0.9, 0.9, 0.9) });
  const pen: Pen = { page, font, bold, y: 745 };
  return { doc, page, pen, brand };
};

/** A quotation's paper says, at the foot, that it covers nothing. */
export const avisoDeCotizacion = (pen: Pen) =>
  write(pen.page, 'Cotización sin emitir: no es un certificado de cobertura.', {
    x: 50,
    y: 80,
    size: 9,
    font: pen.bold,
    color: rgb(0.7, 0.2, 0.2),
  });
