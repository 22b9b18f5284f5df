import type { CheckoutVista } from '#shared/contract/schemas/checkout.ts';
import { CotizacionEmbarcacion, type CotizacionEmbarcacionItem } from '../data/embarcaciones.ts';
import type { TenantDb } from '../data/model/db.ts';
import { NotFoundError } from '../http/errors.ts';
import { urlPortal } from '../viajes/verificacion.ts';

export const ENTIDAD_EMBARCACION = 'cotizacion-embarcacion';
export const NO_EXISTE = 'La cotización no existe.';

export const leerCotizacionEmbarcacion = async (db: TenantDb, id: string, consistent = false) => {
  const q = await db.get(CotizacionEmbarcacion, { id }, { consistent });
  if (!q) throw new NotFoundError(NO_EXISTE);
  return q;
};

/** What the checkout shows: the server's values, never the link's. */
export const toCheckoutVista = (q: CotizacionEmbarcacionItem): CheckoutVista => ({
  id: q.id,
  nombre: q.nombre,
  total: q.total,
  moneda: q.moneda,
  estado: q.estado,
  intencion: q.estado === 'pendiente' ? q.intencion : null,
  pagoRechazado: q.estado === 'pendiente' && q.rechazo !== null,
  poliza: q.poliza ? { numero: q.poliza.numero, codigoVerificacion: q.codigoVerificacion ?? null } : null,
});

/** The checkout link of a quote: the spec's query (total, nombre, moneda, id) over a random id the server issued. */
export const enlaceCheckout = (
  tenant: Parameters<typeof urlPortal>[0],
  q: Pick<CotizacionEmbarcacionItem, 'id' | 'nombre' | 'total' | 'moneda'>,
) =>
  urlPortal(
    tenant,
    `/checkout?${new URLSearchParams({ total: String(q.total), nombre: q.nombre, moneda: q.moneda.simbolo, id: q.id })}`,
  );
