import { Secuencia } from '#lib/data/model/counters.ts';
import { ConditionFailed, type TenantDb } from '#lib/data/model/db.ts';
import { guardarPoliza, type PolizaItem } from '#lib/data/polizas.ts';

/**
 * The demo policies of a tenant, dated around `hoy`: a transport and a container floating policy of
 * Aseguradora del Sur in force (the transport one with two endorsements) and an expired one of
 * another insurer, so the list shows every state but annulled.
 */
export const polizasDemo = (paisId: number, hoy: string): PolizaItem[] => {
  const anio = Number(hoy.slice(0, 4));
  const creado = `${anio}-01-01T12:00:00.000Z`;
  const base = { paisId, monedaId: 840, anulada: false, version: 1, creado, modificado: creado };
  return [
    {
      ...base,
      id: 1,
      numero: `TR-${anio}-0001`,
      aseguradoraId: 1,
      nombre: 'Flotante Transporte Internacional',
      ramo: 'transporte',
      vigenciaDesde: `${anio}-01-01`,
      vigenciaHasta: `${anio + 1}-12-31`,
      tasa: 0.18,
      primaMinima: 25,
      cobertura: {
        nombre: 'Todo riesgo',
        deducibles: [
          { concepto: 'Por embarque, sobre la pérdida', tipo: 'porcentaje', valor: 10 },
          { concepto: 'Mínimo por embarque', tipo: 'monto', valor: 500 },
        ],
      },
      limitesPorEmbarque: [
        { transporteId: 0, limite: 250_000 },
        { transporteId: 1, limite: 1_000_000 },
        { transporteId: 2, limite: 500_000 },
      ],
      endosos: [
        { id: 1, nombre: 'Mercosur terrestre', vigenciaDesde: `${anio}-01-01`, vigenciaHasta: `${anio + 1}-12-31` },
        { id: 2, nombre: 'Importaciones desde Asia', vigenciaDesde: `${anio}-03-01`, vigenciaHasta: `${anio + 1}-02-28` },
      ],
      ultimoEndosoId: 2,
    },
    {
      ...base,
      id: 2,
      numero: `CT-${anio}-0002`,
      aseguradoraId: 1,
      nombre: 'Flotante Contenedores',
      ramo: 'contenedores',
      vigenciaDesde: `${anio}-01-01`,
      vigenciaHasta: `${anio + 1}-12-31`,
      tasa: 0.35,
      primaMinima: 40,
      cobertura: { nombre: 'Daños al contenedor', deducibles: [{ concepto: 'Por contenedor', tipo: 'monto', valor: 300 }] },
      limitesPorEmbarque: [
        { transporteId: 0, limite: 60_000 },
        { transporteId: 1, limite: 80_000 },
      ],
      endosos: [
        { id: 1, nombre: 'Contenedores refrigerados', vigenciaDesde: `${anio}-01-01`, vigenciaHasta: `${anio + 1}-12-31` },
      ],
      ultimoEndosoId: 1,
    },
    {
      ...base,
      id: 3,
      numero: `TS-${anio - 1}-0107`,
      aseguradoraId: 2,
      nombre: `Flotante Importaciones ${anio - 1}`,
      ramo: 'transporte',
      monedaId: 32,
      vigenciaDesde: `${anio - 1}-01-01`,
      vigenciaHasta: `${anio - 1}-12-31`,
      tasa: 0.22,
      primaMinima: 15_000,
      cobertura: { nombre: 'Libre de avería particular', deducibles: [] },
      limitesPorEmbarque: [{ transporteId: 0, limite: 90_000_000 }],
      endosos: [],
      ultimoEndosoId: 0,
    },
  ];
};

/**
 * Writes the demo policies that are missing, on every start (a tenant seeded before policies
 * existed gets them too); an existing policy, edited or not, is left alone. The policy number
 * sequence starts after them unless it was already started.
 */
export const ensurePolizas = async (db: TenantDb, paisId: number, hoy: string) => {
  const demo = polizasDemo(paisId, hoy);
  const ignorarExistente = (err: unknown) => {
    if (!(err instanceof ConditionFailed)) throw err;
  };
  for (const p of demo) await db.write(guardarPoliza(null, p)).catch(ignorarExistente);
  await db
    .write(
      Secuencia.update(
        { nombre: 'poliza' },
        { set: { valor: demo.length } },
        { upsert: true, when: { valor: { exists: false } } },
      ),
    )
    .catch(ignorarExistente);
};
