import type { Periodo } from '#shared/declaraciones/periodo.ts';
import { documentosFaltantes } from '#shared/viajes-especificos/documentos.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { CertificadoVE, pendienteVE, type CertificadoItem } from '../../data/certificados.ts';
import { guardarCertificadoCarga, type CertificadoCargaItem } from '../../data/certificados-carga.ts';
import { ContadorCierre, SegmentoCierre } from '../../data/cierres.ts';
import { AcumuladoDeclaracion, claveLinea, LineaDeclaracion } from '../../data/declaraciones.ts';
import { Contador } from '../../data/model/counters.ts';
import type { TenantDb } from '../../data/model/db.ts';
import type { WriteOp } from '../../data/model/entity.ts';
import { declarableFlotante, declarableVE, type Declarable, type IdsDeclaracion, type Partes } from '../linea.ts';

/** One segment of one round of a month's close, as a run of it works on it. */
export interface Segmento {
  db: TenantDb;
  periodo: Periodo;
  /** The period as keyed: 'YYYY-MM'. */
  clave: string;
  ronda: number;
  segmento: string;
  /** The instant of this run: the declared certificates' state date. */
  ahora: string;
}

export const claveSegmento = (s: Pick<Segmento, 'clave' | 'ronda' | 'segmento'>) => ({
  periodo: s.clave,
  ronda: s.ronda,
  segmento: s.segmento,
});

/** A certificate ready to declare: the declarations it goes to, what it adds to them, and its own writes. */
export interface Entrada {
  ids: IdsDeclaracion;
  declarable: Declarable;
  ops: WriteOp[];
}

/**
 * The segment's own share of each counter its writes move (a list total by state of the tenant, the
 * issuing company, the client, the insurer): every segment would otherwise write the same counter
 * items in every transaction, and DynamoDB cancels concurrent transactions on one item.
 */
const alSegmento = (s: Segmento, ops: WriteOp[]): WriteOp[] =>
  ops.map((op) =>
    op.entity === Contador && op.type === 'update'
      ? ContadorCierre.update(
          {
            ...claveSegmento(s),
            ambito: String(op.key.ambito),
            ambitoId: String(op.key.ambitoId),
            metrica: String(op.key.metrica),
          },
          { add: { valor: op.add?.valor ?? 0 } },
          { upsert: true },
        )
      : op,
  );

/** What a batch adds to each declaration it touches, on the segment's own running sums of it. */
const sumasDeDeclaraciones = (s: Segmento, entradas: Entrada[]): WriteOp[] => {
  const sumas = new Map<string, Record<string, number>>();
  for (const e of entradas) {
    const { ramo, sumaAsegurada, prima, markup, precioFinal } = e.declarable.importes;
    for (const id of Object.values(e.ids)) {
      const suma = sumas.get(id) ?? {};
      const cantidad = ramo === 'transporte' ? 'cantidadTransporte' : 'cantidadContenedores';
      suma[cantidad] = (suma[cantidad] ?? 0) + 1;
      suma.sumaAsegurada = (suma.sumaAsegurada ?? 0) + sumaAsegurada;
      suma.prima = (suma.prima ?? 0) + prima;
      suma.markup = (suma.markup ?? 0) + markup;
      suma.precioFinal = (suma.precioFinal ?? 0) + precioFinal;
      sumas.set(id, suma);
    }
  }
  return [...sumas].map(([id, add]) =>
    AcumuladoDeclaracion.update(
      { periodo: s.clave, id, ronda: s.ronda, segmento: s.segmento },
      { add: Object.fromEntries(Object.entries(add).map(([k, v]) => [k, Math.round(v * 100) / 100])) },
      { upsert: true },
    ),
  );
};

/**
 * The transaction of a batch: first the segment's own item, which counts the batch and must still be
 * pending (so no run of a segment that is ending writes anything more), then the certificates, their
 * lines, and the segment's shares of the counters and of the declarations' sums. Nothing in it is an
 * item another segment writes.
 */
export const opsDeTanda = (s: Segmento, entradas: Entrada[]): WriteOp[] => [
  SegmentoCierre.update(claveSegmento(s), { add: { declarados: entradas.length } }, { when: { estado: 'pendiente' } }),
  ...alSegmento(
    s,
    entradas.flatMap((e) => e.ops),
  ),
  ...sumasDeDeclaraciones(s, entradas),
];

/** Where a failed batch's cancellation reasons put the segment's own condition. */
export const POSICION_DEL_SEGMENTO = 0;

function lineaOps(e: Omit<Entrada, 'ops'>): WriteOp[] {
  return LineaDeclaracion.create({
    clave: claveLinea(e.declarable.origen, e.declarable.id),
    origen: e.declarable.origen,
    certificadoId: e.declarable.id,
    ramo: e.declarable.importes.ramo,
    idVenta: e.ids.venta,
    idTecnica: e.ids.tecnica,
    fechaEmision: e.declarable.fechaEmision,
    fila: e.declarable.fila,
    bordereau: e.declarable.bordereau,
  });
}

export type IdsDe = (p: Partes) => IdsDeclaracion;

/** The next version of an issued floating certificate: declarado, with both declarations, its PDF carried over. */
export const entradaFlotante = (c: CertificadoCargaItem, idsDe: IdsDe, ahora: string): Entrada => {
  const ids = idsDe(declarableFlotante(c).partes);
  const version = c.version + 1;
  const next: CertificadoCargaItem = {
    ...c,
    estado: ESTADOS.declarado.id,
    fechaEstado: ahora,
    idDeclaracion: ids.venta,
    idDeclaracionTecnica: ids.tecnica,
    version,
    // The declared certificate's document is the issued one: same PDF, now of this version.
    documentos: c.documentos.version === c.version && c.documentos.certificado ? { ...c.documentos, version } : c.documentos,
  };
  const e = { ids, declarable: declarableFlotante(next) };
  return { ...e, ops: [...guardarCertificadoCarga(c, next), ...lineaOps(e)] };
};

/** The next version of an issued specific trip, declarado; its documents carried over when they were rendered. */
export const entradaVE = (c: CertificadoItem, idsDe: IdsDe, ahora: string, paisPolizaId: number): Entrada => {
  const ids = idsDe(declarableVE(c, null, paisPolizaId).partes);
  const version = c.version + 1;
  const emitidos = documentosFaltantes(c.estado, c.version, c.documentos).length === 0;
  const next: CertificadoItem = {
    ...c,
    estado: ESTADOS.declarado.id,
    fechaEstado: ahora,
    idDeclaracion: ids.venta,
    idDeclaracionTecnica: ids.tecnica,
    version,
    documentos: emitidos ? { ...c.documentos, version } : c.documentos,
  };
  const e = { ids, declarable: declarableVE(next, ids, paisPolizaId) };
  return {
    ...e,
    ops: [
      ...CertificadoVE.put(next, { previous: c, when: { estado: c.estado, version: c.version } }),
      ...(emitidos ? [] : pendienteVE(next, c)),
      ...lineaOps(e),
    ],
  };
};
