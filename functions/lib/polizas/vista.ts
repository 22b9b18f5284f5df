import type { Moneda } from '#shared/catalogos/schemas.ts';
import type { Poliza, PolizaFila, PolizaInput } from '#shared/contract/schemas/poliza.ts';
import { estadoPoliza } from '#shared/polizas/reglas.ts';
import { catalogo } from '../data/catalogos.ts';
import { empresasPorId } from '../data/empresas.ts';
import type { TenantDb } from '../data/model/db.ts';
import { Auditoria, historialDe, MAX_HISTORIAL, type AuditoriaItem } from '../data/plataforma.ts';
import { NUMERO_EN_USO, type PolizaFilaItem, type PolizaItem } from '../data/polizas.ts';
import { hoyNegocio } from '../data/tarifario.ts';
import { HttpError, ValidationError } from '../http/errors.ts';

/** The audit trail's entity name of a policy. */
export const ENTIDAD_POLIZA = 'poliza';

type Campo = { path: string; message: string };

/** The names a policy row shows: its insurer's and its currency's, read once per page. */
export const nombresDe = async (db: TenantDb, filas: readonly { aseguradoraId: number }[]) => {
  const [empresas, monedas] = await Promise.all([
    empresasPorId(
      db,
      filas.map((f) => f.aseguradoraId),
    ),
    catalogo(db, 'monedas'),
  ]);
  return {
    aseguradora: (id: number) => ({ id, nombre: empresas.get(id)?.nombre ?? `#${id}` }),
    moneda: (id: number) => {
      const m = monedas.find((x) => x.id === id);
      return { id, nombre: m?.nombre ?? `#${id}`, simbolo: m?.simbolo ?? '' };
    },
  };
};
type Nombres = Awaited<ReturnType<typeof nombresDe>>;

export const toPolizaFila = (p: PolizaFilaItem, n: Nombres, hoy = hoyNegocio()): PolizaFila => ({
  id: p.id,
  numero: p.numero,
  aseguradora: n.aseguradora(p.aseguradoraId),
  nombre: p.nombre,
  ramo: p.ramo,
  moneda: n.moneda(p.monedaId),
  paisId: p.paisId,
  vigenciaDesde: p.vigenciaDesde,
  vigenciaHasta: p.vigenciaHasta,
  tasa: p.tasa,
  primaMinima: p.primaMinima,
  endosos: p.endosos,
  estado: estadoPoliza(p, hoy),
});

/** A policy's exclusions; one saved before exclusions existed excludes nothing. */
export const exclusionesDe = (p: Pick<PolizaItem, 'exclusiones'>) => p.exclusiones ?? { mercaderias: [], paises: [] };

/** The policy as get-poliza answers it, from the item and its audit trail. */
export const toPoliza = (p: PolizaItem, historial: AuditoriaItem[], n: Nombres): Poliza => ({
  ...toPolizaFila(p, n),
  cobertura: p.cobertura,
  limitesPorEmbarque: p.limitesPorEmbarque,
  exclusiones: exclusionesDe(p),
  version: p.version,
  historial: historialDe(historial, (v) => v ?? null).map((h, i) => {
    const motivo = historial[i]?.detalle?.motivo;
    return { ...h, motivo: typeof motivo === 'string' ? motivo : null };
  }),
});

/** A policy as the screens read it after a write: the trail is read consistently, the write included. */
export const leerPoliza = async (db: TenantDb, p: PolizaItem): Promise<Poliza> => {
  const [historial, nombres] = await Promise.all([
    db.query(
      Auditoria,
      'primary',
      { entidad: ENTIDAD_POLIZA, entidadId: String(p.id) },
      { limit: MAX_HISTORIAL, consistent: true },
    ),
    nombresDe(db, [p]),
  ]);
  return toPoliza(p, historial.items, nombres);
};

/**
 * The references of a policy body must exist: the insurer is a company of type aseguradora of this
 * tenant, and currency, country and transport modes are entries of the tenant's catalogues.
 */
