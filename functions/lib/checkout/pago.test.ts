import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findTenant } from '#shared/tenants/tenants.ts';
import type { CotizacionEmbarcacionItem } from '../data/embarcaciones.ts';
import type { TenantDb } from '../data/model/db.ts';
import { SinTiempo } from '../aws/presupuesto.ts';
import { HttpError } from '../http/errors.ts';
import { abrirIntencion, BILLETERA_NO_RESPONDE, sincronizarPago } from './pago.ts';

// A wallet whose every call ran out of its request's time (what the cloud adapter throws then).
vi.mock('../ports/billetera.ts', () => ({
  billetera: async () => ({
    crearIntencion: () => Promise.reject(new SinTiempo('billetera /token')),
    estado: () => Promise.reject(new SinTiempo('billetera /payment-intentions/i-1')),
  }),
}));

const cotizacion = (intencion: CotizacionEmbarcacionItem['intencion']): CotizacionEmbarcacionItem => ({
  id: 'q-1',
  nombre: 'La Gaviota',
  total: 1000,
  moneda: { codigo: 'ARS', simbolo: '$' },
  sumaAsegurada: 500_000,
  cobertura: { id: 'rc', nombre: 'Responsabilidad civil', descripcion: 'Daños a terceros.' },
  aseguradora: { id: 1, nombre: 'Aseguradora del Sur S.A.', cif: '30000000015' },
  tomador: { nombre: 'Ana', email: 'ana@example.com' },
  estado: 'pendiente',
  intencion,
  intenciones: intencion ? [intencion.id] : [],
  rechazo: null,
  poliza: null,
  documentos: {},
  creadoPor: { id: 1, email: 'ana@example.com' },
  emisorId: 10,
  version: 1,
  creado: '2026-11-27T12:00:00.000Z',
});
// Nothing may be written when the wallet did not answer.
const db = { write: vi.fn() } as unknown as TenantDb;
const llamante = { db, tenant: findTenant('cargosur')! };

beforeAll(() => vi.stubEnv('LOG_LEVEL', 'silent'));
afterAll(() => vi.unstubAllEnvs());

describe('the checkout when the wallet does not answer in time', () => {
  it('"Pagar" answers a clear 502, not the function’s timeout or a 500', async () => {
    await expect(abrirIntencion(llamante, cotizacion(null))).rejects.toEqual(new HttpError(502, BILLETERA_NO_RESPONDE));
    expect(db.write).not.toHaveBeenCalled();
  });

  it('the page’s poll gets the quote as it stands, to ask again on the next poll', async () => {
    const abierta = cotizacion({ id: 'i-1', qr: 'qr', urlPago: 'u', expira: '2099-01-01T00:00:00.000Z' });
    await expect(sincronizarPago(llamante, abierta)).resolves.toBe(abierta);
    expect(db.write).not.toHaveBeenCalled();
  });
});
