import { createRemoteJWKSet, decodeJwt, errors, importJWK, importSPKI, jwtVerify, type JWK, type JWTVerifyGetKey } from 'jose';
import {
  LARGO_MAXIMO_ASERCION,
  leerEmisoresSso,
  MENSAJES_SSO,
  revisarClaims,
  TOLERANCIA_RELOJ_SEGUNDOS,
  type ClaimsSso,
  type EmisorSso,
  type EmisoresSso,
  type RechazoSso,
} from '#shared/auth/sso.ts';

/** An assertion the portal does not take; `rechazo` says why, in the words the user reads. */
export class AsercionRechazada extends Error {
  constructor(readonly rechazo: RechazoSso) {
    super(rechazo.mensaje);
  }
}

const rechazar = (mensaje: string, status: 400 | 401 = 401): never => {
  throw new AsercionRechazada({ status, mensaje });
};

let registro: { texto: string | undefined; emisores: EmisoresSso } | undefined;

/** The stage's issuers (env SSO_EMISORES, from `-c ssoEmisores`), parsed once per text. */
export const emisoresDelStage = (): EmisoresSso => {
  const texto = process.env.SSO_EMISORES;
  if (registro && registro.texto === texto) return registro.emisores;
  const emisores = leerEmisoresSso(texto);
  registro = { texto, emisores };
  return emisores;
};

type Clave = CryptoKey | Uint8Array | JWTVerifyGetKey;
const claves = new Map<string, Promise<Clave>>();

/** The issuer's key: a PEM or JWK imported once, a JWKS fetched and cached by jose (with its cooldown). */
const claveDe = (tenant: string, e: EmisorSso): Promise<Clave> => {
  const id = `${tenant} ${e.emisor} ${e.algoritmo} ${e.clavePem ?? e.jwksUrl ?? JSON.stringify(e.jwk)}`;
  let clave = claves.get(id);
  if (!clave) {
    clave = e.jwksUrl
      ? Promise.resolve(createRemoteJWKSet(new URL(e.jwksUrl), { timeoutDuration: 2000 }))
      : e.clavePem
        ? importSPKI(e.clavePem, e.algoritmo)
        : importJWK(e.jwk as JWK, e.algoritmo);
    clave.catch(() => claves.delete(id));
    claves.set(id, clave);
  }
  return clave;
};

const leerSinVerificar = (asercion: string) => {
  try {
    return decodeJwt(asercion);
  } catch {
    return rechazar(MENSAJES_SSO.invalida);
  }
};

/**
 * Verifies a partner's assertion for a tenant: a registered issuer, its signature with the issuer's
 * algorithm only, the tenant as audience, and the pure rules of shared/auth/sso.ts (claims, life,
 * mapped company). Whether its jti was used is the caller's check (functions/lib/data/sso.ts).
 */
export const verificarAsercion = async (
  asercion: string,
  tenant: string,
  { emisores = emisoresDelStage(), ahora = new Date() }: { emisores?: EmisoresSso; ahora?: Date } = {},
): Promise<{ claims: ClaimsSso; emisor: EmisorSso }> => {
  if (!asercion || asercion.length > LARGO_MAXIMO_ASERCION) rechazar(MENSAJES_SSO.invalida);
  const { iss, aud } = leerSinVerificar(asercion);
  const emisor = (emisores[tenant] ?? []).find((e) => e.emisor === iss);
  if (!emisor) return rechazar(MENSAJES_SSO.emisor);
  if (aud !== tenant) rechazar(MENSAJES_SSO.audiencia);
  let payload: unknown;
  try {
    const clave = await claveDe(tenant, emisor);
    const opciones = {
      algorithms: [emisor.algoritmo],
      issuer: emisor.emisor,
      audience: tenant,
      clockTolerance: TOLERANCIA_RELOJ_SEGUNDOS,
      currentDate: ahora,
      requiredClaims: ['iat', 'exp', 'jti', 'sub'],
    };
    payload = (
      typeof clave === 'function' ? await jwtVerify(asercion, clave, opciones) : await jwtVerify(asercion, clave, opciones)
    ).payload;
  } catch (err) {
    if (err instanceof errors.JWTExpired) return rechazar(MENSAJES_SSO.vencida);
    // A bad signature, algorithm or claim, or a JWKS that did not answer: the link is not valid.
    return rechazar(MENSAJES_SSO.invalida);
  }
  const revisado = revisarClaims(payload, emisor, Math.floor(ahora.getTime() / 1000));
  if (!revisado.ok) throw new AsercionRechazada(revisado.rechazo);
  return { claims: revisado.claims, emisor };
};
