import { ESTADOS_DECLARACION } from '#shared/declaraciones/estados.ts';
import { diaNegocio } from '#shared/declaraciones/periodo.ts';
import { findTenant } from '#shared/tenants/tenants.ts';
import { CambioDeclaracion, Declaracion, ResumenFinanzas, saldoDe, type DeclaracionItem } from '../data/declaraciones.ts';
import type { TenantDb } from '../data/model/db.ts';
import { enviarCorreo } from '../ports/correo.ts';
import { estadoSaldo } from './saldos.ts';
import { saldosXlsx } from './saldos-xlsx.ts';
import { estadoDeclaracion } from './vista.ts';
import { contar } from '#shared/text/contar.ts';
import { fecha, mes } from '#shared/text/fecha.ts';

const DIA_MS = 86_400_000;
/** A first digest (or one after a long pause) covers at most the last week. */
const MAX_DIAS = 7;

const numero = (n: number) => n.toLocaleString('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const linea = (d: DeclaracionItem, eventos: string[]) => {
  const parte = d.tipo === 'venta' ? d.emisor?.nombre : `${d.aseguradora?.nombre ?? ''} ${d.poliza?.numero ?? ''}`.trim();
  const factura = d.factura
    ? ` · factura ${d.factura.numero} ${d.moneda.simbolo} ${numero(d.factura.importe)}, saldo ${d.moneda.simbolo} ${numero(saldoDe(d))}`
    : '';
  return `- ${d.tipo === 'venta' ? 'Venta' : 'Técnica'} ${mes(d.periodo)} · ${parte} · ${estadoDeclaracion(d.estado).texto}${d.pagada ? ' (pagada)' : ''} · prima ${d.moneda.simbolo} ${numero(d.prima)}${factura} · ${eventos.join(', ')}`;
};

/**
 * Finance's daily digest (issue 13 §6): one e-mail to the tenant's finance contacts with every
 * declaration that changed since the last digest (what happened to it) and the XLSX of the open
 * balances (sales invoices not paid). Reads only the days since the last digest and the invoiced
 * declarations, page by page; moves its marker after sending, so a second run sends nothing new.
 */
export const resumenFinanzas = async (db: TenantDb, ahora: string) => {
  const marca = await db.get(ResumenFinanzas, {}, { consistent: true });
  const desde = marca?.ultimo ?? new Date(Date.parse(ahora) - DIA_MS).toISOString();
  const inicio = new Date(Math.max(Date.parse(desde), Date.parse(ahora) - MAX_DIAS * DIA_MS));
  const cambios = new Map<string, string[]>();
  for (let t = inicio.getTime(); diaNegocio(new Date(t)) <= diaNegocio(ahora); t += DIA_MS) {
    for await (const page of db.pages(
      CambioDeclaracion,
      'primary',
      { dia: diaNegocio(new Date(t)) },
      {
        range: { gte: [desde] },
        limit: 200,
      },
    )) {
      for (const c of page) if (c.fecha > desde && c.fecha <= ahora) cambios.set(c.id, [...(cambios.get(c.id) ?? []), c.evento]);
    }
  }
  if (!cambios.size) return { enviados: 0, declaraciones: 0 };
  const declaraciones = (await db.getMany([...cambios.keys()].map((id) => ({ entity: Declaracion, key: { id } })))).filter(
    (d): d is DeclaracionItem => !!d,
  );
  const abiertas: DeclaracionItem[] = [];
  for await (const page of db.pages(
    Declaracion,
    'byTipoEstado',
    { tipo: 'venta', estado: ESTADOS_DECLARACION.facturada.id },
    { limit: 200 },
  )) {
    abiertas.push(...(page as DeclaracionItem[]).filter((d) => !d.pagada && d.factura));
  }
  const hoy = diaNegocio(ahora);
  const filas = abiertas.map((d) => ({
    declaracionId: d.id,
    cliente: { id: d.parteId, nombre: d.emisor?.nombre ?? String(d.parteId) },
    periodo: { mes: Number(d.periodo.slice(5)), anio: Number(d.periodo.slice(0, 4)) },
    numero: d.factura!.numero,
    fecha: d.factura!.fecha,
    vto: d.factura!.vto,
    metodoPago: [...new Set(d.pagos.map((p) => p.metodo))].join(', ') || null,
    moneda: d.moneda,
    importe: d.factura!.importe,
    saldo: saldoDe(d),
    estado: estadoSaldo(d, hoy),
  }));
  const porMoneda = new Map<number, { moneda: DeclaracionItem['moneda']; monto: number }>();
  for (const f of filas) {
    const t = porMoneda.get(f.moneda.id) ?? { moneda: f.moneda, monto: 0 };
    porMoneda.set(f.moneda.id, { moneda: f.moneda, monto: t.monto + f.saldo });
  }
  const total = [...porMoneda.values()].map((t) => ({ moneda: t.moneda, monto: Math.round(t.monto * 100) / 100 }));
  const tenant = findTenant(db.tenant)!;
  await enviarCorreo({
    para: tenant.contactosFinanzas,
    asunto: `${tenant.nombre}: resumen de declaraciones del ${fecha(hoy)}`,
    texto: [
      `Declaraciones que cambiaron desde el último resumen (${declaraciones.length}):`,
      ...declaraciones.map((d) => linea(d, cambios.get(d.id) ?? [])),
      '',
      `Saldos abiertos: ${contar(filas.length, 'factura de venta sin pagar', 'facturas de venta sin pagar')}${total.length ? ` (${total.map((t) => `${t.moneda.simbolo} ${numero(t.monto)}`).join(', ')})` : ''}, en el archivo adjunto.`,
    ].join('\n'),
    adjuntos: [
      {
        nombre: `saldos-abiertos-${hoy}.xlsx`,
        tipo: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        contenido: await saldosXlsx(filas, total),
      },
    ],
  });
  await db.write(ResumenFinanzas.put({ ultimo: ahora }, {}));
  return { enviados: 1, declaraciones: declaraciones.length };
};
