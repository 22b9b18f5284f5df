import { createHmac, timingSafeEqual } from 'node:crypto';
import { TOLERANCIA_S } from './cabecera.ts';

/**
 * The signature of a webhook delivery (issue 30 item 3), the recipe docs/webhooks.md gives partners:
 * `Portal-Firma: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. While a secret is being
 * rotated both are active and the header carries one `v1` per secret, so a receiver holding either
 * verifies. The timestamp inside the signed text makes a replayed delivery stale after the tolerance.
 */
export { CABECERA_FIRMA, TOLERANCIA_S } from './cabecera.ts';
const MAX_CABECERA = 512;
const MAX_FIRMAS = 2;
const HEX_SHA256 = /^[0-9a-f]{64}$/;

const hmac = (secreto: string, t: number, cuerpo: string) =>
  createHmac('sha256', secreto).update(`${t}.${cuerpo}`, 'utf8').digest('hex');

/** The header value for `cuerpo` sent at `t` (unix seconds), one `v1` per active secret (1 or 2). */
export function firmar(cuerpo: string, secretos: readonly string[], t: number): string {
  if (secretos.length < 1 || secretos.length > MAX_FIRMAS) throw new RangeError('uno o dos secretos');
  if (!Number.isInteger(t) || t < 0) throw new RangeError(`t inválido: ${t}`);
  return [`t=${t}`, ...secretos.map((s) => `v1=${hmac(s, t, cuerpo)}`)].join(',');
}

export type Verificacion = 'valida' | 'mal-formada' | 'fuera-de-tolerancia' | 'no-coincide';

/** The parts of a header, or null when it is not one this portal writes. */
function leer(cabecera: string): { t: number; firmas: string[] } | null {
  if (cabecera.length > MAX_CABECERA) return null;
  let t: number | undefined;
  const firmas: string[] = [];
  for (const parte of cabecera.split(',')) {
    const [clave, valor = ''] = parte.trim().split('=', 2);
    if (clave === 't' && t === undefined && /^\d{1,12}$/.test(valor)) t = Number(valor);
    else if (clave === 'v1' && HEX_SHA256.test(valor)) firmas.push(valor);
    else return null;
  }
  return t === undefined || firmas.length === 0 || firmas.length > MAX_FIRMAS ? null : { t, firmas };
}

/** Whether `cabecera` signs `cuerpo` (the raw body, byte for byte as received) with `secreto`, at `ahoraS`. */
export function verificar(cabecera: string, cuerpo: string, secreto: string, ahoraS: number): Verificacion {
  const leida = leer(cabecera);
  if (!leida) return 'mal-formada';
  if (Math.abs(ahoraS - leida.t) > TOLERANCIA_S) return 'fuera-de-tolerancia';
  const esperada = Buffer.from(hmac(secreto, leida.t, cuerpo), 'hex');
  const coincide = leida.firmas.some((f) => timingSafeEqual(Buffer.from(f, 'hex'), esperada));
  return coincide ? 'valida' : 'no-coincide';
}
