import { expect } from 'vitest';
import { idDeclaracion, rangoDelPeriodo } from '#shared/declaraciones/periodo.ts';
import { cerrar, emitido, mesPropio, resultado, TENANT } from './declaraciones-datos.ts';
import { api, subirAS3 } from './helpers.ts';

/** Files of the declarations' suites: a real PDF and PNG header, and an executable. */
export const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') as Uint8Array<ArrayBuffer>;
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]) as Uint8Array<ArrayBuffer>;
export const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]) as Uint8Array<ArrayBuffer>;

/** A sales declaration of an issuer (by default the partner, company 20) with two certificates, made a draft by the real close. */
export const borradorDelPartner = async (emisorId = 20) => {
  const p = mesPropio();
  const fecha = new Date(Date.parse(rangoDelPeriodo(p).desde) + 86_400_000).toISOString();
  await emitido({ fecha, emisorId, polizaId: 1, aseguradoraId: 1 });
  await emitido({ fecha, emisorId, polizaId: 1, aseguradoraId: 1, ramo: 'contenedores' });
  await cerrar(p);
  return { venta: idDeclaracion(p, { tipo: 'venta', emisorId }, resultado.moneda.id), p };
};

/** Asks for an upload slot of the declaration and uploads the bytes to it as the browser does; answers the key. */
export const subir = async (
  token: string,
  id: string,
  tipo: 'factura' | 'pago' | 'cfdi',
  bytes: Uint8Array<ArrayBuffer>,
  ct: string,
) => {
  const slot = await api('POST', `/v1/declaraciones/${id}/archivos`, {
    token,
    body: { tipo, nombreArchivo: `${tipo}.pdf`, contentType: ct, tamano: bytes.length },
  });
  expect(slot.status).toBe(200);
  expect(slot.body.key).toContain(`/${TENANT}/declaracion/${id}/`);
  await subirAS3(slot.body, bytes, ct);
  return slot.body.key as string;
};

/** An invoice to attach; the number is searched by, so a suite that does not search gives its own. */
export const factura = (key: string, importe = 500, numero = 'A-0001-00001234') => ({
  key,
  nombreArchivo: 'factura.pdf',
  numero,
  fecha: '2026-11-01',
  vto: '2026-11-30',
  importe,
});
