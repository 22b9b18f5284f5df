import { pathToFileURL } from 'node:url';
import { entradaCarga } from '#shared/certificados/fixtures.ts';
import { cotizarCarga } from '#shared/certificados/precio-carga.ts';
import { ritmoPorCpu } from './ritmo.ts';

/**
 * Throughput of the cargo certificate pricing on one core: `cotizarCarga` for a shipment by sea and
 * land (US$ 85.000 + expenses and freight, new goods) under a client's terms with an intermediary and
 * an issuer condition with every step (markup, sale rate, extra charges, minimum price), so each call
 * builds the whole trace and checks limits, exclusions and periods, measured by `ritmoPorCpu`.
 * Target >= 50 000/s (issue 12).
 */
export const PRICES_PER_SECOND_TARGET = 50_000;

export const benchPrecio = (
  duracionMs = 2_000,
): { pricesPerSecond: number; microsPerPrice: number; pricesPerWallSecond: number } => {
  const base = entradaCarga();
  const entrada = {
    ...base,
    endosoId: 1,
    markup: 0.12,
    embarque: {
      ...base.embarque,
      componentes: { valor: 85_000, demasGastos: 1_200, flete: 4_500, beneficioImaginario: 10, esMercaderiaUsada: false },
      transporteIds: [1, 0],
    },
  };
  if (cotizarCarga(entrada).calculo.reglas.length !== 7) throw new Error('El precio del benchmark debería trazar siete pasos');

  const r = ritmoPorCpu(() => cotizarCarga(entrada).precioFinal, 20_000, 1_000, duracionMs);
  return { pricesPerSecond: r.porSegundoCpu, microsPerPrice: r.microsPorLlamada, pricesPerWallSecond: r.porSegundoReloj };
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { pricesPerSecond, microsPerPrice, pricesPerWallSecond } = benchPrecio();
  console.log(
    `Precio de certificados de carga: ${Math.round(pricesPerSecond).toLocaleString('es-AR')} precios por segundo de CPU, ${microsPerPrice.toFixed(1)} µs/precio (reloj: ${Math.round(pricesPerWallSecond).toLocaleString('es-AR')}/s; objetivo >= ${PRICES_PER_SECOND_TARGET.toLocaleString('es-AR')}/s) ${pricesPerSecond >= PRICES_PER_SECOND_TARGET ? 'OK' : 'FUERA DE OBJETIVO'}`,
  );
}
