import * as z from 'zod/mini';
import { ESTADOS_DECLARACION, TIPOS_DECLARACION, type TipoDeclaracion } from '#shared/declaraciones/estados.ts';
import { METODOS_PAGO } from '#shared/contract/schemas/declaracion.ts';
import { numeroBuscado } from './busquedas.ts';
import { TENANT_SCOPE, type CounterRef } from './model/counters.ts';
import { defineEntity, type Contribution, type ItemOf } from './model/entity.ts';

const esObjeto = (v: unknown) => typeof v === 'object' && v !== null;
const archivo = { key: z.string(), nombreArchivo: z.string() };

export const facturaItemSchema = z.object({
  numero: z.string(),
  fecha: z.string(),
  vto: z.string(),
  importe: z.number(),
  ...archivo,
  xml: z.nullable(z.object(archivo)),
  cargada: z.object({ fecha: z.string(), usuario: z.string() }),
});
export type FacturaItem = z.infer<typeof facturaItemSchema>;

export const pagoItemSchema = z.object({
  id: z.string(),
  fecha: z.string(),
  metodo: z.enum(METODOS_PAGO),
  importe: z.number(),
  verificado: z.boolean(),
  ...archivo,
  cargado: z.object({ fecha: z.string(), usuario: z.string() }),
});
export type PagoItem = z.infer<typeof pagoItemSchema>;

/** A declaration holds at most this many proofs (the item stays far below DynamoDB's 400 KB). */
export const MAX_PAGOS = 50;

/**
 * A monthly declaration (spec 2 §3.5): a sales one (venta) with an issuing company, or a technical
 * one (tecnica) with an insurer and its policy, for one month and currency. Its amounts are the sums
 * of its certificates' lines, copied from the running sums when the month close makes it a draft.
 */
const declaracionSchema = z.object({
  id: z.string(),
  tipo: z.enum(TIPOS_DECLARACION),
  /** 'YYYY-MM' */
  periodo: z.string(),
  estado: z.int(),
  pagada: z.boolean(),
  fechaEstado: z.string(),
  fechaBorrador: z.nullable(z.string()),
  aceptacion: z.nullable(z.enum(['manual', 'automatica'])),
  /** The issuing company (venta) or the insurer (tecnica): who the declaration is with. */
  parteId: z.int(),
  emisor: z.nullable(z.object({ id: z.int(), nombre: z.string(), cif: z.string() })),
  aseguradora: z.nullable(z.object({ id: z.int(), nombre: z.string() })),
  poliza: z.nullable(z.object({ id: z.int(), numero: z.string() })),
  endoso: z.nullable(z.int()),
  moneda: z.object({ id: z.int(), simbolo: z.string() }),
  cantidadTransporte: z.int(),
  cantidadContenedores: z.int(),
  sumaAsegurada: z.number(),
  prima: z.number(),
  markup: z.number(),
  precioFinal: z.number(),
  factura: z.nullable(facturaItemSchema),
  pagos: z.array(pagoItemSchema),
  /** The shortfall written off when the payment was confirmed (issue 27 item 2), with its reason. */
  condonacion: z.optional(z.object({ importe: z.number(), motivo: z.string(), fecha: z.string(), usuario: z.string() })),
  version: z.int().check(z.positive()),
  // Derived search keys (sparse indexes: only with an invoice).
  facturaNumero: z.optional(z.string()),
  deudorId: z.optional(z.int()),
  facturaFecha: z.optional(z.string()),
});
type DeclaracionT = z.output<typeof declaracionSchema>;

const byPeriodo = ['periodo', 'id'] as const;

/** The scope of a declaration's counters: the tenant and its party (issuing company or insurer). */
const AMBITO_PARTE: Record<TipoDeclaracion, string> = { venta: 'emisor', tecnica: 'aseguradora' };

/** What is still owed on an invoice: its amount less the payments informed, never below zero. */
export const saldoDe = (d: Pick<DeclaracionT, 'factura' | 'pagos' | 'pagada'>): number => {
  if (!d.factura || d.pagada) return 0;
  const pagado = d.pagos.reduce((t, p) => t + p.importe, 0);
  return Math.max(0, Math.round((d.factura.importe - pagado) * 100) / 100);
};

/** List totals per state, drafts awaiting confirmation, and what is owed per currency. */
const contribuciones = (d: DeclaracionT): Contribution[] =>
  [
    { ambito: TENANT_SCOPE.ambito, ambitoId: TENANT_SCOPE.ambitoId },
    { ambito: AMBITO_PARTE[d.tipo], ambitoId: d.parteId },
  ].flatMap((s) => [
    { ...s, metrica: `declaraciones.${d.tipo}`, valor: 1 },
    { ...s, metrica: `declaraciones.${d.tipo}.estado.${d.estado}`, valor: 1 },
    { ...s, metrica: `declaraciones.${d.tipo}.adeudado.${d.moneda.id}`, valor: saldoDe(d) },
    // Paid is a flag on a Facturada declaration, so the state's counter still holds the paid ones.
    { ...s, metrica: `declaraciones.${d.tipo}.impagas`, valor: d.factura && !d.pagada ? 1 : 0 },
  ]);

