import { randomUUID } from 'node:crypto';
import {
  ARCHIVO_DECLARACION_GRANDE,
  ARCHIVOS_DECLARACION,
  MAX_ARCHIVO_DECLARACION,
  type AdjuntarFactura,
  type AdjuntarPago,
  type ArchivoDeclaracion,
} from '#shared/contract/schemas/declaracion.ts';
import { prefijoDeZona } from '#shared/contract/archivos.ts';
import { puedeDeclaracion } from '#shared/declaraciones/estados.ts';
import { confirmarLiquidacion, type DecisionFaltante } from '#shared/declaraciones/liquidacion.ts';
import type { Principal } from '../auth/principal.ts';
import { FILE_MESSAGES } from '#shared/files/limits.ts';
import { Subida } from '../data/subidas.ts';
import { MAX_PAGOS, type DeclaracionItem, type FacturaItem, type PagoItem } from '../data/declaraciones.ts';
import { coincideConElTipo } from '../files/primeros-bytes.ts';
import { adoptUpload, deleteDocuments, documentKey, presignUpload, type ReglasArchivo } from '../files/storage.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../http/errors.ts';
import { declaracionDelCaller } from './acceso.ts';
import { NO_PERMITIDA, transicionar } from './transicion.ts';

const MENSAJES: Record<ArchivoDeclaracion, string> = {
  factura: 'La factura debe ser un archivo PDF.',
  cfdi: 'El CFDI debe ser un archivo XML.',
  pago: 'El comprobante debe ser un PDF o una imagen (JPG, PNG o WEBP).',
};
/** Mexico: the only country whose invoices carry a CFDI. */
const MEXICO = 484;

const reglas = (tipo: ArchivoDeclaracion): ReglasArchivo => ({
  tipos: ARCHIVOS_DECLARACION[tipo],
  maxBytes: MAX_ARCHIVO_DECLARACION,
  mensajes: { tooBig: ARCHIVO_DECLARACION_GRANDE, badType: MENSAJES[tipo] },
  firma: coincideConElTipo,
});

/** Uploads of a declaration wait here: a key of another declaration or tenant is never adopted. */
const prefijo = (tenant: string, id: string) => `${prefijoDeZona('subidas-declaraciones', tenant)}${id}/`;
/** Where an adopted file lives: its name keeps the upload's unique part, so a retried attach finds it. */
const destino = (tenant: string, id: string, pendiente: string) =>
  documentKey('declaraciones', tenant, id, pendiente.slice(pendiente.lastIndexOf('/') + 1));

const conPermiso = (principal: Principal, tipo: ArchivoDeclaracion) => {
  const permiso = tipo === 'pago' ? 'declaraciones.editarPagos' : 'declaracionesCompra.consultar';
  if (!principal.permisos.has(permiso)) throw new ForbiddenError();
};

/** Who signed an upload and for which declaration: only they attach it, and only there. */
const ambito = (principal: Principal, id: string) => ({
  llamante: `usuario:${principal.usuario.id}`,
  destino: `declaracion:${id}`,
});
/** A form can take a while to fill in after its upload. */
const SUBIDA_TTL_SECONDS = 24 * 60 * 60;

const porUsuario = (principal: Principal) => ({ id: principal.usuario.id, email: principal.usuario.email });

