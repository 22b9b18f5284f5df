/**
 * Where a webhook may be delivered (issue 30 item 3, SSRF): an https URL without credentials, and, in
 * the cloud, never to an address inside a network (private, loopback, link-local — the instance
 * metadata —, shared CGNAT, multicast, unspecified). The worker checks every address the host resolves
 * to just before posting; the form checks the URL as typed. Locally http://localhost is accepted so the
 * simulated receiver can be registered.
 */
export const MAX_URL = 2048;

/** Why `texto` cannot be an endpoint's URL, in Spanish for the form and the 400, or null. */
export function urlInvalida(texto: string, local: boolean): string | null {
  if (texto.length > MAX_URL) return `La URL admite hasta ${MAX_URL} caracteres.`;
  let url: URL;
  try {
    url = new URL(texto);
  } catch {
    return 'No es una URL válida.';
  }
  const localhost = local && url.protocol === 'http:' && url.hostname === 'localhost';
  if (url.protocol !== 'https:' && !localhost) return 'La URL tiene que empezar con https://.';
  if (url.username || url.password) return 'La URL no puede llevar usuario ni contraseña.';
  if (url.hash) return 'La URL no puede llevar #fragmento.';
  if (!local && direccionInterna(url.hostname.replace(/^\[|\]$/g, ''))) return 'La URL apunta a una red interna.';
  return null;
}

const octetos = (ip: string): number[] | null => {
  const partes = ip.split('.');
  if (partes.length !== 4 || !partes.every((p) => /^\d{1,3}$/.test(p))) return null;
  const n = partes.map(Number);
  return n.every((o) => o <= 255) ? n : null;
};

const v4Interna = ([a = 0, b = 0]: number[]) =>
  a === 0 ||
  a === 10 ||
  a === 127 ||
  a >= 224 ||
  (a === 100 && b >= 64 && b < 128) ||
  (a === 169 && b === 254) ||
  (a === 172 && b >= 16 && b < 32) ||
  (a === 192 && b === 168);

/** The 8 groups of an IPv6 address, or null when `ip` is not one. */
function grupos(ip: string): number[] | null {
  if (!ip.includes(':') || !/^[0-9a-f:.]+$/i.test(ip)) return null;
  let texto = ip;
  const v4 = /:(\d+\.\d+\.\d+\.\d+)$/.exec(ip)?.[1];
  if (v4) {
    const [a = 0, b = 0, c = 0, d = 0] = octetos(v4) ?? [];
    texto = `${ip.slice(0, -v4.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const mitades = texto.split('::');
  if (mitades.length > 2) return null;
  const lado = (s: string | undefined) => (s ? s.split(':') : []);
  const [izq, der] = [lado(mitades[0]), lado(mitades[1])];
  const faltan = 8 - izq.length - der.length;
  if (mitades.length === 1 ? faltan !== 0 : faltan < 1) return null;
  const todos = [...izq, ...Array<string>(mitades.length === 2 ? faltan : 0).fill('0'), ...der];
  return todos.every((g) => /^[0-9a-f]{1,4}$/i.test(g)) ? todos.map((g) => parseInt(g, 16)) : null;
}

/**
 * Whether `direccion` (an IP literal, or a host name) is inside a network. A host name is false here:
 * the worker resolves it and asks again for each address.
 */
export function direccionInterna(direccion: string): boolean {
  const v4 = octetos(direccion);
  if (v4) return v4Interna(v4);
  const g = grupos(direccion);
  if (!g) return direccion.toLowerCase() === 'localhost';
  const [g0 = 0, , , , , g5 = 0, g6 = 0, g7 = 0] = g;
  if (g.slice(0, 5).every((x) => x === 0) && (g5 === 0xffff || g5 === 0))
    return g5 === 0 && g6 === 0 ? g7 <= 1 : v4Interna([g6 >> 8, g6 & 0xff]);
  return (g0 & 0xfe00) === 0xfc00 || (g0 & 0xffc0) === 0xfe80 || (g0 & 0xff00) === 0xff00;
}
