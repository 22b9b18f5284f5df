import type { Moneda } from '#shared/catalogos/schemas.ts';
import type { ContenidoTarifario } from '#shared/catalogos/maestros.ts';
import type { VersionesUsadas } from '#shared/catalogos/versiones.ts';
import type { Aseguradora, Cobertura, ParametrosAseguradora } from '#shared/viajes-especificos/model.ts';
import { hoyNegocio, versionVigenteDe } from './catalogos.ts';
import type { TenantDb } from './model/db.ts';

export { hoyNegocio };

export interface Tarifario {
  coberturas: Cobertura[];
  aseguradoras: Aseguradora[];
  parametros: Record<number, ParametrosAseguradora>;
  monedas: Moneda[];
  /** The master versions these rates come from, recorded on every certificate priced with them. */
  versiones: VersionesUsadas;
}

const SIN_VERSION = { n: 0, vigenteDesde: '' };

/**
 * The tenant's tariff in effect today: the tariff version and the currencies version, two Queries of
 * one item in parallel, each kept warm in the container (see versionVigenteDe).
 */
export const tarifario = async (db: TenantDb): Promise<Tarifario> => {
  const [tarifa, monedas] = await Promise.all([versionVigenteDe(db, 'tarifario'), versionVigenteDe(db, 'monedas')]);
  const contenido = (tarifa?.contenido ?? { coberturas: [], aseguradoras: [], parametros: [] }) as ContenidoTarifario;
  return {
    coberturas: contenido.coberturas,
    aseguradoras: contenido.aseguradoras,
    parametros: Object.fromEntries(contenido.parametros.map((p) => [p.idAseguradora, p])),
    monedas: (monedas?.contenido ?? []) as Moneda[],
    versiones: {
      tarifario: tarifa ? { n: tarifa.n, vigenteDesde: tarifa.vigenteDesde } : SIN_VERSION,
      monedas: monedas ? { n: monedas.n, vigenteDesde: monedas.vigenteDesde } : SIN_VERSION,
    },
  };
};
