import type { Moneda } from '#shared/catalogos/schemas.ts';
import {
  aseguradoraSchema,
  coberturaSchema,
  parametrosAseguradoraSchema,
  type Aseguradora,
  type Cobertura,
  type CoberturaInput,
  type ParametrosAseguradora,
} from '#shared/viajes-especificos/model.ts';
import { catalogos } from './catalogos.ts';
import type { TenantTable } from './table.ts';

export interface Tarifario {
  coberturas: Cobertura[];
  aseguradoras: Aseguradora[];
  parametros: Record<number, ParametrosAseguradora>;
  monedas: Moneda[];
}

/**
 * Coverages, insurers and their parameters are data in the tenant's partition (seeded, editable
 * without a release). A quote reads them through a short in-memory cache: rates change rarely and a
 * quote should not pay four reads.
 */
const CACHE_MS = 60_000;
const cache = new Map<string, { at: number; value: Promise<Tarifario> }>();

const strip = <T>({ pk: _pk, sk: _sk, tipo: _tipo, ...rest }: Record<string, unknown>) => rest as T;

const load = async (table: TenantTable): Promise<Tarifario> => {
  const [coberturas, aseguradoras, parametros, monedas] = await Promise.all([
    table.queryAll({ pk: ['TARIFARIO', 'COBERTURA'] }),
    table.queryAll({ pk: ['TARIFARIO', 'ASEGURADORA'] }),
    table.queryAll({ pk: ['TARIFARIO', 'PARAMETROS'] }),
    catalogos(table).list<Moneda>('monedas'),
  ]);
  return {
    coberturas: coberturas.map((c) => coberturaSchema.parse(strip(c))),
    aseguradoras: aseguradoras.map((a) => aseguradoraSchema.parse(strip(a))),
    parametros: Object.fromEntries(
      parametros.map((p) => {
        const parsed = parametrosAseguradoraSchema.parse(strip(p));
        return [parsed.idAseguradora, parsed];
      }),
    ),
    monedas,
  };
};

export const tarifario = (table: TenantTable) => ({
  get: (): Promise<Tarifario> => {
    const hit = cache.get(table.tenant);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
    const value = load(table);
    value.catch(() => cache.delete(table.tenant));
    cache.set(table.tenant, { at: Date.now(), value });
    return value;
  },

  items: (data: { coberturas: CoberturaInput[]; aseguradoras: Aseguradora[]; parametros: ParametrosAseguradora[] }) => [
    ...data.coberturas.map((c) =>
      table.item({ pk: ['TARIFARIO', 'COBERTURA'], sk: ['COBERTURA', c.id] }, { ...c, tipo: 'cobertura' }),
    ),
    ...data.aseguradoras.map((a) =>
      table.item({ pk: ['TARIFARIO', 'ASEGURADORA'], sk: ['ASEGURADORA', a.id] }, { ...a, tipo: 'aseguradora' }),
    ),
    ...data.parametros.map((p) =>
      table.item({ pk: ['TARIFARIO', 'PARAMETROS'], sk: ['PARAMETROS', p.idAseguradora] }, { ...p, tipo: 'parametros' }),
    ),
  ],
});

/** Today in the tenant's business day (Argentina, UTC-3, for every seeded tenant's region). */
export const hoyNegocio = (now = new Date()): string => new Date(now.getTime() - 3 * 3600_000).toISOString().slice(0, 10);
