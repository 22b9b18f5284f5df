import * as z from 'zod/mini';
import { ROLE_IDS, type RoleId } from './roles.ts';

/**
 * Single sign-on from a partner's own identity (issue 30 item 1, records 0160-0162): the partner signs a
 * short-lived JWT assertion with its key, and the tenant's registration of that issuer says which
 * companies it may name and which role its users get. Pure rules here; the signature is checked by
 * functions/lib/sso/verificar-asercion.ts.
 */

/** The longest an assertion may live: from `iat` to `exp`. */
export const VIDA_MAXIMA_SEGUNDOS = 300;
/** Clocks of partner and portal may disagree this much (iat a little in the future, exp a little past). */
export const TOLERANCIA_RELOJ_SEGUNDOS = 30;
/** The signature algorithms a partner may use. */
export const ALGORITMOS_SSO = ['RS256', 'ES256'] as const;
export type AlgoritmoSso = (typeof ALGORITMOS_SSO)[number];
/** Longer than this, a query-string token is no assertion (an RS256 one with these claims is about 800). */
export const LARGO_MAXIMO_ASERCION = 4096;
/**
 * Roles a partner's users never get by mapping: who holds them administers the tenant's users,
 * which a partner session cannot reach anyway (USER_ONLY operations) and must not be handed.
 */
const ROLES_NO_MAPEABLES: readonly RoleId[] = ['administrador', 'clienteAdministrador'];

const jwkSchema = z.looseObject({ kty: z.enum(['RSA', 'EC']) });

/** One partner issuer a tenant trusts: its key (one of three forms) and its mapping. */
export const emisorSsoSchema = z
  .object({
    /** The assertion's `iss`. */
    emisor: z.string().check(z.minLength(3), z.maxLength(200)),
    algoritmo: z.enum(ALGORITMOS_SSO),
    /** An SPKI public key in PEM. */
    clavePem: z.optional(z.string().check(z.startsWith('-----BEGIN PUBLIC KEY-----'), z.maxLength(1200))),
    /** A public JWK. */
    jwk: z.optional(jwkSchema),
    /** Where the partner publishes its keys (HTTPS). */
    jwksUrl: z.optional(z.url({ protocol: /^https$/ }).check(z.maxLength(500))),
    /** The companies (empresaId) the issuer may name in `empresa`. */
    empresas: z.array(z.int().check(z.positive())).check(z.minLength(1), z.maxLength(50)),
    /** The role its users get in that company. */
    rol: z.enum(ROLE_IDS).check(z.refine((r) => !ROLES_NO_MAPEABLES.includes(r), 'Un emisor no puede otorgar ese rol')),
  })
  .check(
    z.refine(
      (e) => [e.clavePem, e.jwk, e.jwksUrl].filter((x) => x !== undefined).length === 1,
      'Cada emisor lleva exactamente una clave: clavePem, jwk o jwksUrl',
    ),
  );
export type EmisorSso = z.output<typeof emisorSsoSchema>;

/** The stage's registry: per tenant id, its issuers (`-c ssoEmisores`, env SSO_EMISORES). */
export const emisoresSsoSchema = z
  .record(z.string().check(z.regex(/^[a-z][a-z0-9]{1,30}$/)), z.array(emisorSsoSchema).check(z.maxLength(10)))
  .check(
    z.refine(
      (r) => Object.values(r).every((lista) => new Set(lista.map((e) => e.emisor)).size === lista.length),
      'Un emisor aparece una sola vez por tenant',
    ),
  );
export type EmisoresSso = z.output<typeof emisoresSsoSchema>;

/** Reads the registry from its JSON text (empty: no tenant has issuers); throws naming the problem. */
export const leerEmisoresSso = (texto: string | undefined): EmisoresSso => {
  if (!texto?.trim()) return {};
  const parsed = z.safeParse(emisoresSsoSchema, JSON.parse(texto));
  if (!parsed.success) throw new Error(`ssoEmisores: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
};

/** The claims of an assertion, after its signature was checked. */
export const claimsSsoSchema = z.object({
  iss: z.string().check(z.maxLength(200)),
  aud: z.string().check(z.maxLength(64)),
  sub: z.string().check(z.minLength(1), z.maxLength(128)),
  email: z.email().check(z.maxLength(150)),
  given_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)),
  family_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)),
  empresa: z.int().check(z.positive()),
  iat: z.int(),
  exp: z.int(),
  jti: z.string().check(z.minLength(16), z.maxLength(128)),
});
export type ClaimsSso = z.output<typeof claimsSsoSchema>;

export const MENSAJES_SSO = {
  invalida: 'El enlace de acceso no es válido.',
  emisor: 'El emisor del enlace de acceso no está registrado en este portal.',
  audiencia: 'El enlace de acceso es para otro portal.',
  vencida: 'El enlace de acceso venció. Pedí uno nuevo.',
  vidaLarga: 'El enlace de acceso dura más de 5 minutos.',
  usada: 'El enlace de acceso ya se usó. Pedí uno nuevo.',
  empresa: 'El emisor del enlace no puede dar acceso a esa empresa.',
  ocupado: 'Ese e-mail ya es de un usuario del portal que no ingresa por este emisor.',
  desactivado: 'Tu usuario está desactivado. Consultá con el administrador.',
} as const;

/** Why an assertion is refused: a 400 names the claim (`campo`), a 401 does not. */
export interface RechazoSso {
  status: 400 | 401;
  mensaje: string;
  campo?: string;
}

/**
 * The rules every verified assertion must meet beyond its signature: the claims' shape, a life of at
 * most VIDA_MAXIMA_SEGUNDOS, not expired nor issued in the future, and a company the issuer may name.
 */
export const revisarClaims = (
  payload: unknown,
  emisor: Pick<EmisorSso, 'empresas'>,
  ahoraSegundos: number,
): { ok: true; claims: ClaimsSso } | { ok: false; rechazo: RechazoSso } => {
  const parsed = z.safeParse(claimsSsoSchema, payload);
  if (!parsed.success) {
    const campo = parsed.error.issues[0]?.path.join('.') || undefined;
    return { ok: false, rechazo: { status: 400, mensaje: MENSAJES_SSO.invalida, ...(campo ? { campo } : {}) } };
  }
  const c = parsed.data;
  if (c.exp <= c.iat || c.exp - c.iat > VIDA_MAXIMA_SEGUNDOS)
    return { ok: false, rechazo: { status: 400, mensaje: MENSAJES_SSO.vidaLarga, campo: 'exp' } };
  if (c.exp + TOLERANCIA_RELOJ_SEGUNDOS <= ahoraSegundos || c.iat - TOLERANCIA_RELOJ_SEGUNDOS > ahoraSegundos)
    return { ok: false, rechazo: { status: 401, mensaje: MENSAJES_SSO.vencida } };
  if (!emisor.empresas.includes(c.empresa))
    return { ok: false, rechazo: { status: 400, mensaje: MENSAJES_SSO.empresa, campo: 'empresa' } };
  return { ok: true, claims: c };
};

/** The portal user's companies and roles a verified assertion gives: only what the mapping allows. */
export const accesoMapeado = (emisor: Pick<EmisorSso, 'rol'>, claims: Pick<ClaimsSso, 'empresa'>) => [
  { idEmpresa: claims.empresa, idRol: emisor.rol },
];

/** How a provisioned user remembers who vouches for it: the issuer and its subject. */
export const vinculoSso = (claims: Pick<ClaimsSso, 'iss' | 'sub'>) => ({ emisor: claims.iss, sub: claims.sub });
