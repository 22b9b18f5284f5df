import * as z from 'zod/mini';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { eventoDeclaracionSchema } from '#shared/contract/schemas/declaracion-evento.ts';
import { Declaracion } from '#lib/data/declaraciones.ts';
import { Auditoria } from '#lib/data/plataforma.ts';
import { db, eventos, TENANT } from './declaraciones-datos.ts';
import { borradorDelPartner, factura, PDF, PNG, subir } from './declaraciones-archivos-datos.ts';
import { api, subirAS3, tokenOf, useTestEmulators } from './helpers.ts';

let admin: string;
let emisor: string;

beforeAll(async () => {
  useTestEmulators();
  process.env.PORTS_MODE = 'local';
  process.env.EVENTS_LOCAL_DIR = inject('eventsLocalDir');
  [admin, emisor] = (await Promise.all(['administrador', 'emisor'].map((r) => tokenOf(TENANT, r)))) as [string, string];
});

/** A declaration of the partner, declared and invoiced for `importe`, with one proof per amount informed by the partner. */
const facturadaConPagos = async (importe: number, pagos: number[]) => {
  const { venta } = await borradorDelPartner();
  expect((await api('POST', '/v1/declaraciones/declaradas', { token: emisor, body: { id: venta } })).status).toBe(200);
  const key = await subir(admin, venta, 'factura', PDF, 'application/pdf');
  expect(
    (await api('POST', `/v1/declaraciones/${venta}/facturas`, { token: admin, body: factura(key, importe, `P-${venta}`) }))
      .status,
  ).toBe(200);
  for (const monto of pagos) await informarPago(venta, monto);
  return venta;
};

const informarPago = async (id: string, importe: number) => {
  const proof = await subir(emisor, id, 'pago', PNG, 'image/png');
  const res = await api('POST', `/v1/declaraciones/${id}/pagos`, {
    token: emisor,
    body: { key: proof, nombreArchivo: 'transferencia.png', fecha: '2026-11-10', metodo: 'Transferencia', importe },
  });
  expect(res.status).toBe(200);
  return res;
};

const confirmar = (id: string, extra: Record<string, unknown> = {}) =>
  api('POST', `/v1/declaraciones/${id}/pagadas`, { token: admin, body: { id, ...extra } });

const facturadasSinPagar = async (token: string) => {
  const tablero = await api('GET', '/v1/dashboard', { token });
  return (tablero.body.declaraciones as { tipo: string; facturadas: number }[]).find((d) => d.tipo === 'venta')!.facturadas;
};

