/**
 * Generates the static SVG assets of the SPA: one logo per tenant (web/public/tenants/<id>/logo.svg)
 * and one simple flag per catalogue country (web/public/banderas/<cc>.svg).
 *
 * Run: npx tsx web/scripts/generate-assets.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAISES } from '#shared/catalogos/data.ts';
import { TENANTS } from '#shared/tenants/tenants.ts';

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');

const escapeXml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const initials = (nombre: string): string =>
  nombre
    .split(/\s+/)
    .filter((w) => /^[A-ZÁÉÍÓÚÂÊÔ]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');

/** A rounded badge with the initials in the tenant colour, then the name on two lines at most. */
const logoSvg = (nombre: string, color: string): string => {
  const words = nombre.split(/\s+/);
  const first = words.slice(0, Math.ceil(words.length / 2)).join(' ');
  const second = words.slice(Math.ceil(words.length / 2)).join(' ');
  const lines = words.length > 2 ? [first, second] : [nombre];
  const text =
    lines.length === 1
      ? `<text x="58" y="37" font-size="19" font-weight="700" fill="${color}">${escapeXml(lines[0] ?? '')}</text>`
      : `<text x="58" y="25" font-size="16" font-weight="700" fill="${color}">${escapeXml(lines[0] ?? '')}</text>` +
        `<text x="58" y="44" font-size="13" font-weight="500" fill="#5e6278">${escapeXml(lines[1] ?? '')}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="56" viewBox="0 0 240 56" role="img" aria-label="${escapeXml(nombre)}">
  <title>${escapeXml(nombre)}</title>
  <rect x="4" y="4" width="48" height="48" rx="12" fill="${color}"/>
  <path d="M12 38 L28 16 L44 38 Z" fill="#ffffff" fill-opacity="0.18"/>
  <text x="28" y="36" text-anchor="middle" font-family="Inter, Segoe UI, Helvetica, Arial, sans-serif" font-size="20" font-weight="800" fill="#ffffff">${escapeXml(initials(nombre))}</text>
  <g font-family="Inter, Segoe UI, Helvetica, Arial, sans-serif">${text}</g>
</svg>
`;
};

const W = 30;
const H = 20;
const svg = (body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W * 2}" height="${H * 2}" viewBox="0 0 ${W} ${H}">${body}</svg>\n`;
const hStripes = (colors: string[]): string =>
  colors.map((c, i) => `<rect y="${(H / colors.length) * i}" width="${W}" height="${H / colors.length}" fill="${c}"/>`).join('');
const vStripes = (colors: string[]): string =>
  colors.map((c, i) => `<rect x="${(W / colors.length) * i}" width="${W / colors.length}" height="${H}" fill="${c}"/>`).join('');
const star = (cx: number, cy: number, r: number, fill: string): string => {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const rad = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.4;
    pts.push(`${(cx + rr * Math.cos(rad)).toFixed(2)},${(cy + rr * Math.sin(rad)).toFixed(2)}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`;
};

const FLAGS: Record<string, string> = {
  ar: svg(
    hStripes(['#74ACDF', '#FFFFFF', '#74ACDF']) +
      `<circle cx="15" cy="10" r="2.2" fill="#F6B40E" stroke="#85340A" stroke-width="0.3"/>`,
  ),
  mx: svg(
    vStripes(['#006847', '#FFFFFF', '#CE1126']) +
      `<circle cx="15" cy="10" r="2.4" fill="none" stroke="#8C5A2B" stroke-width="0.8"/>`,
  ),
  br: svg(
    `<rect width="30" height="20" fill="#009C3B"/><polygon points="15,2.5 27.5,10 15,17.5 2.5,10" fill="#FFDF00"/>` +
      `<circle cx="15" cy="10" r="4.2" fill="#002776"/><path d="M11 9.2 Q15 8 19 10.6" stroke="#FFFFFF" stroke-width="0.6" fill="none"/>`,
  ),
  uy: svg(
    hStripes(['#FFFFFF', '#0038A8', '#FFFFFF', '#0038A8', '#FFFFFF', '#0038A8', '#FFFFFF', '#0038A8', '#FFFFFF']) +
      `<rect width="11" height="11.1" fill="#FFFFFF"/><circle cx="5.5" cy="5.5" r="2.6" fill="#FCD116" stroke="#7B3F00" stroke-width="0.3"/>`,
  ),
  cl: svg(
    `<rect width="30" height="10" fill="#FFFFFF"/><rect y="10" width="30" height="10" fill="#D52B1E"/><rect width="10" height="10" fill="#0039A6"/>` +
      star(5, 5, 2.6, '#FFFFFF'),
  ),
  py: svg(
    hStripes(['#D52B1E', '#FFFFFF', '#0038A8']) +
      `<circle cx="15" cy="10" r="2" fill="none" stroke="#0038A8" stroke-width="0.5"/>` +
      star(15, 10, 1, '#FCD116'),
  ),
  pe: svg(vStripes(['#D91023', '#FFFFFF', '#D91023'])),
  co: svg(
    `<rect width="30" height="10" fill="#FCD116"/><rect y="10" width="30" height="5" fill="#003893"/><rect y="15" width="30" height="5" fill="#CE1126"/>`,
  ),
  bo: svg(hStripes(['#D52B1E', '#F9E300', '#007934'])),
  us: svg(
    hStripes(Array.from({ length: 13 }, (_, i) => (i % 2 === 0 ? '#B22234' : '#FFFFFF'))) +
      `<rect width="12" height="10.77" fill="#3C3B6E"/>` +
      Array.from(
        { length: 20 },
        (_, i) => `<circle cx="${1.2 + (i % 5) * 2.4}" cy="${1.3 + Math.floor(i / 5) * 2.6}" r="0.45" fill="#FFFFFF"/>`,
      ).join(''),
  ),
  cn: svg(
    `<rect width="30" height="20" fill="#DE2910"/>` +
      star(5, 5, 3, '#FFDE00') +
      star(10, 2, 1, '#FFDE00') +
      star(12, 4, 1, '#FFDE00') +
      star(12, 7, 1, '#FFDE00') +
      star(10, 9, 1, '#FFDE00'),
  ),
  de: svg(hStripes(['#000000', '#DD0000', '#FFCE00'])),
  es: svg(
    `<rect width="30" height="20" fill="#AA151B"/><rect y="5" width="30" height="10" fill="#F1BF00"/><rect x="7" y="7.5" width="3" height="5" rx="0.6" fill="#AA151B"/>`,
  ),
};

const write = (path: string, content: string): void => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
};

for (const t of TENANTS) write(join(PUBLIC, 'tenants', t.id, 'logo.svg'), logoSvg(t.nombre, t.theme.primaryColor));

for (const p of PAISES) {
  const cc = p.codigo.toLowerCase();
  const flag = FLAGS[cc];
  if (!flag) throw new Error(`No hay bandera para ${p.codigo}`);
  write(join(PUBLIC, 'banderas', `${cc}.svg`), flag);
}

console.log(`${TENANTS.length} logos y ${PAISES.length} banderas generados en ${PUBLIC}`);
