import os from 'node:os';
import path from 'node:path';
import { benchQuoteApi, COTIZACIONES, QUOTE_P95_TARGET_MS } from './api.ts';
import { BENCH_MD, cargaAhora, corridaParcial, escribirBenchMd, estaMaquina } from './bench-md.ts';
import { BENCH_DIR, startBenchStack } from './bench-stack.ts';
import { measureLambdas, type InitFigure } from './lambda-init.ts';
import { benchLists, type CompanyFigure, type ListFigure } from './list-api.ts';
import { planId, productoras, tenantsMaestros } from './list-data.ts';
import { benchMaestros } from './maestros-api.ts';
import { benchFlotantes } from './flotantes-api.ts';
import { clientesFlotantes } from './flotantes.ts';
import { cierre, exportaciones } from './informe-cierre.ts';
import { salida, say, summary, title } from './informe.ts';
import { benchDeclaraciones } from './declaraciones-api.ts';
import { benchSuscripciones } from './suscripciones-api.ts';
import { ensureListData } from './list-seed.ts';
import { engine, lighthouseSpa, precio, ratingAnual, spa } from './informe-spa-motores.ts';
import { construirSpa } from './spa-size.ts';
import { num, ok, ratio, table } from './stats.ts';

/** `npm run bench`: every figure the issues name, measured in this run, with its target. */
const INIT_RATIO_TARGET = 1.3;
/** What the team measured for ElectroDB when it chose its own model (docs/decisions). */
const ELECTRODB_REFERENCE = 2.2;
const LIST_RATIO_TARGET = 1.2;
const CORES = os.availableParallelism();

const lambdas = async () => {
  title('Lambdas: init contra el piso de DynamoDB');
  say('Cada bundle con las opciones de esbuild del deploy (infra/bundling.ts); init = proceso Node nuevo que importa');
  say('el bundle, como el init de Lambda. Piso: un bundle que sólo crea el document client de DynamoDB y manda un');
  const started = performance.now();
  const figures = await measureLambdas((done, total) => {
    if (done === 1 || done % 10 === 0 || done === total) process.stdout.write(`  ${done}/${total} medidos\r`);
  });
  say(`GetCommand. Mediana de ${figures.runs} procesos por bundle, cada uno justo después de uno del piso.\n`);
  const row = (f: InitFigure) => [
    f.name,
    f.kind,
    num(f.bytes / 1024),
    num(f.initMs),
    num(f.importMs),
    num(f.floorMs),
    ratio(f.ratio),
  ];
  say(
    table(
      ['función', 'tipo', 'KB', 'init ms', 'import ms', 'piso ms', 'x piso'],
      [
        row(figures.floor),
        row(figures.hello),
        row(figures.electrodb),
        row(figures.powertools),
        row(figures.middy),
        ...figures.functions.map(row),
      ],
    ),
  );
  const worst = figures.functions.reduce((a, b) => (b.ratio > a.ratio ? b : a));
  const fuera = figures.functions.filter((f) => f.ratio > INIT_RATIO_TARGET);
  say(
    `\nPeor: ${worst.name} ${ratio(worst.ratio)} el piso (objetivo <= ${num(INIT_RATIO_TARGET, 1)}x) ${ok(worst.ratio <= INIT_RATIO_TARGET)}` +
      (fuera.length ? `; por encima: ${fuera.map((f) => f.name).join(', ')}` : ''),
  );
  say(
    `Piso: ${num(figures.floor.initMs)} ms, ${num(figures.floor.bytes / 1024)} KB (el piso contra sí mismo da ${ratio(figures.floor.ratio)}: el ruido de la medición).`,
  );
  say(
    `ElectroDB con ${18} entidades: ${ratio(figures.electrodb.ratio)} el piso (${num(figures.electrodb.initMs)} ms, ${num(figures.electrodb.bytes / 1024)} KB; el equipo midió ~${num(ELECTRODB_REFERENCE, 1)}x al elegir el modelo propio).`,
  );
  // Powertools would load in every function: what it adds to the floor, added to the worst function.
  const conPowertools = worst.ratio + figures.powertools.ratio - figures.floor.ratio;
  say(
    `Powertools (Logger y Metrics) sobre el piso: ${ratio(figures.powertools.ratio)} (${num(figures.powertools.initMs)} ms, ${num(figures.powertools.bytes / 1024)} KB); la peor función con él: ~${ratio(conPowertools)} ${ok(conPowertools <= INIT_RATIO_TARGET)}.`,
  );
  say(
    `middy (cuatro middlewares) sobre el piso: ${ratio(figures.middy.ratio)} (${num(figures.middy.initMs)} ms, ${num(figures.middy.bytes / 1024)} KB): lo que la pila de cada operación cuesta al iniciar.`,
  );
  say(`(${num((performance.now() - started) / 1000, 0)} s)`);
  summary.push({
    medida: 'Powertools en la peor función (estimado)',
    valor: `piso con Powertools ${ratio(figures.powertools.ratio)}; ${worst.name} con él ~${ratio(conPowertools)}`,
    objetivo: `<= ${num(INIT_RATIO_TARGET, 1)}x`,
    pass: conPowertools <= INIT_RATIO_TARGET,
  });
  summary.push({
    medida: 'init de las funciones',
    valor: `peor ${worst.name} ${ratio(worst.ratio)} el piso (${num(worst.initMs)} ms)`,
    objetivo: `<= ${num(INIT_RATIO_TARGET, 1)}x`,
    pass: worst.ratio <= INIT_RATIO_TARGET,
  });
};

