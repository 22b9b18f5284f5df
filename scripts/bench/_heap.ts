import { benchCierre } from './cierre.ts';
const gc = (globalThis as { gc?: () => void }).gc!;
setInterval(() => {
  gc();
  console.log(`heap ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(1)} MB`);
}, 15_000).unref();
const [f] = await benchCierre([30_000], console.log);
console.log(JSON.stringify({ ms: f!.cierre.ms, heap: f!.cierre.picoHeapMb }));