/** A presigned POST for a file of the declaration, only when the action it is for is allowed now. */
export const presignarArchivo = async (
  principal: Principal,
  id: string,
  req: { tipo: ArchivoDeclaracion; nombreArchivo: string; contentType: string; tamano: number },
) => {
  conPermiso(principal, req.tipo);
  const d = await declaracionDelCaller(principal, id);
  if (req.tipo === 'cfdi' && principal.tenant.paisPolizaId !== MEXICO)
    throw new ValidationError([{ path: 'tipo', message: 'El CFDI sólo se adjunta en México.' }]);
  if (!(ARCHIVOS_DECLARACION[req.tipo] as readonly string[]).includes(req.contentType))
    throw new ValidationError([{ path: 'contentType', message: MENSAJES[req.tipo] }]);
  const accion = req.tipo === 'pago' ? 'cargarPago' : 'cargarFactura';
  if (!puedeDeclaracion(d, accion, new Date().toISOString())) throw new ConflictError(NO_PERMITIDA);
  if (req.tipo === 'pago' && d.pagos.length >= MAX_PAGOS)
    throw new ConflictError(`Una declaración admite hasta ${MAX_PAGOS} comprobantes.`);
  const post = await presignUpload({
    zona: 'subidas-declaraciones',
    tenant: principal.tenant.id,
    partes: [d.id],
    fileName: req.nombreArchivo,
    contentType: req.contentType,
    maxBytes: MAX_ARCHIVO_DECLARACION,
  });
  await principal.db.write(
    Subida.create({
      key: post.key,
      ...ambito(principal, d.id),
      lista: req.tipo,
      expiraEn: Math.floor(Date.now() / 1000) + SUBIDA_TTL_SECONDS,
    }),
  );
  return { url: post.url, fields: post.fields, key: post.key };
};

/**
 * Moves an upload to the declaration: only a key this server signed for this caller, declaration and
 * file kind, still alive (a rewritten key, another caller's or the invoice's slot used as a proof are
 * refused without touching S3). Answers the final key and the write that consumes the slot, for the
 * attach's own transaction: a slot is attached once.
 */
const adoptar = async (principal: Principal, d: DeclaracionItem, key: string, tipo: ArchivoDeclaracion, campo: string) => {
  const { db, tenant } = principal;
  const subida = await db.get(Subida, { key }, { consistent: true });
  const propio = ambito(principal, d.id);
  const emitida =
    subida &&
    subida.llamante === propio.llamante &&
    subida.destino === propio.destino &&
    subida.lista === tipo &&
    subida.expiraEn > Date.now() / 1000;
  if (!emitida) throw new ValidationError([{ path: campo, message: FILE_MESSAGES.missing }]);
  const destKey = destino(tenant.id, d.id, key);
  const check = await adoptUpload(tenant.id, key, destKey, reglas(tipo), prefijo(tenant.id, d.id));
  if (!check.ok) throw new ValidationError([{ path: campo, message: check.message }]);
  return { key: destKey, ops: Subida.delete({ key }, { llamante: propio.llamante }) };
};

/** Attaches the uploaded invoice (and CFDI): Declarada → Facturada. A retry of the same upload answers the declaration. */
export const adjuntarFacturaA = async (principal: Principal, id: string, body: AdjuntarFactura) => {
  const d = await declaracionDelCaller(principal, id);
  if (d.factura?.key === destino(principal.tenant.id, d.id, body.key)) return d;
  if (!puedeDeclaracion(d, 'cargarFactura', new Date().toISOString())) throw new ConflictError(NO_PERMITIDA);
  // Dates and amount were checked by the contract (adjuntarFacturaSchema), as the form checks them.
  if (body.xml && principal.tenant.paisPolizaId !== MEXICO)
    throw new ValidationError([{ path: 'xml', message: 'El CFDI sólo se adjunta en México.' }]);
  const archivo = await adoptar(principal, d, body.key, 'factura', 'key');
  const xml = body.xml ? await adoptar(principal, d, body.xml.key, 'cfdi', 'xml.key') : null;
  const factura: FacturaItem = {
    numero: body.numero,
    fecha: body.fecha,
    vto: body.vto,
    importe: body.importe,
    key: archivo.key,
    nombreArchivo: body.nombreArchivo,
    xml: body.xml && xml ? { key: xml.key, nombreArchivo: body.xml.nombreArchivo } : null,
    cargada: { fecha: new Date().toISOString(), usuario: principal.usuario.email },
  };
  return transicionar(principal.db, d, {
    accion: 'cargarFactura',
    por: porUsuario(principal),
    cambios: { factura },
    factura,
    ops: [...archivo.ops, ...(xml?.ops ?? [])],
  });
};