const ddbText = (f: CompanyFigure) => {
  const r = f.ddbRange;
  const span = (v: [number, number], d: number) => (v[0] === v[1] ? num(v[0], d) : `${num(v[0], d)}-${num(v[1], d)}`);
  return `${span(r.calls, 0)} / ${span(r.rcu, 1)} / ${span(r.items, 0)}`;
};

/** The table of one group of list calls, small side against large, and its two summary rows. */
/** The lists' table; the ratio is of the p50 unless the issue names the p95 (the floating certificates'). */
const listTable = (figures: ListFigure[], k1: string, k2: string, grupo: string, stat: 'p50' | 'p95' = 'p50') => {
  const cociente = (f: ListFigure) => f.por.get(k2)![stat] / f.por.get(k1)![stat];
  const rows = figures.map((f) => {
    const a = f.por.get(k1)!;
    const b = f.por.get(k2)!;
    const r = cociente(f);
    return [
      f.etiqueta,
      num(a.p50),
      num(a.p95),
      num(b.p50),
      num(b.p95),
      ratio(r),
      ok(r <= LIST_RATIO_TARGET),
      ddbText(a),
      ddbText(b),
    ];
  });
  say(
    table(
      [
        'llamada (ms)',
        `p50 ${k1}`,
        `p95 ${k1}`,
        `p50 ${k2}`,
        `p95 ${k2}`,
        `${k2}/${k1} ${stat}`,
        `objetivo <= ${num(LIST_RATIO_TARGET, 1)}x`,
        `ddb ${k1}`,
        `ddb ${k2}`,
      ],
      rows,
    ),
  );
  say('\nRutas:');
  for (const f of figures) say(`  ${f.etiqueta.padEnd(34)} ${f.ruta}`);
  // Items may differ by a few: which companies and comment counters a page names depends on its rows.
  const flat = figures.every((f) => {
    const a = f.por.get(k1)!.ddb;
    const b = f.por.get(k2)!.ddb;
    return a.calls === b.calls && b.rcu <= a.rcu * LIST_RATIO_TARGET;
  });
  say(
    `\nLecturas planas (mismas llamadas; capacidad leída ${k2} <= ${num(LIST_RATIO_TARGET, 1)}x la de ${k1}): ${flat ? 'sí' : 'NO'}`,
  );
  const worst = figures.reduce((x, y) => (cociente(y) > cociente(x) ? y : x));
  summary.push({
    medida: `${grupo} ${k2}/${k1} (${stat})`,
    valor: `peor ${worst.etiqueta} ${ratio(cociente(worst))}`,
    objetivo: `<= ${num(LIST_RATIO_TARGET, 1)}x`,
    pass: cociente(worst) <= LIST_RATIO_TARGET,
  });
  summary.push({
    medida: `lecturas por llamada, ${grupo}`,
    valor: flat ? 'planas' : 'crecen con los datos',
    objetivo: 'planas',
    pass: flat,
  });
};

