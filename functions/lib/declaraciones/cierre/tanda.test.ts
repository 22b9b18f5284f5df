import { describe, expect, it } from 'vitest';
import { idDeclaracion } from '#shared/declaraciones/periodo.ts';
import { certificadoEmitido } from '#scripts/local/certificado-emitido.ts';
import { Contador } from '../../data/model/counters.ts';
import { TenantDb } from '../../data/model/db.ts';
import type { WriteOp } from '../../data/model/entity.ts';
import type { IdsDeclaracion, Partes } from '../linea.ts';
import { entradaFlotante, opsDeTanda, POSICION_DEL_SEGMENTO, type Segmento } from './tanda.ts';

const db = new TenantDb('cargosur');
const periodo = { anio: 2026, mes: 3 };
const AHORA = '2026-04-01T06:30:00.000Z';
const segmento = (nombre: string): Segmento => ({ db, periodo, clave: '2026-03', ronda: 1, segmento: nombre, ahora: AHORA });

const idsDe = (p: Partes): IdsDeclaracion => ({
  venta: idDeclaracion(periodo, { tipo: 'venta', emisorId: p.emisor.id }, p.moneda.id),
  tecnica: idDeclaracion(periodo, { tipo: 'tecnica', aseguradoraId: p.aseguradora.id, polizaId: p.poliza?.id ?? 0 }, p.moneda.id),
});

/** An issued certificate of one client: every client's go to the same sales and technical declarations. */
const emitido = (id: number, empresaId: number) =>
  certificadoEmitido({
    id,
    fecha: '2026-03-10T12:00:00.000Z',
    numero: `CC-${id}`,
    referencia: `OC-${id}`,
    cliente: { id: empresaId, nombre: `Cliente ${empresaId}`, cif: '30-1', empresaId },
    poliza: { id: 1, numero: 'TR-1', paisId: 32, aseguradoraId: 1, aseguradora: 'Aseguradora' },
    emisor: { id: 10, nombre: 'Productora' },
  });

/** The table keys a list of writes touches. */
const claves = (ops: WriteOp[]) =>
  new Set(
    ops.map((op) => {
      const k = db.tableKey(op.entity, op.type === 'put' ? op.item : op.key);
      return `${k.pk}|${k.sk}`;
    }),
  );

describe("a segment's batch of the month close", () => {
  it('starts with the segment’s own item, conditional on it being pending, and counts the batch on it', () => {
    const ops = opsDeTanda(segmento('cliente-41'), [entradaFlotante(emitido(1, 41), idsDe, AHORA)]);
    expect(ops[POSICION_DEL_SEGMENTO]).toMatchObject({
      type: 'update',
      entity: { name: 'segmento-cierre' },
      key: { periodo: '2026-03', ronda: 1, segmento: 'cliente-41' },
      add: { declarados: 1 },
      when: { estado: 'pendiente' },
      mustExist: true,
    });
  });

  it('moves the counters onto the segment’s own shares and adds to its own running sums of the declarations', () => {
    const entrada = entradaFlotante(emitido(1, 41), idsDe, AHORA);
    const directos = entrada.ops.filter((op) => op.entity === Contador);
    expect(directos.length).toBeGreaterThan(0);
    const ops = opsDeTanda(segmento('cliente-41'), [entrada]);
    expect(ops.filter((op) => op.entity === Contador)).toEqual([]);
    const partes = ops.filter((op) => op.entity.name === 'contador-cierre');
    expect(partes.map((op) => op.type === 'update' && op.key)).toEqual(
      directos.map((op) => op.type === 'update' && { periodo: '2026-03', ronda: 1, segmento: 'cliente-41', ...op.key }),
    );
    const sumas = ops.filter((op) => op.entity.name === 'acumulado-declaracion');
    expect(sumas.map((op) => op.type === 'update' && op.key)).toEqual([
      { periodo: '2026-03', id: entrada.ids.venta, ronda: 1, segmento: 'cliente-41' },
      { periodo: '2026-03', id: entrada.ids.tecnica, ronda: 1, segmento: 'cliente-41' },
    ]);
    expect(sumas[0]).toMatchObject({ add: { cantidadTransporte: 1, prima: entrada.declarable.importes.prima } });
  });

  it('two segments of the same declarations write no item in common (DynamoDB cancels concurrent transactions on one item)', () => {
    const a = entradaFlotante(emitido(1, 41), idsDe, AHORA);
    const b = entradaFlotante(emitido(2, 42), idsDe, AHORA);
    expect(a.ids).toEqual(b.ids);
    // Their certificates' own writes share the tenant's, the issuer's and the insurer's counters...
    const compartidos = [...claves(a.ops)].filter((k) => claves(b.ops).has(k));
    expect(compartidos.length).toBeGreaterThan(0);
    // ...which their segments' batches do not.
    const enA = claves(opsDeTanda(segmento('cliente-41'), [a]));
    const enB = claves(opsDeTanda(segmento('cliente-42'), [b]));
    expect([...enA].filter((k) => enB.has(k))).toEqual([]);
  });
});