describe('confirming a payment', () => {
  it('settles when the proofs add up to the invoice, and the dashboard stops counting it as unpaid', async () => {
    const venta = await facturadaConPagos(500, [200, 300]);
    const antes = await facturadasSinPagar(emisor);
    const pagada = await confirmar(venta);
    expect(pagada.status).toBe(200);
    expect(pagada.body).toMatchObject({ pagada: true, factura: { saldo: { monto: 0 } } });
    expect(await facturadasSinPagar(emisor)).toBe(antes - 1);
    const [evento] = eventos(venta, 'DeclaracionPagada');
    expect(evento.detail.liquidacion).toEqual({ factura: 500, pagado: 500, condonado: 0, saldo: 0 });
    expect(z.safeParse(eventoDeclaracionSchema, evento.detail).error).toBeUndefined();
  });

  it('refuses to settle a shortfall without an explicit decision, and changes nothing', async () => {
    const venta = await facturadaConPagos(462, [300]);
    const res = await confirmar(venta);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('162,00');
    const d = (await db().get(Declaracion, { id: venta }, { consistent: true }))!;
    expect(d.pagada).toBe(false);
    expect(d.pagos.map((p) => p.verificado)).toEqual([false]);
    expect(eventos(venta, 'DeclaracionPagada')).toEqual([]);
    // A decision needs a reason to write off, and the amount the person saw.
    const sinMotivo = await confirmar(venta, { faltante: { decision: 'condonar', pagado: 300, motivo: '' } });
    expect(sinMotivo.status).toBe(400);
    // The amounts changed since the dialog (another proof, or one removed): confirm again.
    const otroImporte = await confirmar(venta, {
      faltante: { decision: 'condonar', pagado: 250, motivo: 'Diferencia de cambio' },
    });
    expect(otroImporte.status).toBe(409);
    expect((await db().get(Declaracion, { id: venta }, { consistent: true }))!.pagada).toBe(false);
  });

  it('writes the shortfall off with its reason: audited, shown and sent to finance', async () => {
    const venta = await facturadaConPagos(462, [300]);
    const res = await confirmar(venta, {
      faltante: { decision: 'condonar', pagado: 300, motivo: 'Diferencia de cambio acordada' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      pagada: true,
      factura: { saldo: { monto: 0 }, condonado: { monto: 162, motivo: 'Diferencia de cambio acordada' } },
    });
    expect(res.body.pagos[0].estado.texto).toBe('Verificado');
    const [evento] = eventos(venta, 'DeclaracionPagada');
    expect(evento.detail.liquidacion).toEqual({
      factura: 462,
      pagado: 300,
      condonado: 162,
      saldo: 0,
      motivo: 'Diferencia de cambio acordada',
    });
    expect(z.safeParse(eventoDeclaracionSchema, evento.detail).error).toBeUndefined();
    const historial = await db().query(Auditoria, 'primary', { entidad: 'declaracion', entidadId: venta }, { limit: 20 });
    expect(historial.items.find((h) => h.accion === 'confirmarPago')?.detalle).toMatchObject({
      liquidacion: { factura: 462, pagado: 300, condonado: 162, motivo: 'Diferencia de cambio acordada' },
    });
  });

  it('keeps the balance open: the proofs are verified, the rest stays owed until it is paid', async () => {
    const venta = await facturadaConPagos(462, [300]);
    const antes = await facturadasSinPagar(emisor);
    const parcial = await confirmar(venta, { faltante: { decision: 'mantenerSaldo', pagado: 300 } });
    expect(parcial.status).toBe(200);
    expect(parcial.body).toMatchObject({ pagada: false, factura: { saldo: { monto: 162 }, pagada: false } });
    expect(parcial.body.pagos[0].estado.texto).toBe('Verificado');
    expect(await facturadasSinPagar(emisor)).toBe(antes);
    expect(eventos(venta, 'DeclaracionPagada')).toEqual([]);
    const [evento] = eventos(venta, 'PagoParcialConfirmado');
    expect(evento.detail.liquidacion).toEqual({ factura: 462, pagado: 300, condonado: 0, saldo: 162 });
    // With nothing new to verify there is nothing to confirm.
    expect((await confirmar(venta, { faltante: { decision: 'mantenerSaldo', pagado: 300 } })).status).toBe(409);

    await informarPago(venta, 162);
    const total = await confirmar(venta);
    expect(total.status).toBe(200);
    expect(total.body.pagada).toBe(true);
    expect(eventos(venta, 'DeclaracionPagada')[0].detail.liquidacion).toEqual({
      factura: 462,
      pagado: 462,
      condonado: 0,
      saldo: 0,
    });
    expect(await facturadasSinPagar(emisor)).toBe(antes - 1);
  });

  it('of two confirmations at once, one settles and the other gets 409', async () => {
    const venta = await facturadaConPagos(462, [300]);
    const decision = { faltante: { decision: 'condonar', pagado: 300, motivo: 'Acuerdo comercial' } };
    const respuestas = await Promise.all([confirmar(venta, decision), confirmar(venta, decision)]);
    expect(respuestas.map((r) => r.status).sort()).toEqual([200, 409]);
    const d = (await db().get(Declaracion, { id: venta }, { consistent: true }))!;
    expect(d).toMatchObject({ pagada: true, condonacion: { importe: 162 } });
    expect(eventos(venta, 'DeclaracionPagada')).toHaveLength(1);
  });
});

describe('declaration uploads are bound to their slot', () => {
  it('refuses a rewritten key under the declaration, and another file kind’s or caller’s key', async () => {
    const { venta } = await borradorDelPartner();
    await api('POST', '/v1/declaraciones/declaradas', { token: admin, body: { id: venta } });

    // The POST's key rewritten to another name under the declaration's prefix (S3 enforces the policy; the server must too).
    const slot = await api('POST', `/v1/declaraciones/${venta}/archivos`, {
      token: admin,
      body: { tipo: 'factura', nombreArchivo: 'f.pdf', contentType: 'application/pdf', tamano: PDF.length },
    });
    const reescrita = `${slot.body.key.slice(0, slot.body.key.lastIndexOf('/') + 1)}elegida-por-mi.pdf`;
    await subirAS3({ url: slot.body.url, fields: { ...slot.body.fields, key: reescrita } }, PDF, 'application/pdf');
    const conReescrita = await api('POST', `/v1/declaraciones/${venta}/facturas`, {
      token: admin,
      body: factura(reescrita, 500, `P-${venta}`),
    });
    expect(conReescrita.status).toBe(400);

    // The administration's invoice upload is not a proof of the partner's payment.
    const deFactura = await subir(admin, venta, 'factura', PDF, 'application/pdf');
    const comoPago = await api('POST', `/v1/declaraciones/${venta}/pagos`, {
      token: emisor,
      body: { key: deFactura, nombreArchivo: 'pago.pdf', fecha: '2026-11-10', metodo: 'Transferencia', importe: 10 },
    });
    expect(comoPago.status).toBe(400);
    // Nor is the partner's own proof slot an invoice of the administration.
    const dePago = await subir(emisor, venta, 'pago', PDF, 'application/pdf');
    expect(
      (await api('POST', `/v1/declaraciones/${venta}/facturas`, { token: admin, body: factura(dePago, 500, `P-${venta}`) }))
        .status,
    ).toBe(400);

    // Its own slot is attached, once: a retry answers the same declaration, no second invoice.
    expect(
      (await api('POST', `/v1/declaraciones/${venta}/facturas`, { token: admin, body: factura(deFactura, 500, `P-${venta}`) }))
        .status,
    ).toBe(200);
    expect(
      (await api('POST', `/v1/declaraciones/${venta}/facturas`, { token: admin, body: factura(deFactura, 500, `P-${venta}`) }))
        .status,
    ).toBe(200);
    expect(eventos(venta, 'FacturaCargada')).toHaveLength(1);
    const pago = { key: dePago, nombreArchivo: 'pago.pdf', fecha: '2026-11-10', metodo: 'Transferencia', importe: 10 };
    expect((await api('POST', `/v1/declaraciones/${venta}/pagos`, { token: emisor, body: pago })).status).toBe(200);
    expect((await api('POST', `/v1/declaraciones/${venta}/pagos`, { token: emisor, body: pago })).body.pagos).toHaveLength(1);
  });
});
