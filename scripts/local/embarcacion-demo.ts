import { createHash } from 'node:crypto';
import { coberturaEmbarcacion } from '#shared/checkout/poliza.ts';
import type { Empresa } from '#shared/contract/schemas/empresa.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { enlaceCheckout } from '#lib/checkout/cotizacion.ts';
import { completarDocumentosEmbarcacion } from '#lib/checkout/documentos.ts';
import { guardarCotizacionEmbarcacion, type CotizacionEmbarcacionItem } from '#lib/data/embarcaciones.ts';
import { ConditionFailed, type TenantDb } from '#lib/data/model/db.ts';

/** The demo boat quote of a tenant: a stable id, so its checkout link is the same on every start. */
export const idDemo = (tenant: string) =>
  createHash('sha256').update(`embarcacion-demo:${tenant}`).digest('base64url').slice(0, 22);

/** What its checkout link says. */
const enlace = (tenant: string) => ({
  id: idDemo(tenant),
  nombre: 'La Gaviota',
  total: 185_430.5,
  moneda: { codigo: 'ARS', simbolo: '$' },
});

const demo = (
  tenant: string,
  aseguradora: Pick<Empresa, 'id' | 'nombre' | 'cif'>,
  productora: Pick<Empresa, 'id'>,
): CotizacionEmbarcacionItem => ({
  ...enlace(tenant),
  sumaAsegurada: 45_000_000,
  cobertura: coberturaEmbarcacion('todo-riesgo'),
  aseguradora: { id: aseguradora.id, nombre: aseguradora.nombre, cif: aseguradora.cif },
  tomador: { nombre: 'Marina Costa', email: `marina.costa@${tenant}-clientes.demo` },
  estado: 'pendiente',
  intencion: null,
  intenciones: [],
  rechazo: null,
  poliza: null,
  documentos: {},
  creadoPor: { id: 0, email: 'semilla' },
  emisorId: productora.id,
  version: 1,
  creado: new Date().toISOString(),
});

/**
 * A boat quote ready for the checkout (the boat quoting flow is outside the portal: producers register
 * quotes with POST /v1/checkout), insured with the tenant's first insurer and listed under the demo
 * producer's company, with its quotation PDF; `npm start` prints its link. Once paid it stays paid:
 * `npm run reset` brings a fresh one.
 */
export const ensureEmbarcacionDemo = async (
  db: TenantDb,
  tenant: Tenant,
  aseguradora: Pick<Empresa, 'id' | 'nombre' | 'cif'>,
  productora: Pick<Empresa, 'id'>,
) => {
  const q = demo(tenant.id, aseguradora, productora);
  try {
    await db.write(guardarCotizacionEmbarcacion(null, q));
    await completarDocumentosEmbarcacion(db, tenant, q);
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err;
  }
};

export const enlaceEmbarcacionDemo = (tenant: Tenant) => enlaceCheckout(tenant, enlace(tenant.id));