/** One quote call's figures at 20 in flight and one at a time (the specific trip's and, issue 14, the annual rating's). */
const cotizacionPorApi = async (
  stack: Awaited<ReturnType<typeof startBenchStack>>['stack'],
  cotizacion: keyof typeof COTIZACIONES,
) => {
  title(`API: POST ${COTIZACIONES[cotizacion].path} en el stack local, 20 solicitudes concurrentes`);
  const quote = await benchQuoteApi(stack, cotizacion);
  const pass = quote.p95 < QUOTE_P95_TARGET_MS;
  say(`  ${num(quote.requests, 0)} solicitudes, ${num(quote.throughput, 0)}/s`);
  say(`  p50 ${num(quote.p50)} ms, p95 ${num(quote.p95)} ms (objetivo p95 < ${QUOTE_P95_TARGET_MS} ms) ${ok(pass)}`);
  say(
    `  DynamoDB por solicitud: ${num(quote.ddbCalls, 0)} llamada(s) (máximo ${num(quote.ddbCallsMax, 0)}), ${num(quote.ddbItems, 0)} ítems (tarifa de la caché)`,
  );
  say(`  de a una solicitud: p50 ${num(quote.sequentialP50)} ms, p95 ${num(quote.sequentialP95)} ms`);
  const cpuTotal = quote.gatewayCpuMs + (quote.dynamoCpuMs ?? 0);
  say(
    `  CPU por solicitud a 20 concurrentes: gateway y handlers ${num(quote.gatewayCpuMs)} ms, DynamoDB Local ${quote.dynamoCpuMs === null ? '—' : `${num(quote.dynamoCpuMs)} ms`}` +
      ` (más el generador de carga); con ${CORES} núcleos el stack local no pasa de ~${num((CORES * 1000) / cpuTotal, 0)} solicitudes/s,` +
      ` y 20 en vuelo esperan al menos ~${num((20 * cpuTotal) / CORES, 0)} ms (ley de Little)`,
  );
  say(
    `  motor (mediana dentro del handler): ${num(quote.engineP50, 2)} ms = ${num((quote.engineP50 / quote.p50) * 100)} % del p50`,
  );
  summary.push({
    medida: `API de cotización (${cotizacion === 'viajeEspecifico' ? 'viaje específico' : 'rating anual'}), 20 concurrentes`,
    valor: `p50 ${num(quote.p50)} ms, p95 ${num(quote.p95)} ms, ${num(quote.ddbCalls, 0)} llamada(s) DynamoDB`,
    objetivo: `p95 < ${QUOTE_P95_TARGET_MS} ms`,
    pass,
  });
};

/** The underwriting desk's queue at 1k and 100k (issue 15), on the master-data tenants. */
const colaSuscripciones = async (stack: Awaited<ReturnType<typeof startBenchStack>>['stack']) => {
  const maestros = tenantsMaestros();
  const [tChico, tGrande] = maestros as [(typeof maestros)[0], (typeof maestros)[0]];
  title(
    `Solicitudes de suscripción: tenant ${tChico.tenant} con ${num(tChico.suscripciones, 0)} y ${tGrande.tenant} con ${num(tGrande.suscripciones, 0)}`,
  );
  say('La bandeja /marine-carga/solicitudes de la mesa de suscripción (todas las del tenant), medida como las listas.\n');
  const su = await benchSuscripciones(stack, maestros, say);
  say(`\nTotales iguales a lo sembrado (${su.checks.length} comprobaciones): OK\n`);
  listTable(su.figures, tChico.clave, tGrande.clave, 'solicitudes de suscripción', 'p95');
};

