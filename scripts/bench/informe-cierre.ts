import { benchCierreAparte } from './cierre.ts';
import { benchExportacionesAparte } from './exportaciones.ts';
import { say, summary, title } from './informe.ts';
import { num, ok, ratio, table } from './stats.ts';

/** The month close grows with its certificates (it writes each): linear, so its time per certificate stays flat. */
const CIERRE_RATIO_TARGET = 1.2;
/**
 * It reads one page at a time: what it keeps does not grow with the month. The retained heap's growth
 * during each step, 100k against 1k: at most this much more for 99.000 more certificates (~170 bytes each).
 */
const MEMORIA_EXTRA_MB = 16;

/** Each segment is its own function run in AWS: the longest must stay under this share of the sequential run. */
const CIERRE_SEGMENTOS_TARGET = 1 / 8;

export const cierre = async () => {
  title('Cierre de mes y bordereau: 1.000 y 100.000 certificados emitidos en el mes, de 10 clientes');
  say('El trabajo cerrar-mes, sobre una tabla en memoria sembrada para cada corrida (el cierre cambia lo que lee), como corre');
  say('en AWS: cada mensaje de su cola (segmentos, último paso, bordereaux) una invocación, medida sola, una tras otra.');
  say('Secuencial: un mes cuyos clientes no son empresas registradas (ningún segmento: el mes entero en la corrida del último');
  say('paso, como era el cierre antes de los segmentos). En segmentos: el mismo mes con sus 10 clientes registrados.');
  say(
    'Memoria: heap retenido (en uso tras una recolección completa, cada 2 s) al empezar y su pico, y el RSS (cada 50 ms), durante cada invocación.\n',
  );
  const [chico, grande] = await benchCierreAparte([1_000, 100_000], say);
  const heap = (p: { picoHeapMb: number; crecimientoHeapMb: number }) =>
    `${num(p.picoHeapMb - p.crecimientoHeapMb)} → ${num(p.picoHeapMb)} (+${num(p.crecimientoHeapMb)})`;
  const fila = (f: NonNullable<typeof chico>) => [
    num(f.n, 0),
    num(f.siembraS),
    num(f.secuencial.cierre.ms / 1000),
    num(f.msPorCertificado, 3),
    heap(f.secuencial.cierre),
    num(f.secuencial.cierre.crecimientoRssMb),
    num(f.secuencial.bordereau.ms / 1000),
    heap(f.secuencial.bordereau),
    num(f.secuencial.bordereau.crecimientoRssMb),
  ];
  say(
    table(
      [
        'certificados',
        'siembra s',
        'cierre s',
        'ms/cert',
        'heap retenido cierre MB',
        'RSS +MB',
        'bordereau s',
        'heap retenido bordereau MB',
        'RSS +MB',
      ],
      [fila(chico!), fila(grande!)],
    ),
  );
  const segmentos = (f: NonNullable<typeof chico>) => [
    num(f.n, 0),
    num(f.secuencial.ms / 1000),
    num(f.segmentado.invocaciones.length, 0),
    num(f.segmentado.sumaMs / 1000),
    `${num(f.segmentado.mayor.ms / 1000)} (${f.segmentado.mayor.paso} ${f.segmentado.mayor.detalle})`,
    num(f.segmentado.mayor.crecimientoHeapMb),
    num(f.razon, 3),
  ];
  say('');
  say(
    table(
      ['certificados', 'secuencial s', 'invocaciones', 'suma s', 'la más larga s', 'heap retenido MB', 'más larga / secuencial'],
      [segmentos(chico!), segmentos(grande!)],
    ),
  );
  const porCert = grande!.msPorCertificado / chico!.msPorCertificado;
  const extraCierre = grande!.secuencial.cierre.crecimientoHeapMb - chico!.secuencial.cierre.crecimientoHeapMb;
  const extraExport = grande!.secuencial.bordereau.crecimientoHeapMb - chico!.secuencial.bordereau.crecimientoHeapMb;
  const memoriaOk = extraCierre <= MEMORIA_EXTRA_MB && extraExport <= MEMORIA_EXTRA_MB;
  const razonOk = grande!.razon < CIERRE_SEGMENTOS_TARGET;
  say(
    `\nms por certificado 100k/1k: ${ratio(porCert)} ${ok(porCert <= CIERRE_RATIO_TARGET)}; heap retenido de más con 100k que con 1k: cierre ${num(extraCierre)} MB, bordereau ${num(extraExport)} MB (objetivo <= ${MEMORIA_EXTRA_MB} MB) ${ok(memoriaOk)}`,
  );
  say(
    `En segmentos, 100k: la invocación más larga es ${num(grande!.razon, 3)} de la corrida secuencial (objetivo < ${num(CIERRE_SEGMENTOS_TARGET, 3)}) ${ok(razonOk)}`,
  );
  summary.push({
    medida: 'cierre de mes secuencial, 100.000 certificados',
    valor: `${num(grande!.secuencial.ms / 60_000)} min; ms/cert 100k/1k ${ratio(porCert)}`,
    objetivo: `<= ${num(CIERRE_RATIO_TARGET, 1)}x`,
    pass: porCert <= CIERRE_RATIO_TARGET,
  });
  summary.push({
    medida: 'cierre de mes en segmentos, 100.000 certificados de 10 clientes',
    valor: `más larga ${num(grande!.segmentado.mayor.ms / 1000)} s de ${num(grande!.secuencial.ms / 1000)} s: ${num(grande!.razon, 3)}`,
    objetivo: `< ${num(CIERRE_SEGMENTOS_TARGET, 3)}`,
    pass: razonOk,
  });
  summary.push({
    medida: 'memoria retenida de más, 100k contra 1k',
    valor: `cierre ${num(extraCierre)} MB, bordereau ${num(extraExport)} MB (bordereau 100k: ${num(grande!.secuencial.bordereau.ms / 1000)} s)`,
    objetivo: `<= ${MEMORIA_EXTRA_MB} MB`,
    pass: memoriaOk,
  });
};

