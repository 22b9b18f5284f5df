import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import type { FilaResumen } from './informe.ts';
import { ok } from './stats.ts';

/** docs/bench.md: the figures of the latest full run, with when and where it ran (a partial run writes beside its data). */
export const BENCH_MD = 'docs/bench.md';

export interface Maquina {
  cpu: string;
  nucleos: number;
  node: string;
  /**
   * The 1-minute load average when the run began and when it ended: a reader can tell a quiet run from
   * one beside other work (the ratios measured in one run hold better than the absolute times).
   */
  carga: { inicio: number; fin: number };
}

export interface Corrida {
  /** When the run ended (UTC). */
  fin: Date;
  minutos: number;
  maquina: Maquina;
  /** BENCH_SOLO / BENCH_FUNCIONES of a partial run, or null for the whole bench. */
  parcial: string | null;
  resumen: readonly FilaResumen[];
  /** Every line the run printed, in order. */
  salida: readonly string[];
}

export const cargaAhora = () => os.loadavg()[0] ?? 0;

export const estaMaquina = (cargaInicio: number): Maquina => ({
  cpu: os.cpus()[0]?.model.trim() || 'desconocido',
  nucleos: os.availableParallelism(),
  node: process.version,
  carga: { inicio: cargaInicio, fin: cargaAhora() },
});

/** The printed lines one per row, without trailing blanks nor blank lines at either end. */
const lineasDeSalida = (salida: readonly string[]) => {
  const lineas = salida.flatMap((l) => l.split('\n')).map((l) => l.trimEnd());
  while (lineas[0] === '') lineas.shift();
  while (lineas.at(-1) === '') lineas.pop();
  return lineas;
};

/** The variables that make a run partial (fewer parts, functions or items than the whole bench), as `A=x B=y`; null if none. */
export const corridaParcial = (env: Record<string, string | undefined>): string | null => {
  const puestas = ['BENCH_SOLO', 'BENCH_FUNCIONES', 'BENCH_CHICA', 'BENCH_GRANDE', 'BENCH_INIT_RUNS']
    .filter((k) => env[k])
    .map((k) => `${k}=${env[k]}`);
  return puestas.length ? puestas.join(' ') : null;
};

const celda = (texto: string) => texto.replace(/\|/g, '\\|').replace(/\n/g, ' ');

const decimal = (n: number) => n.toLocaleString('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const fechaUtc = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The page itself: pure, so a test can read it; prettier only aligns its tables afterwards. */
export const renderBenchMd = (c: Corrida): string => {
  const alcance = c.parcial ? `corrida parcial (${c.parcial})` : 'corrida completa';
  const lineas = [
    '# Bench: última corrida',
    '',
    `Escrito por \`npm run bench\` al terminar una ${alcance}; la próxima corrida lo reescribe. Qué mide cada parte y`,
    'cómo leer las cifras: [bench-metodo.md](bench-metodo.md).',
    '',
    `- Fecha: ${fechaUtc(c.fin)} (${c.minutos.toLocaleString('es-AR', { maximumFractionDigits: 1 })} min)`,
    `- Máquina: ${c.maquina.cpu}, ${c.maquina.nucleos} núcleos, Node ${c.maquina.node}`,
    `- Carga (promedio de 1 min): ${decimal(c.maquina.carga.inicio)} al empezar, ${decimal(c.maquina.carga.fin)} al terminar`,
    '',
    '## Resumen',
    '',
    '| medida | valor | objetivo | |',
    '| --- | --- | --- | --- |',
    ...c.resumen.map((f) => `| ${celda(f.medida)} | ${celda(f.valor)} | ${celda(f.objetivo)} | ${ok(f.pass)} |`),
    '',
    '## Salida completa',
    '',
    '```text',
    ...lineasDeSalida(c.salida),
    '```',
    '',
  ];
  return lineas.join('\n');
};

/** Writes the run's page, formatted as the repository formats Markdown (`npm run lint` checks docs/). */
export const escribirBenchMd = async (c: Corrida, archivo: string): Promise<void> => {
  const config = (await prettier.resolveConfig(archivo)) ?? {};
  mkdirSync(path.dirname(archivo), { recursive: true });
  writeFileSync(archivo, await prettier.format(renderBenchMd(c), { ...config, filepath: archivo }));
};