/** BENCH_SOLO=suscripciones: seeds only the underwriting requests (and the tenants they live in) and measures their queue. */
const soloSuscripciones = async () => {
  const ps = productoras();
  const { stack } = await startBenchStack(planId(ps));
  try {
    const seed = await ensureListData(stack, ps, tenantsMaestros(), say, { solo: 'suscripciones' });
    say(
      seed.yaEstaba
        ? 'Solicitudes del bench ya sembradas.'
        : `Siembra: ${num(seed.escritos, 0)} ítems en ${num(seed.segundos / 60)} min.`,
    );
    await colaSuscripciones(stack);
  } finally {
    await stack.stop();
  }
};

/** BENCH_SOLO=siembra: seeds every set the stack's benches read and measures nothing (a first seeding takes hours here, untimed). */
const soloSiembra = async () => {
  const ps = productoras();
  const { stack, dataDir } = await startBenchStack(planId(ps));
  try {
    const seed = await ensureListData(stack, ps, tenantsMaestros(), say);
    say(
      seed.yaEstaba
        ? `Datos del bench ya sembrados en ${dataDir}.`
        : `Siembra terminada: ${num(seed.escritos, 0)} ítems en ${num(seed.segundos / 60)} min (${dataDir}).`,
    );
  } finally {
    await stack.stop();
  }
};

const stackBenches = async () => {
  const ps = productoras();
  const [chica, grande] = ps as [(typeof ps)[0], (typeof ps)[0]];
  const plan = planId(ps);
  title(`Stack local del bench (datos en .local-data/bench/${plan})`);
  const started = performance.now();
  const { stack, dataDir } = await startBenchStack(plan);
  say(`Stack listo en ${num((performance.now() - started) / 1000)} s (${dataDir})`);
  try {
    const seed = await ensureListData(stack, ps, tenantsMaestros(), say);
    say(
      seed.yaEstaba
        ? `Datos del bench ya sembrados: se leyó la marca en ${num(seed.segundos * 1000, 0)} ms, nada que completar.`
        : `Siembra terminada: ${num(seed.escritos, 0)} ítems en ${num(seed.segundos / 60)} min.`,
    );

    title(
      `Listas: empresa productora con ${num(chica.certificados, 0)} y con ${num(grande.certificados, 0)} certificados y siniestros`,
    );
    say('A través del gateway local (HTTP, JWT reales), 30 llamadas secuenciales por empresa tras 5 de calentamiento,');
    say('alternando las empresas. ddb = llamadas / unidades de capacidad / ítems leídos por llamada, de Server-Timing.\n');
    const { figures, checks } = await benchLists(stack, ps, say);
    say(`\nTotales de las listas y del tablero iguales a lo sembrado (${checks.length} comprobaciones): OK\n`);
    listTable(figures, chica.clave, grande.clave, 'listas');

    const clientes = clientesFlotantes(ps);
    title(
      `Certificados de carga: un cliente con ${num(clientes[0]!.certificados, 0)} y otro con ${num(clientes[1]!.certificados, 0)}`,
    );
    say('La grilla /certificados leída por un usuario de cada cliente (su partición), medida como las listas.\n');
    const f = await benchFlotantes(stack, clientes, say);
    say(`\nTotales iguales a lo sembrado y sin precios para el cliente (${f.checks.length} comprobaciones): OK\n`);
    listTable(f.figures, chica.clave, grande.clave, 'certificados de carga', 'p95');

    const maestros = tenantsMaestros();
    const [tChico, tGrande] = maestros as [(typeof maestros)[0], (typeof maestros)[0]];
    title(
      `Pólizas y emisores: tenant ${tChico.tenant} con ${num(tChico.polizas, 0)} de cada uno y ${tGrande.tenant} con ${num(tGrande.polizas, 0)}`,
    );
    say('Listas del tenant entero: el lado chico es otro tenant. Un administrador de cada tenant, medido como las listas.\n');
    const m = await benchMaestros(stack, maestros, say);
    say(`\nTotales y búsquedas iguales a lo sembrado (${m.checks.length} comprobaciones): OK\n`);
    listTable(m.figures, tChico.clave, tGrande.clave, 'pólizas y emisores');

    title(
      `Declaraciones: tenant ${tChico.tenant} con ${num(tChico.declaraciones, 0)} declaraciones de venta y ${tGrande.tenant} con ${num(tGrande.declaraciones, 0)}`,
    );
    say('La pantalla /declaraciones/partners de la administración (todas las del tenant), medida como las listas.\n');
    const d = await benchDeclaraciones(stack, maestros, say);
    say(`\nTotales iguales a lo sembrado (${d.checks.length} comprobaciones): OK\n`);
    listTable(d.figures, tChico.clave, tGrande.clave, 'declaraciones', 'p95');

    await colaSuscripciones(stack);

    for (const cotizacion of ['viajeEspecifico', 'ratingAnual'] as const) await cotizacionPorApi(stack, cotizacion);
  } finally {
    await stack.stop();
  }
};

