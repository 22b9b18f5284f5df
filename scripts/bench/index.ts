import { benchQuoteApi } from './api.ts';
import { benchEngine, QUOTES_PER_SECOND_TARGET } from './engine.ts';
import { measureLambdas } from './lambda-init.ts';
import { measureSpa } from './spa-size.ts';

/** `npm run bench`: prints every figure an issue names, with its target. */
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);
const INIT_RATIO_TARGET = 3;
const SPA_TARGET_KB = 250;
const QUOTE_P95_TARGET_MS = 150;
const ok = (pass: boolean) => (pass ? 'OK' : 'FUERA DE OBJETIVO');

const main = async () => {
  console.log(
    'Lambdas: bundle minificado e init (proceso Node nuevo que importa el bundle, como el init de Lambda; mediana de 7)\n',
  );
  const { hello, functions } = await measureLambdas();
  const row = (name: string, bytes: number, init: number, imp: number, ratio: string) =>
    console.log(
      `${name.padEnd(34)} ${kb(bytes)} ${init.toFixed(1).padStart(9)} ${imp.toFixed(1).padStart(10)} ${ratio.padStart(8)}`,
    );
  console.log(
    `${'función'.padEnd(34)} ${'KB'.padStart(8)} ${'init ms'.padStart(9)} ${'import ms'.padStart(10)} ${'x hello'.padStart(8)}`,
  );
  row(hello.name, hello.bytes, hello.initMs, hello.importMs, '1.00');
  let worst = 0;
  for (const f of functions) {
    const ratio = f.initMs / hello.initMs;
    worst = Math.max(worst, ratio);
    row(f.name, f.bytes, f.initMs, f.importMs, ratio.toFixed(2));
  }
  console.log(
    `\nPeor relación init/hello-world: ${worst.toFixed(2)}x (objetivo <= ${INIT_RATIO_TARGET}x) ${worst <= INIT_RATIO_TARGET ? 'OK' : 'FUERA DE OBJETIVO'}`,
  );

  console.log('\nSPA: JavaScript inicial (entrada + modulepreload), gzip\n');
  const spa = measureSpa();
  for (const f of spa.files) console.log(`  ${f.file.padEnd(50)} ${f.gzipKb.toFixed(1).padStart(8)} KB`);
  console.log(
    `\nJS inicial total: ${spa.totalGzipKb.toFixed(1)} KB gzip (objetivo <= ${SPA_TARGET_KB} KB) ${spa.totalGzipKb <= SPA_TARGET_KB ? 'OK' : 'FUERA DE OBJETIVO'}`,
  );
};

const benchQuotes = async () => {
  console.log('\nMotor de viajes específicos (un núcleo, 6 coberturas por cotización)\n');
  const motor = benchEngine();
  console.log(
    `  ${Math.round(motor.quotesPerSecond).toLocaleString('es-AR')} cotizaciones/s, ${(motor.msPerQuote * 1000).toFixed(1)} µs cada una (objetivo >= ${QUOTES_PER_SECOND_TARGET.toLocaleString('es-AR')}/s) ${ok(motor.quotesPerSecond >= QUOTES_PER_SECOND_TARGET)}`,
  );
  console.log('\nAPI: POST /v1/viajes-especificos/cotizaciones en el stack local, 20 solicitudes concurrentes\n');
  const apiFig = await benchQuoteApi();
  console.log(`  ${apiFig.requests} solicitudes, ${apiFig.throughput.toFixed(0)}/s`);
  console.log(
    `  p50 ${apiFig.p50.toFixed(1)} ms, p95 ${apiFig.p95.toFixed(1)} ms (objetivo p95 < ${QUOTE_P95_TARGET_MS} ms) ${ok(apiFig.p95 < QUOTE_P95_TARGET_MS)}`,
  );
  console.log(
    `  motor (mediana dentro del handler): ${apiFig.engineP50.toFixed(2)} ms = ${((apiFig.engineP50 / apiFig.p50) * 100).toFixed(1)} % del p50`,
  );
};

main()
  .then(benchQuotes)
  .catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
