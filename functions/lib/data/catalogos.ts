import * as z from 'zod/mini';
import { type CATALOGOS, type CatalogoNombre } from '#shared/catalogos/schemas.ts';
import { diaNegocio } from '#shared/declaraciones/periodo.ts';
import { cambiosSchema, fechaSchema, maestroSchema, versionVigente, type MaestroNombre } from '#shared/catalogos/versiones.ts';
import { ValidationError } from '../http/errors.ts';
import { warmCache } from './model/cache.ts';
import type { TenantDb } from './model/db.ts';
import { defineEntity, type ItemOf } from './model/entity.ts';

/** Today in the tenant's business day (Argentina, UTC-3, for every seeded tenant's region). */
export const hoyNegocio = (now = new Date()): string => diaNegocio(now);

/**
 * One immutable version of a master (a whole catalogue, or the whole specific-trip tariff), in effect
 * from `vigenteDesde`. Versions are numbered 1, 2, ... per master; a new one is a conditional create of
 * the next number, so of two editors who started from the same version only one writes.
 */
export const VersionMaestro = defineEntity(
  z.object({
    maestro: maestroSchema,
    n: z.int().check(z.positive()),
    vigenteDesde: fechaSchema,
    creado: z.string(),
    por: z.object({ id: z.union([z.int(), z.string()]), email: z.optional(z.string()) }),
    cambios: cambiosSchema,
    // Validated against the master's schema (shared/catalogos/maestros.ts) before it is written.
    contenido: z.unknown(),
  }),
)({
  name: 'version-maestro',
  description:
    'Una versión inmutable de un maestro (catálogo, tarifario de viajes específicos o de rating anual) con su fecha de vigencia.',
  usedBy: 'cada lectura de catálogo y cada cotización (la vigente, caché de 60 s), get-maestro y guardar-version-maestro',
  key: { pk: ['maestro'], sk: ['n'] },
  pad: { n: 6 },
  indexes: {
    porVigencia: {
      index: 'gsi1',
      pk: ['maestro'],
      sk: ['vigenteDesde', 'n'],
      description: 'la versión vigente en un día (la última con vigenteDesde ≤ día, Limit 1 descendente)',
    },
  },
  // The reader needs the content in its one Query, so the index projects the whole version.
  row: (v) => v,
});
export type VersionMaestroItem = ItemOf<typeof VersionMaestro>;

const cache = warmCache<VersionMaestroItem | null>(60_000);

/**
 * The version of a master in effect on a day (today unless told): one Query of one item, kept warm
 * per container, tenant and day, so a version scheduled for tomorrow is read tomorrow's first time.
 */
export const versionVigenteDe = (db: TenantDb, maestro: MaestroNombre, dia = hoyNegocio()) =>
  cache(db.tenant, `${maestro}\n${dia}`, async () => {
    const page = await db.query(VersionMaestro, 'porVigencia', { maestro }, { range: { lte: [dia] }, order: 'desc', limit: 1 });
    // The index orders by the same rule the pure function states; it checks the one row it got.
    return versionVigente(page.items as VersionMaestroItem[], dia) ?? null;
  });

/** After a new version is written here, this container reads it on its next request. */
export const olvidarVersiones = (tenant: string, maestro: MaestroNombre) => cache.forget(tenant, `${maestro}\n`);

type Entrada<N extends CatalogoNombre> = z.infer<(typeof CATALOGOS)[N]>;

/** A whole catalogue as in effect on a day, today unless told (empty when the tenant has none). */
export const catalogo = async <N extends CatalogoNombre>(db: TenantDb, nombre: N, dia = hoyNegocio()): Promise<Entrada<N>[]> =>
  ((await versionVigenteDe(db, nombre, dia))?.contenido ?? []) as Entrada<N>[];

/** The catalogues a paper names entries of (each read once and kept warm, like every version). */
const DE_PAPEL = ['paises', 'tiposMercaderia', 'modosTransporte', 'tiposRiesgo', 'formasDePago', 'tiposContenedor'] as const;

/**
 * The tenant's catalogues as in effect today, for a paper to name their entries with the pt-BR names
 * the tenant edited in /maestros (functions/lib/documents/idioma.ts); a catalogue it never saved is
 * absent and the seeded one names its entries.
 */
export const catalogosDePapel = async (db: TenantDb) =>
  Object.fromEntries(await Promise.all(DE_PAPEL.map(async (n) => [n, await catalogo(db, n)] as const))) as {
    [N in (typeof DE_PAPEL)[number]]: Entrada<N>[];
  };

/** A request's reference to a catalogue entry: the field it came in, the catalogue, the id, and what to say when missing. */
export interface ReferenciaCatalogo {
  path: string;
  catalogo: CatalogoNombre;
  id: number;
  message: string;
}

/**
 * Every reference must be an entry of its catalogue as in effect on the day (the version a certificate
 * is priced with): a 400 naming each field otherwise. Each catalogue is read once (and kept warm).
 */
export const exigirCatalogos = async (db: TenantDb, referencias: readonly ReferenciaCatalogo[], dia: string) => {
  const nombres = [...new Set(referencias.map((r) => r.catalogo))];
  const ids = new Map(
    await Promise.all(nombres.map(async (n) => [n, new Set((await catalogo(db, n, dia)).map((e) => e.id))] as const)),
  );
  const errores = referencias.filter((r) => !ids.get(r.catalogo)?.has(r.id)).map(({ path, message }) => ({ path, message }));
  if (errores.length) throw new ValidationError(errores);
};

/** A version as the history shows it (without its content). */
export const versionInfo = (v: VersionMaestroItem) => ({
  n: v.n,
  vigenteDesde: v.vigenteDesde,
  creado: v.creado,
  por: String(v.por.email ?? v.por.id),
  cambios: v.cambios,
});