const main = async () => {
  const started = performance.now();
  const cargaInicial = cargaAhora();
  // Init first, while the machine is quiet (no emulators yet); the stack's benches last.
  // BENCH_SOLO=stack runs only those (a quick try of the seeding and the lists on a small data set);
  // BENCH_SOLO=init only the machine's own benches (init, SPA, engines), with BENCH_FUNCIONES for a few
  // functions; BENCH_SOLO=lighthouse only Lighthouse (it builds the SPA); BENCH_SOLO=cierre only the month close; BENCH_SOLO=exportaciones only the exports; BENCH_SOLO=suscripciones
  // only the underwriting desk's queue (seeding only its requests); BENCH_SOLO=siembra only seeds, so a later
  // full run measures on a quiet machine.
  const solo = process.env.BENCH_SOLO;
  if (!solo || solo === 'init') {
    await lambdas();
    spa();
    const viajesEspecificos = engine();
    precio();
    ratingAnual(viajesEspecificos);
  }
  if (solo === 'lighthouse') construirSpa();
  // After the machine's own benches (it starts a stack) and on the build spa() just made.
  if (!solo || solo === 'lighthouse') await lighthouseSpa();
  if (!solo || solo === 'stack') await stackBenches();
  if (!solo || solo === 'cierre') await cierre();
  if (!solo || solo === 'exportaciones') await exportaciones();
  if (solo === 'suscripciones') await soloSuscripciones();
  if (solo === 'siembra') await soloSiembra();
  title('Resumen');
  say(
    table(
      ['medida', 'valor', 'objetivo', ''],
      summary.map((s) => [s.medida, s.valor, s.objetivo, ok(s.pass)]),
    ),
  );
  const minutos = (performance.now() - started) / 60_000;
  say(`\nBench completo en ${num(minutos)} min.`);
  // Only the whole bench replaces docs/bench.md: a partial run would drop the figures it did not measure.
  const parcial = corridaParcial(process.env);
  const archivo = parcial ? path.join(BENCH_DIR, 'bench-parcial.md') : BENCH_MD;
  await escribirBenchMd(
    { fin: new Date(), minutos, maquina: estaMaquina(cargaInicial), parcial, resumen: summary, salida },
    archivo,
  );
  console.log(`Cifras escritas en ${archivo}.`);
};

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
