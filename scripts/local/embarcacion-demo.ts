import { createHash } from 'node:crypto';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { enlaceCheckout } from '#lib/checkout/cotizacion.ts';
import { completarDocumentosEmbarcacion } from '#lib/checkout/documentos.ts';
import { guardarCotizacionEmbarcacion, type CotizacionEmbarcacionItem } from '#lib/data/embarcaciones.ts';
import { ConditionFailed, type TenantDb } from '#lib/data/model/db.ts';

/** The demo boat quote of a tenant: a stable id, so its checkout link is the same on every start. */
export const idDemo = (tenant: string) =>
  createHash('sha256').update(`embarcacion-demo:${tenant}`).digest('base64url').slice(0, 22);

const demo = (tenant: string): CotizacionEmbarcacionItem => ({
  id: idDemo(tenant),
  nombre: 'La Gaviota',
  total: 185_430.5,
  moneda: { codigo: 'ARS', simbolo: '$' },
  tomador: { nombre: 'Marina Costa', email: `marina.costa@${tenant}-clientes.demo` },
  estado: 'pendiente',
  intencion: null,
  intenciones: [],
  poliza: null,
  documentos: {},
  creadoPor: { id: 0, email: 'semilla' },
  version: 1,
  creado: new Date().toISOString(),
});

/**
 * A boat quote ready for the checkout (the boat quoting flow is outside the portal: producers register
 * quotes with POST /v1/checkout), with its quotation PDF; `npm start` prints its link. Once paid it
 * stays paid: `npm run reset` brings a fresh one.
 */
export const ensureEmbarcacionDemo = async (db: TenantDb, tenant: Tenant) => {
  const q = demo(tenant.id);
  try {
    await db.write(guardarCotizacionEmbarcacion(null, q));
    await completarDocumentosEmbarcacion(db, tenant, q);
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err;
  }
};

export const enlaceEmbarcacionDemo = (tenant: Tenant) => enlaceCheckout(tenant, demo(tenant.id));
