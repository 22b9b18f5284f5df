import { comoDesplegado } from './desplegado.ts';
import { QUOTES_PER_SECOND_TARGET, type benchEngine } from './engine.ts';
import { say, summary, title } from './informe.ts';
import { benchLighthouseAparte, cumple, OBJETIVOS } from './lighthouse.ts';
import { PRICES_PER_SECOND_TARGET, type benchPrecio } from './precio.ts';
import { COTIZACIONES_ANUALES_TARGET, type benchRatingAnual } from './rating-anual.ts';
import { measureSpa } from './spa-size.ts';
import { num, ok, table } from './stats.ts';

/** The SPA's first load (issue 31): the entry, and the entry with each first screen's route. */
const SPA_TARGET_KB = 150;

export const spa = () => {
  title('SPA: JavaScript inicial, gzip (entrada + modulepreload; y con los chunks de la ruta de cada primera pantalla)');
  const figure = measureSpa();
  const medidas = [{ pantalla: 'entrada (antes de toda ruta)', ...figure }, ...figure.pantallas];
  for (const m of medidas) {
    const pass = m.totalGzipKb <= SPA_TARGET_KB;
    say(`\n${m.pantalla}: ${num(m.totalGzipKb)} KB gzip (objetivo <= ${SPA_TARGET_KB} KB) ${ok(pass)}`);
    for (const f of m.files) say(`  ${f.file.padEnd(50)} ${num(f.gzipKb).padStart(8)} KB`);
    say(`  y su CSS: ${num(m.css.totalGzipKb)} KB gzip`);
    for (const f of m.css.files) say(`  ${f.file.padEnd(50)} ${num(f.gzipKb).padStart(8)} KB`);
    summary.push({
      medida: `JS inicial del SPA: ${m.pantalla}`,
      valor: `${num(m.totalGzipKb)} KB gzip`,
      objetivo: `<= ${SPA_TARGET_KB} KB`,
      pass,
    });
  }
};

/** Lighthouse on six pages (issue 31), after the SPA's build of this run. */
export const lighthouseSpa = async () => {
  title('Lighthouse, preset móvil: el SPA construido, servido comprimido como lo sirve CloudFront, con los datos de la demo');
  say('Páginas públicas como primera visita; las de un productor con su sesión y la caché HTTP vacía.');
  say('El preset frena la CPU cuatro veces desde la de esta máquina: benchmarkIndex es cuán rápida la midió Lighthouse.\n');
  const figuras = await benchLighthouseAparte(say);
  say(
    '\n' +
      table(
        ['página', 'ruta', 'rendimiento', 'accesibilidad', 'buenas prácticas', 'LCP ms', 'benchmarkIndex', ''],
        figuras.map((f) => [
          f.pagina,
          f.ruta,
          String(f.performance),
          String(f.accessibility),
          String(f.bestPractices),
          num(f.lcpMs, 0),
          String(f.benchmarkIndex),
          ok(cumple(f)),
        ]),
      ),
  );
  const peor = (k: 'performance' | 'accessibility' | 'bestPractices') => Math.min(...figuras.map((f) => f[k]));
  const lcp = Math.max(...figuras.map((f) => f.lcpMs));
  summary.push({
    medida: 'Lighthouse (6 páginas, móvil)',
    valor: `peor: rendimiento ${peor('performance')}, accesibilidad ${peor('accessibility')}, buenas prácticas ${peor('bestPractices')}, LCP ${num(lcp, 0)} ms`,
    objetivo: `>= ${OBJETIVOS.performance} / ${OBJETIVOS.accessibility} / ${OBJETIVOS.bestPractices}, LCP <= ${num(OBJETIVOS.lcpMs, 0)} ms`,
    pass: figuras.every(cumple),
  });
};

export const engine = () => {
  title('Motor de viajes específicos (un núcleo, 6 coberturas por cotización; el bundle del deploy)');
  const motor = comoDesplegado<ReturnType<typeof benchEngine>>('scripts/bench/engine.ts', 'benchEngine');
  const pass = motor.quotesPerSecond >= QUOTES_PER_SECOND_TARGET;
  say(
    `  ${num(motor.quotesPerSecond, 0)} cotizaciones/s, ${num(motor.msPerQuote * 1000)} µs cada una (objetivo >= ${num(QUOTES_PER_SECOND_TARGET, 0)}/s) ${ok(pass)}`,
  );
  summary.push({
    medida: 'motor de viajes específicos',
    valor: `${num(motor.quotesPerSecond, 0)} cotizaciones/s`,
    objetivo: `>= ${num(QUOTES_PER_SECOND_TARGET, 0)}/s`,
    pass,
  });
  return motor.quotesPerSecond;
};

/**
 * The annual engine against the target of issue 14 and, as a figure the machine's speed does not
 * move, against the specific-trip engine measured in the same run (0,49 on 2026-11-27 at 717fe02).
 */
export const ratingAnual = (viajesEspecificosPorSegundo: number) => {
  title('Motor de rating anual (un núcleo, 6 coberturas por cotización, con sus trazas; el bundle del deploy)');
  const r = comoDesplegado<ReturnType<typeof benchRatingAnual>>('scripts/bench/rating-anual.ts', 'benchRatingAnual');
  const pass = r.cotizacionesPorSegundo >= COTIZACIONES_ANUALES_TARGET;
  say(
    `  ${num(r.cotizacionesPorSegundo, 0)} cotizaciones por segundo de CPU, ${num(r.microsPorCotizacion)} µs cada una (objetivo >= ${num(COTIZACIONES_ANUALES_TARGET, 0)}/s) ${ok(pass)}`,
  );
  const relativo = r.cotizacionesPorSegundo / viajesEspecificosPorSegundo;
  say(`  ${num(relativo, 2)} veces el ritmo del motor de viajes específicos en esta corrida (0,49 el 27-11-2026)`);
  summary.push({
    medida: 'motor de rating anual',
    valor: `${num(r.cotizacionesPorSegundo, 0)} cotizaciones/s (${num(relativo, 2)}x viajes específicos)`,
    objetivo: `>= ${num(COTIZACIONES_ANUALES_TARGET, 0)}/s`,
    pass,
  });
};

export const precio = () => {
  title(
    'Precio de certificados de carga (un núcleo, una póliza flotante con términos, intermediario y condición del emisor; el bundle del deploy)',
  );
  const r = comoDesplegado<ReturnType<typeof benchPrecio>>('scripts/bench/precio.ts', 'benchPrecio');
  const pass = r.pricesPerSecond >= PRICES_PER_SECOND_TARGET;
  say(
    `  ${num(r.pricesPerSecond, 0)} precios por segundo de CPU, ${num(r.microsPerPrice)} µs cada uno (reloj: ${num(r.pricesPerWallSecond, 0)}/s; objetivo >= ${num(PRICES_PER_SECOND_TARGET, 0)}/s) ${ok(pass)}`,
  );
  summary.push({
    medida: 'precio de certificados de carga',
    valor: `${num(r.pricesPerSecond, 0)} precios/s`,
    objetivo: `>= ${num(PRICES_PER_SECOND_TARGET, 0)}/s`,
    pass,
  });
};