/** An export request answers well inside its function's 10 s, whatever the size of what it asks for. */
const EXPORT_RESPUESTA_MS = 1_000;

export const exportaciones = async () => {
  title('Exportaciones: el bordereau de 1.000 y de 100.000 certificados, pedido por quien no tiene la variante hecha');
  say('La solicitud (exportar-declaracion por el gateway local: registra la exportación y la encola, 202) y, aparte, el worker');
  say('generar-exportacion que arma el XLSX en streaming (tiempo, heap retenido y RSS), como su propia Lambda en la nube.\n');
  const [chico, grande] = await benchExportacionesAparte([1_000, 100_000], say);
  const heap = (p: { picoHeapMb: number; crecimientoHeapMb: number }) =>
    `${num(p.picoHeapMb - p.crecimientoHeapMb)} → ${num(p.picoHeapMb)} (+${num(p.crecimientoHeapMb)})`;
  const fila = (f: NonNullable<typeof chico>) => [
    num(f.n, 0),
    num(f.respuestaMs.p50),
    num(f.respuestaMs.max),
    num(f.consultaMs),
    num(f.worker.ms / 1000),
    heap(f.worker),
    num(f.worker.crecimientoRssMb),
  ];
  say(
    table(
      ['certificados', 'respuesta p50 ms', 'respuesta máx ms', 'consulta ms', 'worker s', 'heap retenido worker MB', 'RSS +MB'],
      [fila(chico!), fila(grande!)],
    ),
  );
  const respuestaOk = grande!.respuestaMs.max <= EXPORT_RESPUESTA_MS;
  const extra = grande!.worker.crecimientoHeapMb - chico!.worker.crecimientoHeapMb;
  summary.push({
    medida: 'exportación del bordereau de 100.000: la solicitud',
    valor: `p50 ${num(grande!.respuestaMs.p50)} ms, máx ${num(grande!.respuestaMs.max)} ms (1.000: p50 ${num(chico!.respuestaMs.p50)} ms)`,
    objetivo: `<= ${num(EXPORT_RESPUESTA_MS, 0)} ms`,
    pass: respuestaOk,
  });
  summary.push({
    medida: 'exportación del bordereau de 100.000: el worker',
    valor: `${num(grande!.worker.ms / 1000)} s (1.000: ${num(chico!.worker.ms / 1000)} s); heap retenido de más ${num(extra)} MB`,
    objetivo: `<= ${MEMORIA_EXTRA_MB} MB de más`,
    pass: extra <= MEMORIA_EXTRA_MB,
  });
};