export const assertReferencias = async (db: TenantDb, body: PolizaInput): Promise<void> => {
  const [empresas, monedas, paises, modos, mercaderias] = await Promise.all([
    empresasPorId(db, [body.aseguradoraId]),
    catalogo(db, 'monedas'),
    catalogo(db, 'paises'),
    catalogo(db, 'modosTransporte'),
    catalogo(db, 'tiposMercaderia'),
  ]);
  const empresa = empresas.get(body.aseguradoraId);
  const errores: Campo[] = [];
  if (!empresa) errores.push({ path: 'aseguradoraId', message: 'La aseguradora no existe' });
  else if (empresa.tipo !== 'aseguradora') errores.push({ path: 'aseguradoraId', message: 'La empresa no es una aseguradora' });
  if (!monedas.some((m: Moneda) => m.id === body.monedaId)) errores.push({ path: 'monedaId', message: 'La moneda no existe' });
  if (!paises.some((p) => p.id === body.paisId)) errores.push({ path: 'paisId', message: 'El país no existe' });
  body.exclusiones.paises.forEach((id, i) => {
    if (!paises.some((p) => p.id === id)) errores.push({ path: `exclusiones.paises.${i}`, message: 'El país no existe' });
  });
  body.exclusiones.mercaderias.forEach((id, i) => {
    if (!mercaderias.some((m) => m.id === id))
      errores.push({ path: `exclusiones.mercaderias.${i}`, message: 'La mercadería no existe' });
  });
  body.limitesPorEmbarque.forEach((l, i) => {
    if (!modos.some((m) => m.id === l.transporteId))
      errores.push({ path: `limitesPorEmbarque.${i}.transporteId`, message: 'El medio de transporte no existe' });
  });
  if (errores.length) throw new ValidationError(errores);
};

/**
 * The endorsements with their ids: a kept one keeps its id (issuers and certificates point at it), a
 * new one takes the next id of the policy, and a removed one's id is never handed out again.
 */
export const numerarEndosos = (
  endosos: PolizaInput['endosos'],
  anterior: Pick<PolizaItem, 'endosos' | 'ultimoEndosoId'> | null,
) => {
  let ultimo = anterior?.ultimoEndosoId ?? 0;
  const errores: Campo[] = [];
  const numerados = endosos.map((e, i) => {
    if (e.id !== undefined && !anterior?.endosos.some((a) => a.id === e.id))
      errores.push({ path: `endosos.${i}.id`, message: 'El endoso no existe' });
    return { id: e.id ?? ++ultimo, nombre: e.nombre, vigenciaDesde: e.vigenciaDesde, vigenciaHasta: e.vigenciaHasta };
  });
  numerados.forEach((e, i) => {
    if (numerados.findIndex((o) => o.id === e.id) !== i)
      errores.push({ path: `endosos.${i}.id`, message: 'El endoso está repetido' });
  });
  if (errores.length) throw new ValidationError(errores);
  return { endosos: numerados, ultimoEndosoId: ultimo };
};

/** The editable attributes of a policy, as the audit trail compares them. */
const EDITABLES = [
  'numero',
  'aseguradoraId',
  'nombre',
  'ramo',
  'monedaId',
  'paisId',
  'vigenciaDesde',
  'vigenciaHasta',
  'tasa',
  'primaMinima',
  'cobertura',
  'limitesPorEmbarque',
  'endosos',
  'exclusiones',
] as const;

/** A value serialised with its object keys sorted: DynamoDB does not keep the order of a map's keys. */
const canonico = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b)))
      : x,
  );

/** What an edit changed: the attributes that differ, before and after (the audit item's desde/hacia). */
export const cambiosDe = (antes: PolizaItem, despues: PolizaItem) => {
  const campos = EDITABLES.filter((k) => canonico(antes[k]) !== canonico(despues[k]));
  return {
    desde: Object.fromEntries(campos.map((k) => [k, antes[k]])),
    hacia: Object.fromEntries(campos.map((k) => [k, despues[k]])),
  };
};

/** A number another policy of the insurer holds: 409, naming the field so the form shows it there. */
export const numeroEnUso = () => new HttpError(409, NUMERO_EN_USO, [{ path: 'numero', message: NUMERO_EN_USO }]);
