import { measureSpa } from '#scripts/bench/spa-size.ts';
const r = measureSpa() as any;
console.log('entry', r.totalGzipKb.toFixed(1), r.files.slice(0,8).map((f: any) => `${f.file.split('/').pop()} ${f.gzipKb.toFixed(1)}`).join(', '));
for (const p of r.pantallas) console.log(p.pantalla, p.totalGzipKb.toFixed(1), p.files.slice(0, 14).map((f: any) => `${f.file.split('/').pop()} ${f.gzipKb.toFixed(1)}`).join(', '));