/** Removes the invoice of an unpaid Facturada declaration (back to Declarada) and then its files. */
export const eliminarFacturaDe = async (principal: Principal, id: string) => {
  const d = await declaracionDelCaller(principal, id);
  const factura = d.factura;
  const next = await transicionar(principal.db, d, {
    accion: 'eliminarFactura',
    por: porUsuario(principal),
    cambios: { factura: null },
    factura,
  });
  if (factura) await deleteDocuments([factura.key, ...(factura.xml ? [factura.xml.key] : [])]);
  return next;
};

/** Adds a payment proof ('Revisar' until the payment is confirmed). A retry of the same upload answers the declaration. */
export const adjuntarPagoA = async (principal: Principal, id: string, body: AdjuntarPago) => {
  const d = await declaracionDelCaller(principal, id);
  const destKey = destino(principal.tenant.id, d.id, body.key);
  if (d.pagos.some((p) => p.key === destKey)) return d;
  if (!puedeDeclaracion(d, 'cargarPago', new Date().toISOString())) throw new ConflictError(NO_PERMITIDA);
  if (body.importe <= 0) throw new ValidationError([{ path: 'importe', message: 'Debe ser mayor a 0' }]);
  if (d.pagos.length >= MAX_PAGOS) throw new ConflictError(`Una declaración admite hasta ${MAX_PAGOS} comprobantes.`);
  const archivo = await adoptar(principal, d, body.key, 'pago', 'key');
  const pago: PagoItem = {
    id: randomUUID(),
    fecha: body.fecha,
    metodo: body.metodo,
    importe: body.importe,
    verificado: false,
    key: archivo.key,
    nombreArchivo: body.nombreArchivo,
    cargado: { fecha: new Date().toISOString(), usuario: principal.usuario.email },
  };
  return transicionar(principal.db, d, {
    accion: 'cargarPago',
    por: porUsuario(principal),
    cambios: { pagos: [...d.pagos, pago] },
    pago,
    ops: archivo.ops,
  });
};

export const eliminarPagoDe = async (principal: Principal, id: string, pagoId: string) => {
  const d = await declaracionDelCaller(principal, id);
  const pago = d.pagos.find((p) => p.id === pagoId);
  if (!pago) throw new NotFoundError('El comprobante no existe.');
  const next = await transicionar(principal.db, d, {
    accion: 'eliminarPago',
    por: porUsuario(principal),
    cambios: { pagos: d.pagos.filter((p) => p.id !== pagoId) },
    pago,
  });
  await deleteDocuments([pago.key]);
  return next;
};

/**
 * Confirms the payment (the two pagadas calls of spec 2 §7): every proof verified, and paid only when
 * the proofs add up to the invoice or the person wrote the shortfall off; a shortfall without a
 * decision, or with one taken on other amounts, is a 409 that changes nothing. The write is
 * conditional on the version read, so of two confirmations at once one wins and the other gets 409.
 */
export const confirmarPagoDe = async (principal: Principal, id: string, faltante?: DecisionFaltante) => {
  const d = await declaracionDelCaller(principal, id);
  if (!d.factura || !puedeDeclaracion(d, 'confirmarPago', new Date().toISOString())) throw new ConflictError(NO_PERMITIDA);
  const confirmacion = confirmarLiquidacion(d.factura.importe, d.pagos, d.moneda.simbolo, faltante);
  if (!confirmacion.ok) throw new ConflictError(confirmacion.mensaje);
  const { pagada, liquidacion } = confirmacion;
  const por = porUsuario(principal);
  return transicionar(principal.db, d, {
    accion: pagada ? 'confirmarPago' : 'verificarPagos',
    por,
    cambios: {
      pagos: d.pagos.map((p) => ({ ...p, verificado: true })),
      ...(liquidacion.condonado
        ? {
            condonacion: {
              importe: liquidacion.condonado,
              motivo: liquidacion.motivo ?? '',
              fecha: new Date().toISOString(),
              usuario: por.email,
            },
          }
        : {}),
    },
    liquidacion,
  });
};