/** A counter of a scope's declarations of a type (all, or in one state). */
export const declaracionesTotal = (tipo: TipoDeclaracion, parteId: number | null, estado?: number): CounterRef => ({
  ...(parteId === null ? TENANT_SCOPE : { ambito: AMBITO_PARTE[tipo], ambitoId: parteId }),
  metrica: estado === undefined ? `declaraciones.${tipo}` : `declaraciones.${tipo}.estado.${estado}`,
});

/** A scope's invoiced declarations of a type whose payment is not confirmed. */
export const impagasTotal = (tipo: TipoDeclaracion, parteId: number | null): CounterRef => ({
  ...(parteId === null ? TENANT_SCOPE : { ambito: AMBITO_PARTE[tipo], ambitoId: parteId }),
  metrica: `declaraciones.${tipo}.impagas`,
});

/** What a scope's declarations of a type still owe in a currency. */
export const adeudadoTotal = (tipo: TipoDeclaracion, parteId: number | null, monedaId: number): CounterRef => ({
  ...(parteId === null ? TENANT_SCOPE : { ambito: AMBITO_PARTE[tipo], ambitoId: parteId }),
  metrica: `declaraciones.${tipo}.adeudado.${monedaId}`,
});

export const Declaracion = defineEntity(declaracionSchema)({
  name: 'declaracion',
  description:
    'Una declaración mensual: de venta (empresa emisora) o técnica (aseguradora y póliza), de un mes y una moneda, con sus sumas, su factura y sus comprobantes de pago.',
  usedBy:
    'list-declaraciones, confirmar/facturas/pagos/pagadas (escritura condicional sobre estado y versión), cerrar-mes, aceptar-borradores, saldos',
  key: { pk: ['id'], sk: [] },
  indexes: {
    byTipo: { index: 'gsi1', pk: ['tipo'], sk: byPeriodo, description: 'todas las de un tipo por período' },
    byTipoEstado: {
      index: 'gsi2',
      pk: ['tipo', 'estado'],
      sk: byPeriodo,
      description: 'las de un tipo en un estado por período (cierre: las En proceso de un mes; aceptación: los borradores)',
    },
    byParte: {
      index: 'gsi3',
      pk: ['tipo', 'parteId'],
      sk: byPeriodo,
      description: 'las de una empresa emisora (venta) o una aseguradora (técnica) por período',
    },
    byParteEstado: {
      index: 'gsi4',
      pk: ['tipo', 'parteId', 'estado'],
      sk: byPeriodo,
      description: 'las de una empresa emisora o aseguradora en un estado',
    },
    byFactura: {
      index: 'gsi5',
      pk: ['facturaNumero'],
      sk: ['tipo', 'id'],
      description: 'las de ese número de factura comercial (exacto, mayúsculas)',
    },
    byDeudor: {
      index: 'gsi6',
      pk: ['deudorId'],
      sk: ['facturaFecha', 'id'],
      description: 'las facturas de venta de un cliente (empresa emisora) por fecha: los saldos',
    },
  },
  derive: (d) => ({
    facturaNumero: d.factura ? numeroBuscado(d.factura.numero) : undefined,
    deudorId: d.factura && d.tipo === 'venta' ? d.parteId : undefined,
    facturaFecha: d.factura?.fecha,
  }),
  row: (d) => d,
  counters: contribuciones,
});
export type DeclaracionItem = ItemOf<typeof Declaracion>;

/**
 * A segment's running sums of a declaration while its month closes (an item without indexes, so the
 * segment's transactions can ADD to it; one per segment, as no two segments may write one item at
 * once). The month's items, read in one partition, name every declaration the close opened, and
 * their sums are copied into each one when it becomes a draft.
 */
export const AcumuladoDeclaracion = defineEntity(
  z.object({
    periodo: z.string(),
    id: z.string(),
    ronda: z.int(),
    segmento: z.string(),
    cantidadTransporte: z.optional(z.int()),
    cantidadContenedores: z.optional(z.int()),
    sumaAsegurada: z.optional(z.number()),
    prima: z.optional(z.number()),
    markup: z.optional(z.number()),
    precioFinal: z.optional(z.number()),
  }),
)({
  name: 'acumulado-declaracion',
  description: 'Las sumas de una declaración que lleva un segmento del cierre de su mes.',
  usedBy: 'cerrar-mes (ADD en cada tanda del segmento; los del mes, leídos juntos, al pasar a Borrador)',
  key: { pk: ['periodo'], sk: ['id', 'ronda', 'segmento'] },
});
export type AcumuladoDeclaracionItem = ItemOf<typeof AcumuladoDeclaracion>;

