import { ESTADOS_DECLARACION } from '#shared/declaraciones/estados.ts';
import { clavePeriodo, idDeclaracion, rangoDelPeriodo, type Periodo } from '#shared/declaraciones/periodo.ts';
import { Declaracion, type DeclaracionItem } from '#lib/data/declaraciones.ts';
import { documentKey } from '#lib/files/storage.ts';
import { rng, type TenantMaestros } from './list-data.ts';
import { emisorId } from './list-data-maestros.ts';

/**
 * The declarations of the list bench: the sales declarations of the master-data tenants' issuing
 * companies (the small tenant's 1.000 and the large one's 100.000), over five years that end long
 * before the demo's months (2011-01 to 2015-12), so a demo close never meets them. Like the other
 * sets, declaration i of a tenant is a pure function of (tenant size, i).
 */
const MESES = 60;
const PRIMER_ANIO = 2011;
const DOLAR = { id: 840, simbolo: 'U$S' };

/** How many issuing companies declare each month: the set fills the five years. */
const porMes = (n: number) => Math.ceil(n / MESES);

const periodoDe = (n: number, i: number): Periodo => {
  const m = Math.floor(i / porMes(n));
  return { anio: PRIMER_ANIO + Math.floor(m / 12), mes: 1 + (m % 12) };
};

/** Drafts 4 %, declared 8 %, invoiced 88 % (of which three in four paid). */
export const estadoDeclaracion = (t: TenantMaestros, i: number): { estado: number; pagada: boolean } => {
  const x = rng(t.polizas + 11, i).next();
  if (x < 0.04) return { estado: ESTADOS_DECLARACION.borrador.id, pagada: false };
  if (x < 0.12) return { estado: ESTADOS_DECLARACION.declarada.id, pagada: false };
  return { estado: ESTADOS_DECLARACION.facturada.id, pagada: x < 0.78 };
};

export const declaracionBench = (t: TenantMaestros, i: number): DeclaracionItem => {
  const n = t.declaraciones;
  const p = periodoDe(n, i);
  const emisor = emisorId(i % porMes(n));
  const r = rng(t.polizas + 13, i);
  const { desde, hasta } = rangoDelPeriodo(p);
  const { estado, pagada } = estadoDeclaracion(t, i);
  const cantidad = r.int(1, 400);
  const prima = Math.round(cantidad * r.int(1_000, 9_000)) / 100;
  const id = idDeclaracion(p, { tipo: 'venta', emisorId: emisor }, DOLAR.id);
  const archivo = (nombre: string) => ({ key: documentKey('declaraciones', t.tenant, id, nombre), nombreArchivo: nombre });
  const facturada = estado === ESTADOS_DECLARACION.facturada.id;
  return {
    id,
    tipo: 'venta',
    periodo: clavePeriodo(p),
    estado,
    pagada,
    fechaEstado: hasta,
    fechaBorrador: hasta,
    aceptacion: estado === ESTADOS_DECLARACION.borrador.id ? null : 'automatica',
    parteId: emisor,
    emisor: { id: emisor, nombre: `Emisor ${emisor}`, cif: `30-${String(emisor).slice(-8).padStart(8, '0')}-1` },
    aseguradora: null,
    poliza: null,
    endoso: null,
    moneda: DOLAR,
    cantidadTransporte: cantidad,
    cantidadContenedores: 0,
    sumaAsegurada: cantidad * 50_000,
    prima,
    markup: 0,
    precioFinal: prima,
    factura: facturada
      ? {
          numero: `A-0001-${String(i + 1).padStart(8, '0')}`,
          fecha: desde.slice(0, 10),
          vto: hasta.slice(0, 10),
          importe: prima,
          ...archivo('factura.pdf'),
          xml: null,
          cargada: { fecha: hasta, usuario: 'Bench' },
        }
      : null,
    pagos: [],
    version: facturada ? 3 : 2,
  };
};

export const itemsDeclaracion = (t: TenantMaestros, i: number) => [{ entity: Declaracion, item: declaracionBench(t, i) }];

/** How many of a tenant's bench declarations are in a state (the generator counted, to check the counters). */
export const cuantasDeclaraciones = (t: TenantMaestros, estados?: number[]) => {
  let n = 0;
  for (let i = 0; i < t.declaraciones; i++) if (!estados || estados.includes(estadoDeclaracion(t, i).estado)) n++;
  return n;
};

/** The first period after the bench's: what is at or after it in a tenant is someone else's (the demo's). */
export const DESPUES_DEL_BENCH = clavePeriodo({ anio: PRIMER_ANIO + MESES / 12, mes: 1 });
