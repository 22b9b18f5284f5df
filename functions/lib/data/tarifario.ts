import type { Moneda } from '#shared/catalogos/schemas.ts';
import {
  aseguradoraSchema,
  coberturaSchema,
  parametrosAseguradoraSchema,
  type Aseguradora,
  type Cobertura,
  type ParametrosAseguradora,
} from '#shared/viajes-especificos/model.ts';
import { catalogo } from './catalogos.ts';
import { warmCache } from './model/cache.ts';
import type { TenantDb } from './model/db.ts';
import { defineEntity } from './model/entity.ts';

/** Rates are data in the tenant's tariff partition (seeded, editable without a release). */
const TARIFARIO = { pkLabel: 'tarifario', pk: [] } as const;
/** A tariff holds tens of coverages; more than this is a data error, not a page to follow. */
const MAX_TARIFAS = 500;

export const CoberturaTarifa = defineEntity(coberturaSchema)({
  name: 'cobertura',
  description: 'Una cobertura de viaje específico con sus reglas de tarifa y límites.',
  usedBy: 'cada cotización (caché de 60 s en el contenedor)',
  key: { ...TARIFARIO, sk: ['id'] },
  pad: { id: 6 },
});

export const AseguradoraTarifa = defineEntity(aseguradoraSchema)({
  name: 'aseguradora',
  description: 'Una aseguradora del tarifario.',
  usedBy: 'cada cotización (caché de 60 s)',
  key: { ...TARIFARIO, sk: ['id'] },
  pad: { id: 6 },
});

export const ParametrosTarifa = defineEntity(parametrosAseguradoraSchema)({
  name: 'parametros',
  description: 'Parámetros comerciales de una aseguradora (cuotas, formas de pago, rangos).',
  usedBy: 'cada cotización y get-parametros-aseguradora (caché de 60 s)',
  key: { ...TARIFARIO, sk: ['idAseguradora'] },
  pad: { idAseguradora: 6 },
});

export interface Tarifario {
  coberturas: Cobertura[];
  aseguradoras: Aseguradora[];
  parametros: Record<number, ParametrosAseguradora>;
  monedas: Moneda[];
}

const cache = warmCache<Tarifario>(60_000);

/** The tenant's tariff: three Queries of one small partition in parallel, then kept warm for a minute. */
export const tarifario = (db: TenantDb): Promise<Tarifario> =>
  cache(db.tenant, 'tarifario', async () => {
    const [coberturas, aseguradoras, parametros, monedas] = await Promise.all([
      db.query(CoberturaTarifa, 'primary', {}, { limit: MAX_TARIFAS }),
      db.query(AseguradoraTarifa, 'primary', {}, { limit: MAX_TARIFAS }),
      db.query(ParametrosTarifa, 'primary', {}, { limit: MAX_TARIFAS }),
      catalogo(db, 'monedas'),
    ]);
    return {
      coberturas: coberturas.items,
      aseguradoras: aseguradoras.items,
      parametros: Object.fromEntries(parametros.items.map((p) => [p.idAseguradora, p])),
      monedas,
    };
  });

/** Today in the tenant's business day (Argentina, UTC-3, for every seeded tenant's region). */
export const hoyNegocio = (now = new Date()): string => new Date(now.getTime() - 3 * 3600_000).toISOString().slice(0, 10);
