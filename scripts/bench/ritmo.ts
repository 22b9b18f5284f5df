/**
 * How many calls of `fn` one core runs per second: warm-up first (JIT), then ~duracionMs of timed
 * batches. Per second of this process's CPU time, so a machine busy with other work does not halve it
 * (CPU time counts the GC threads too, which only lowers the figure); the wall-clock rate as well.
 * `fn` answers a number the loop sums, so the work cannot be optimised away.
 */
export const ritmoPorCpu = (fn: () => number, calentamiento: number, lote: number, duracionMs = 2_000) => {
  let sink = 0;
  for (let i = 0; i < calentamiento; i++) sink += fn();
  let n = 0;
  const cpu = process.cpuUsage();
  const inicio = performance.now();
  let transcurrido = 0;
  while (transcurrido < duracionMs) {
    for (let i = 0; i < lote; i++) sink += fn();
    n += lote;
    transcurrido = performance.now() - inicio;
  }
  const usado = process.cpuUsage(cpu);
  const cpuMs = (usado.user + usado.system) / 1000;
  if (Number.isNaN(sink)) throw new Error('unreachable');
  return { porSegundoCpu: (n / cpuMs) * 1000, microsPorLlamada: (cpuMs * 1000) / n, porSegundoReloj: (n / transcurrido) * 1000 };
};
