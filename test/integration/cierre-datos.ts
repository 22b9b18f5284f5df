import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { clavePeriodo, idDeclaracion, rangoDelPeriodo, type Periodo } from '#shared/declaraciones/periodo.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { CertificadoCarga, certificadosTotal, type CertificadoCargaItem } from '#lib/data/certificados-carga.ts';
import { CierreMes, ContadorCierre, SegmentoCierre } from '#lib/data/cierres.ts';
import { Declaracion, LineaDeclaracion } from '#lib/data/declaraciones.ts';
import { Empresa } from '#lib/data/empresas.ts';
import { counterValues } from '#lib/data/model/counters.ts';
import { db, emitido, eventos, mesPropio, resultado } from './declaraciones-datos.ts';

const nuevoId = () => 800_000_000 + randomInt(100_000_000);

/** A client company registered as such (the month close makes a segment of it). */
export const empresaCliente = async (): Promise<number> => {
  const id = nuevoId();
  await db().write(
    Empresa.put({ id, cif: `30-${id}-1`, nombre: `Cliente ${id}`, tipo: 'cliente', paisId: 32, configuracion: {} }, {}),
  );
  return id;
};

/** A month of its own: certificates of two registered clients and of one no company registers, one issuer, one policy. */
export const mesDeClientes = async (porCliente = 3, o: { emisorId?: number } = {}) => {
  const p = mesPropio();
  const enMes = new Date(Date.parse(rangoDelPeriodo(p).desde) + 86_400_000).toISOString();
  const [a, b] = [await empresaCliente(), await empresaCliente()];
  const sinRegistro = nuevoId();
  const emisorId = o.emisorId ?? nuevoId();
  const polizaId = 900_000 + randomInt(90_000);
  const emitir = (clienteEmpresaId: number) => emitido({ fecha: enMes, emisorId, polizaId, aseguradoraId: 1, clienteEmpresaId });
  const certificados: CertificadoCargaItem[] = [];
  for (const cliente of [a, b]) for (let i = 0; i < porCliente; i++) certificados.push(await emitir(cliente));
  certificados.push(await emitir(sinRegistro), await emitir(sinRegistro));
  // Nothing may have closed this month before its test does (a round found here is not the test's).
  expect(await db().get(CierreMes, { periodo: clavePeriodo(p) }, { consistent: true }), clavePeriodo(p)).toBeUndefined();
  const ids = {
    venta: idDeclaracion(p, { tipo: 'venta', emisorId }, resultado.moneda.id),
    tecnica: idDeclaracion(p, { tipo: 'tecnica', aseguradoraId: 1, polizaId }, resultado.moneda.id),
  };
  return { p, enMes, clientes: [a, b] as const, sinRegistro, emisorId, polizaId, certificados, ids, emitir };
};

const r2 = (n: number) => Math.round(n * 100) / 100;

/**
 * What a closed month must hold however its runs went (repeated, retried, raced): these certificates
 * (all the month's unless told) declared once each in both declarations, each declaration a draft
 * whose sums are its lines', one draft event each, the issuer's counters moved by exactly the
 * certificates, no counter share left unfolded, and every segment of the round ended.
 */
export const comprobarMesCerrado = async (
  p: Periodo,
  m: Awaited<ReturnType<typeof mesDeClientes>>,
  o: { declarados?: CertificadoCargaItem[]; quedanEmitidos?: number } = {},
) => {
  const ids = (o.declarados ?? m.certificados).map((c) => c.id);
  const leidos = await db().getMany(
    ids.map((id) => ({ entity: CertificadoCarga, key: { id } })),
    { consistent: true },
  );
  expect(leidos.map((c) => c!.estado)).toEqual(ids.map(() => ESTADOS.declarado.id));
  for (const id of [m.ids.venta, m.ids.tecnica]) {
    const d = (await db().get(Declaracion, { id }, { consistent: true }))!;
    expect(d).toMatchObject({ estado: 2, cantidadTransporte: ids.length, prima: r2(ids.length * resultado.prima) });
    expect(eventos(id, 'DeclaracionEnBorrador')).toHaveLength(1);
  }
  const lineas: number[] = [];
  for await (const pagina of db().pages(LineaDeclaracion, 'byVenta', { idVenta: m.ids.venta }, { limit: 100 }))
    lineas.push(...pagina.map((l) => l.certificadoId));
  expect(lineas.sort()).toEqual([...ids].sort());
  const [emitidos, enDeclarados] = await counterValues(db(), [
    certificadosTotal('transporte', 'emisor', m.emisorId, ESTADOS.emitido.id),
    certificadosTotal('transporte', 'emisor', m.emisorId, ESTADOS.declarado.id),
  ]);
  expect([emitidos, enDeclarados]).toEqual([o.quedanEmitidos ?? 0, ids.length]);

  const cierre = (await db().get(CierreMes, { periodo: clavePeriodo(p) }, { consistent: true }))!;
  expect(cierre.estado).toBe('terminado');
  const segmentos = await db().query(
    SegmentoCierre,
    'primary',
    { periodo: clavePeriodo(p), ronda: cierre.ronda },
    { limit: 100, consistent: true },
  );
  expect(segmentos.items.map((s) => s.estado)).toEqual(segmentos.items.map(() => 'terminado'));
  for (const s of segmentos.items) {
    const partes = await db().query(
      ContadorCierre,
      'primary',
      { periodo: s.periodo, ronda: s.ronda, segmento: s.segmento },
      { limit: 10 },
    );
    expect(partes.items).toEqual([]);
  }
  return { cierre, segmentos: segmentos.items };
};