/** Where a declared certificate comes from: a specific trip or a floating policy. */
export const ORIGENES_LINEA = ['ve', 'flotante'] as const;
export type OrigenLinea = (typeof ORIGENES_LINEA)[number];

/**
 * One row of the bordereau (issue 13 §5, issue 29 item 3): what the market reads per transaction, as
 * declared. Each row names its policy and insurer, as a sales declaration gathers several of them.
 */
export interface BordereauLinea {
  /** The issuing company: the coverholder of the market's bordereau. */
  emisor: string;
  aseguradora: string;
  /** The floating policy's number; a specific trip is its own policy, so its certificate number. */
  poliza: string;
  certificado: string;
  referencia: string | null;
  tipoTransaccion: 'Nueva';
  fechaEmision: string;
  /** 'YYYY-MM-DD' */
  vigenciaDesde: string | null;
  /** 'YYYY-MM-DD'; null when the cover ends on arrival, a day the data does not hold. */
  vigenciaHasta: string | null;
  asegurado: string;
  cifAsegurado: string;
  /** The policy's country (ISO 3166-1 alpha-2): where the risk is placed. */
  paisRiesgo: string;
  beneficiario: string | null;
  /** Countries of the voyage (ISO 3166-1 alpha-2); empty for containers, priced per container. */
  origen: string;
  destino: string;
  transportes: string;
  mercaderia: string;
  sumaAsegurada: number;
  /** Percent of the sum insured (null for containers, priced per container). */
  tasa: number | null;
  prima: number;
  /** The part of the premium the intermediary (floating) or the producer (specific trip) keeps. */
  comision: number;
  impuestos: number;
  markup: number;
  precioFinal: number;
}

/**
 * A declared certificate in its two declarations (the sales and the technical one of its month),
 * written in the same transaction that makes the certificate declarado: the declarations' tabs
 * and the bordereau read these, one page by cursor, never the certificates.
 */
export const LineaDeclaracion = defineEntity(
  z.object({
    clave: z.string(),
    origen: z.enum(ORIGENES_LINEA),
    certificadoId: z.int(),
    ramo: z.enum(['transporte', 'contenedores']),
    idVenta: z.string(),
    idTecnica: z.string(),
    fechaEmision: z.string(),
    /** The certificate's stored list row as it was declared (the grids' vista reads it). */
    fila: z.custom<Record<string, unknown>>(esObjeto),
    bordereau: z.custom<BordereauLinea>(esObjeto),
  }),
)({
  name: 'linea-declaracion',
  description: 'Un certificado declarado en su declaración de venta y en su declaración técnica.',
  usedBy: 'pestañas Cargo y Contenedores de una declaración (filtro idDeclaracion de las listas), bordereau',
  key: { pk: ['clave'], sk: [] },
  indexes: {
    byVenta: {
      index: 'gsi1',
      pk: ['idVenta'],
      sk: ['ramo', 'fechaEmision', 'clave'],
      description: 'los certificados de una declaración de venta, por ramo y fecha de emisión',
    },
    byTecnica: {
      index: 'gsi2',
      pk: ['idTecnica'],
      sk: ['ramo', 'fechaEmision', 'clave'],
      description: 'los certificados de una declaración técnica, por ramo y fecha de emisión',
    },
  },
  row: (l) => ({ origen: l.origen, certificadoId: l.certificadoId, ramo: l.ramo, fila: l.fila, bordereau: l.bordereau }),
});
export type LineaDeclaracionItem = ItemOf<typeof LineaDeclaracion>;
export type LineaDeclaracionFila = ReturnType<NonNullable<typeof LineaDeclaracion.spec.row>>;

/** The line's key of a certificate ('flotante-42', 've-7'): ids of the two origins are separate sequences. */
export const claveLinea = (origen: OrigenLinea, certificadoId: number) => `${origen}-${certificadoId}`;

export const ESTADO_INICIAL = ESTADOS_DECLARACION.enProceso.id;

/**
 * A change of a declaration, by business day, for finance's daily digest: written in the same
 * transaction as the change, so the digest reads only the days since it last ran.
 */
export const CambioDeclaracion = defineEntity(
  z.object({ dia: z.string(), fecha: z.string(), id: z.string(), evento: z.string(), rand: z.string() }),
)({
  name: 'cambio-declaracion',
  description: 'Un cambio de una declaración (qué evento y cuándo), por día de negocio.',
  usedBy: 'resumen-finanzas (lee los días desde el último resumen, por páginas)',
  key: { pk: ['dia'], sk: ['fecha', 'id', 'rand'] },
});

/** When finance's digest last ran for the tenant: it sends the changes after this instant. */
export const ResumenFinanzas = defineEntity(z.object({ ultimo: z.string() }))({
  name: 'resumen-finanzas',
  description: 'El instante del último resumen diario de declaraciones enviado a finanzas.',
  usedBy: 'resumen-finanzas',
  key: { pk: [], sk: [] },
});
