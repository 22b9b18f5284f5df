import { pathToFileURL } from 'node:url';
import { contexto, solicitud } from '#shared/viajes-especificos/fixtures.ts';
import { cotizar } from '#shared/viajes-especificos/motor.ts';

/**
 * Throughput of the specific-trip rating engine on one core: `cotizar` for a realistic request
 * (import China -> Argentina by sea, electronics, US$ 85 000 + freight and expenses, credit card in 3
 * instalments) against the six seeded coverages, which all accept USD, so every call builds six offers
 * with their traces and validations. Warm-up first (JIT), then ~2 s of timed calls. Target >= 5 000/s.
 */
export const QUOTES_PER_SECOND_TARGET = 5_000;

export const benchEngine = (duracionMs = 2_000): { quotesPerSecond: number; msPerQuote: number } => {
  const ctx = contexto({ beneficioImaginarioMaximo: 10 });
  const request = solicitud({
    ValorFactura: 85_000,
    DemasGastos: 1_200,
    GastoEnvio: 4_500,
    FechaSalida: '2025-06-12',
    Km: 100,
    FormaDePagoId: 2,
    Cuotas: 3,
  });
  if (cotizar(request, ctx).length !== 6) throw new Error('La solicitud del benchmark debería dar seis ofertas');

  let sink = 0;
  for (let i = 0; i < 3_000; i++) sink += cotizar(request, ctx).length;

  let n = 0;
  const inicio = performance.now();
  let transcurrido = 0;
  while (transcurrido < duracionMs) {
    for (let i = 0; i < 200; i++) sink += cotizar(request, ctx).length;
    n += 200;
    transcurrido = performance.now() - inicio;
  }
  if (sink === 0) throw new Error('unreachable');
  return { quotesPerSecond: (n / transcurrido) * 1000, msPerQuote: transcurrido / n };
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { quotesPerSecond, msPerQuote } = benchEngine();
  console.log(
    `Motor de viajes específicos: ${Math.round(quotesPerSecond).toLocaleString('es-AR')} cotizaciones/s (6 coberturas), ${(msPerQuote * 1000).toFixed(1)} µs/cotización (objetivo >= ${QUOTES_PER_SECOND_TARGET.toLocaleString('es-AR')}/s) ${quotesPerSecond >= QUOTES_PER_SECOND_TARGET ? 'OK' : 'FUERA DE OBJETIVO'}`,
  );
}
