import { randomBytes } from 'node:crypto';
import { coberturaEmbarcacion } from '#shared/checkout/poliza.ts';
import { createCotizacionEmbarcacion } from '#shared/contract/operations/checkout.ts';
import { ENTIDAD_EMBARCACION, enlaceCheckout } from '#lib/checkout/cotizacion.ts';
import { guardarCotizacionEmbarcacion, type CotizacionEmbarcacionItem } from '#lib/data/embarcaciones.ts';
import { Empresa } from '#lib/data/empresas.ts';
import { auditar } from '#lib/data/plataforma.ts';
import { ValidationError } from '#lib/http/errors.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { publishEvent } from '#lib/ports/eventos.ts';

const NO_ES_ASEGURADORA = 'No es una aseguradora del portal';

/**
 * A producer registers a boat quote to be paid (in pesos: the wallet charges ARS) and gets its
 * checkout link; the quote is listed under the company the producer works under. The insurer is one
 * of the tenant's insurers, read from the table, and the coverage one of the boat product's. The
 * quotation PDF follows on CotizacionEmbarcacionCreada.
 */
export const handler = operationHandler(createCotizacionEmbarcacion, async ({ body }, principal) => {
  const { db, tenant, usuario, empresaId } = principal;
  const aseguradora = await db.get(Empresa, { id: body.aseguradoraId });
  if (aseguradora?.tipo !== 'aseguradora') throw new ValidationError([{ path: 'aseguradoraId', message: NO_ES_ASEGURADORA }]);
  const q: CotizacionEmbarcacionItem = {
    id: randomBytes(16).toString('base64url'),
    nombre: body.nombre,
    total: Math.round(body.total * 100) / 100,
    moneda: { codigo: 'ARS', simbolo: '$' },
    sumaAsegurada: Math.round(body.sumaAsegurada * 100) / 100,
    cobertura: coberturaEmbarcacion(body.coberturaId),
    aseguradora: { id: aseguradora.id, nombre: aseguradora.nombre, cif: aseguradora.cif },
    tomador: body.tomador,
    estado: 'pendiente',
    intencion: null,
    intenciones: [],
    rechazo: null,
    poliza: null,
    codigoVerificacion: null,
    documentos: {},
    creadoPor: { id: usuario.id, email: usuario.email },
    emisorId: empresaId,
    version: 1,
    creado: new Date().toISOString(),
  };
  await db.write([
    ...guardarCotizacionEmbarcacion(null, q),
    ...auditar({ entidad: ENTIDAD_EMBARCACION, id: q.id, accion: 'crear', por: usuario, hacia: q.estado }),
  ]);
  await publishEvent(tenant.id, 'CotizacionEmbarcacionCreada', { id: q.id, ramo: 'embarcacion', version: q.version });
  return { id: q.id, url: enlaceCheckout(tenant, q) };
});
