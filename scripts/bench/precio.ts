import { pathToFileURL } from 'node:url';
import { entradaCarga } from '#shared/certificados/fixtures.ts';
import { cotizarCarga } from '#shared/certificados/precio-carga.ts';

/**
 * Throughput of the cargo certificate pricing on one core: `cotizarCarga` for a shipment by sea and
 * land (US$ 85.000 + expenses and freight, new goods) under a client's terms with an intermediary and
 * an issuer condition with every step (markup, sale rate, extra charges, minimum price), so each call
 * builds the whole trace and checks limits, exclusions and periods. Warm-up first (JIT), then ~2 s of
 * timed calls. Target >= 50 000/s (issue 12).
 *
 * The figure is per second of this process's CPU time (what one core delivers), so a machine busy with
 * other work does not halve it; the wall-clock rate is returned too. CPU time counts the process's GC
 * threads as well, which only lowers the figure.
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

  let sink = 0;
  for (let i = 0; i < 20_000; i++) sink += cotizarCarga(entrada).precioFinal;

  let n = 0;
  const cpu = process.cpuUsage();
  const inicio = performance.now();
  let transcurrido = 0;
  while (transcurrido < duracionMs) {
    for (let i = 0; i < 1_000; i++) sink += cotizarCarga(entrada).precioFinal;
    n += 1_000;
    transcurrido = performance.now() - inicio;
  }
  const usado = process.cpuUsage(cpu);
  const cpuMs = (usado.user + usado.system) / 1000;
  if (sink === 0) throw new Error('unreachable');
  return {
    pricesPerSecond: (n / cpuMs) * 1000,
    microsPerPrice: (cpuMs * 1000) / n,
    pricesPerWallSecond: (n / transcurrido) * 1000,
  };
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { pricesPerSecond, microsPerPrice, pricesPerWallSecond } = benchPrecio();
  console.log(
    `Precio de certificados de carga: ${Math.round(pricesPerSecond).toLocaleString('es-AR')} precios por segundo de CPU, ${microsPerPrice.toFixed(1)} µs/precio (reloj: ${Math.round(pricesPerWallSecond).toLocaleString('es-AR')}/s; objetivo >= ${PRICES_PER_SECOND_TARGET.toLocaleString('es-AR')}/s) ${pricesPerSecond >= PRICES_PER_SECOND_TARGET ? 'OK' : 'FUERA DE OBJETIVO'}`,
  );
}
