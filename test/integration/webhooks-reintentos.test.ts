import type { SQSEvent } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TenantDb } from '#lib/data/model/db.ts';
import { EntregaWebhook } from '#lib/data/webhooks.ts';
import { onLocalQueue } from '#lib/ports/colas/local.ts';
import { expiraEn, idEntrega } from '#lib/webhooks/entregas.ts';
import { verificar } from '#shared/webhooks/firma.ts';
import { retrasoTras } from '#shared/webhooks/reintentos.ts';
import { handler } from '../../functions/workers/entregar-webhook.ts';
import { api, tokenOf, useTestEmulators } from './helpers.ts';
import { recibidos, registrar } from './webhooks-datos.ts';

useTestEmulators();
// The worker runs here, in the test's process, so each attempt can be driven one by one: its next
// attempts land in this process's local queue, recorded instead of run.
process.env.PORTS_MODE = 'local';
const encolados: { mensaje: Record<string, unknown>; demora: number }[] = [];
onLocalQueue((_worker, mensaje, demora) => encolados.push({ mensaje, demora }));

const db = new TenantDb('cargosur');
const BASE = '/v1/integraciones/webhooks';
let admin: string;
let endpointId: string;
let secreto: string;
const nombre = `falla-cadena-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  admin = await tokenOf('cargosur', 'administrador');
  const url = `http://localhost:${inject('apiPort')}/_receptor/${nombre}`;
  const creado = await registrar(admin, { url, eventos: ['certificado.emitido'] });
  ({ id: endpointId } = creado.body.endpoint);
  secreto = creado.body.secreto.valor;
});

afterAll(async () => {
  await api('DELETE', `${BASE}/${endpointId}`, { token: admin, empresaId: 10 });
});

/** A delivery opened as the subscriber opens one. */
const abrir = async () => {
  const id = idEntrega(randomUUID(), new Date().toISOString());
  const carga = JSON.stringify({ id, tipo: 'certificado.emitido', creado: new Date().toISOString(), datos: { id: 1 } });
  const ahora = Date.now();
  await db.write(
    EntregaWebhook.create({
      empresaId: 10,
      endpointId,
      id,
      tipo: 'certificado.emitido',
      carga,
      estado: 'pendiente',
      intentos: 0,
      ventana: null,
      proximoIntento: null,
      enCurso: 'libre',
      historial: [],
      creada: new Date(ahora).toISOString(),
      expiraEn: expiraEn(ahora),
    }),
  );
  return { empresaId: 10, endpointId, id };
};

const mensaje = (entregaId: string, intento: number) => ({ tenant: 'cargosur', empresaId: 10, endpointId, entregaId, intento });
const sqs = (body: unknown, messageId: string, vez = 1) =>
  ({
    Records: [{ messageId, body: JSON.stringify(body), attributes: { ApproximateReceiveCount: String(vez) } }],
  }) as unknown as SQSEvent;
const leer = (key: { empresaId: number; endpointId: string; id: string }) => db.get(EntregaWebhook, key, { consistent: true });

describe('a failing receiver', () => {
  it('gets nine attempts spread over 24 h with a growing wait, each signed, then the delivery is failed', async () => {
    const key = await abrir();
    const esperas: number[] = [];
    for (let intento = 1; ; intento++) {
      const r = await handler(sqs(mensaje(key.id, intento), `m-${intento}`));
      expect(r.batchItemFailures).toEqual([]);
      const e = (await leer(key))!;
      expect(e.intentos).toBe(intento);
      if (e.estado === 'fallida') break;
      expect(e.estado).toBe('pendiente');
      // As if the wait had passed: the window and the next attempt move back by it.
      const espera = e.proximoIntento! - Date.parse(e.historial.at(-1)!.fecha);
      esperas.push(espera);
      await db.write(
        EntregaWebhook.update(key, {
          set: { proximoIntento: Date.now() - 1, ventana: { ...e.ventana!, desde: e.ventana!.desde - espera } },
        }),
      );
      expect(encolados.at(-1)).toMatchObject({ mensaje: mensaje(key.id, intento + 1) });
      expect(intento).toBeLessThan(12);
    }
    const final = (await leer(key))!;
    expect(final.intentos).toBe(9);
    expect(final.proximoIntento).toBeNull();
    expect(final.historial.map((h) => h.codigo)).toEqual(Array(9).fill(500));
    expect(esperas.map((ms) => Math.round(ms / 1000))).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retrasoTras(n)));

    const llegadas = (await recibidos(nombre)).filter((r) => r.cabeceras['portal-entrega'] === key.id);
    expect(llegadas.map((r) => r.cabeceras['portal-intento'])).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    for (const r of llegadas) {
      const t = Number(/t=(\d+)/.exec(r.cabeceras['portal-firma']!)![1]);
      expect(verificar(r.cabeceras['portal-firma']!, r.cuerpo, secreto, t)).toBe('valida');
    }
  });

  it('posts once when two copies of a message arrive at once, and a redelivered message queues the next attempt again', async () => {
    const key = await abrir();
    await Promise.all([handler(sqs(mensaje(key.id, 1), 'copia-a')), handler(sqs(mensaje(key.id, 1), 'copia-b'))]);
    const llegadas = (await recibidos(nombre)).filter((r) => r.cabeceras['portal-entrega'] === key.id);
    expect(llegadas).toHaveLength(1);
    expect((await leer(key))!.intentos).toBe(1);

    encolados.length = 0;
    await handler(sqs(mensaje(key.id, 1), 'copia-a', 2));
    expect(encolados).toHaveLength(1);
    expect(encolados[0]).toMatchObject({ mensaje: mensaje(key.id, 2) });
    expect(encolados[0]!.demora).toBeGreaterThan(50);
    expect((await recibidos(nombre)).filter((r) => r.cabeceras['portal-entrega'] === key.id)).toHaveLength(1);
  });

  it('ends a delivery whose endpoint was paused, and a redelivery after reactivating starts a new window', async () => {
    const key = await abrir();
    await api('PATCH', `${BASE}/${endpointId}`, { token: admin, empresaId: 10, body: { activo: false } });
    await handler(sqs(mensaje(key.id, 1), 'pausado'));
    const pausada = (await leer(key))!;
    expect(pausada).toMatchObject({ estado: 'fallida', intentos: 1 });
    expect(pausada.historial[0]).toMatchObject({ codigo: null, error: expect.stringMatching(/pausado/) });

    await api('PATCH', `${BASE}/${endpointId}`, { token: admin, empresaId: 10, body: { activo: true } });
    const reenvio = await api('POST', `${BASE}/${endpointId}/entregas/${key.id}/reenvio`, { token: admin, empresaId: 10 });
    expect(reenvio.status, JSON.stringify(reenvio.body)).toBe(202);
    expect(reenvio.body).toMatchObject({ estado: 'pendiente', intentos: 1 });
    // The stack's own worker makes the second attempt (the receiver fails again): a new 24 h window, 1 min first.
    const hasta = Date.now() + 15_000;
    let e = (await leer(key))!;
    while (e.intentos < 2 && Date.now() < hasta) {
      await new Promise((ok) => setTimeout(ok, 200));
      e = (await leer(key))!;
    }
    expect(e).toMatchObject({ estado: 'pendiente', intentos: 2 });
    expect(e.ventana?.intentosPrevios).toBe(1);
    expect(Math.round((e.proximoIntento! - Date.parse(e.historial.at(-1)!.fecha)) / 1000)).toBe(60);
  });
});
