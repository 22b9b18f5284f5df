import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { corridaParcial, escribirBenchMd, renderBenchMd, type Corrida } from './bench-md.ts';

const corrida = (cambios: Partial<Corrida> = {}): Corrida => ({
  fin: new Date('2026-11-28T13:05:42Z'),
  minutos: 49.25,
  maquina: { cpu: 'AMD EPYC 7B13', nucleos: 2, node: 'v22.11.0', carga: { inicio: 2.5, fin: 0.75 } },
  parcial: null,
  resumen: [
    { medida: 'init de las funciones', valor: 'peor create-siniestro 1,29x el piso (158,2 ms)', objetivo: '<= 1,3x', pass: true },
    { medida: 'API de cotización | 20', valor: 'p95 143,2 ms', objetivo: 'p95 < 50 ms', pass: false },
  ],
  salida: ['\n== Resumen\n', 'medida   valor   ', '', 'Bench completo en 49,3 min.', ''],
  ...cambios,
});

describe('docs/bench.md', () => {
  it('says when, on which machine and how long the run took', () => {
    const md = renderBenchMd(corrida());
    expect(md).toContain('- Fecha: 2026-11-28 13:05 UTC (49,3 min)');
    expect(md).toContain('- Máquina: AMD EPYC 7B13, 2 núcleos, Node v22.11.0');
    expect(md).toContain('- Carga (promedio de 1 min): 2,50 al empezar, 0,75 al terminar');
    expect(md).toContain('corrida completa');
  });

  it('puts every summary figure in a row with its target and verdict, escaping pipes', () => {
    const md = renderBenchMd(corrida());
    expect(md).toContain('| init de las funciones | peor create-siniestro 1,29x el piso (158,2 ms) | <= 1,3x | OK |');
    expect(md).toContain('| API de cotización \\| 20 | p95 143,2 ms | p95 < 50 ms | FUERA DE OBJETIVO |');
  });

  it('keeps the printed lines in a text block, one per line, without trailing blanks or blank ends', () => {
    const md = renderBenchMd(corrida());
    expect(md).toContain('```text\n== Resumen\n\nmedida   valor\n\nBench completo en 49,3 min.\n```');
  });

  it('names a partial run and the variables that made it partial', () => {
    expect(renderBenchMd(corrida({ parcial: 'BENCH_SOLO=cierre' }))).toContain('corrida parcial (BENCH_SOLO=cierre)');
    expect(corridaParcial({ BENCH_SOLO: 'init', BENCH_FUNCIONES: 'a,b', HOME: '/root' })).toBe(
      'BENCH_SOLO=init BENCH_FUNCIONES=a,b',
    );
    expect(corridaParcial({ BENCH_GRANDE: '200' })).toBe('BENCH_GRANDE=200');
    expect(corridaParcial({ BENCH_DATA_DIR: '/tmp/b' })).toBeNull();
  });

  it('writes the page, creating its folder, already formatted the way prettier checks it', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-md-'));
    const archivo = path.join(dir, 'nueva', 'bench.md');
    await escribirBenchMd(corrida(), archivo);
    const escrito = readFileSync(archivo, 'utf8');
    expect(escrito).toContain('| init de las funciones');
    expect(await prettier.check(escrito, { ...(await prettier.resolveConfig(archivo)), filepath: archivo })).toBe(true);
    rmSync(dir, { recursive: true });
  });
});
