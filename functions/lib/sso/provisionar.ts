import { accesoMapeado, MENSAJES_SSO, vinculoSso, type ClaimsSso, type EmisorSso } from '#shared/auth/sso.ts';
import type { PublicCaller } from '#lib/auth/principal.ts';
import { auditar } from '#lib/data/plataforma.ts';
import { guardarUsuario, Usuario, UsuarioEmail, type UsuarioItem } from '#lib/data/usuarios.ts';
import { ConflictError, ForbiddenError } from '#lib/http/errors.ts';
import { updateLogin } from '#lib/identity/logins.ts';
import { crearUsuario } from '#lib/usuarios/crear-usuario.ts';

const mismoAcceso = (a: UsuarioItem['empresas'], b: UsuarioItem['empresas']) =>
  a.length === b.length && a.every((e, i) => e.idEmpresa === b[i]?.idEmpresa && e.idRol === b[i]?.idRol);

/** Whether a portal user is the one this issuer's subject was provisioned as. */
export const esDelEmisor = (u: Pick<UsuarioItem, 'sso'>, claims: Pick<ClaimsSso, 'iss' | 'sub'>): boolean =>
  u.sso?.emisor === claims.iss && u.sso.sub === claims.sub;

/**
 * The portal user of a verified assertion, just in time (record 0162): created without invitation nor
 * password anyone knows, or brought up to date (names, and company and role exactly as the mapping
 * says now). An e-mail of a user the issuer did not provision is refused: an issuer never takes over
 * the tenant's own users.
 */
export const provisionarUsuarioSso = async (
  { db, tenant }: PublicCaller,
  claims: ClaimsSso,
  emisor: EmisorSso,
): Promise<UsuarioItem> => {
  const autor = { id: `sso:${emisor.emisor}`.slice(0, 64) };
  const datos = {
    nombre: claims.given_name,
    apellido: claims.family_name,
    empresas: accesoMapeado(emisor, claims),
  };
  const reserva = await db.get(UsuarioEmail, { email: claims.email.toLowerCase() }, { consistent: true });
  if (!reserva)
    return crearUsuario(
      { db, tenant, usuario: autor },
      { ...datos, email: claims.email.toLowerCase(), paisId: tenant.paisPolizaId, sso: vinculoSso(claims) },
      { invitar: false },
    );
  const actual = await db.get(Usuario, { id: reserva.usuarioId }, { consistent: true });
  if (!actual || !esDelEmisor(actual, claims)) throw new ConflictError(MENSAJES_SSO.ocupado);
  if (!actual.estado) throw new ForbiddenError(MENSAJES_SSO.desactivado);
  if (actual.nombre === datos.nombre && actual.apellido === datos.apellido && mismoAcceso(actual.empresas, datos.empresas))
    return actual;
  const siguiente: UsuarioItem = { ...actual, ...datos, version: actual.version + 1, modificado: new Date().toISOString() };
  await db.write([
    ...guardarUsuario(actual, siguiente),
    ...auditar({
      entidad: 'usuario',
      id: actual.id,
      accion: 'actualizar-sso',
      por: autor,
      detalle: { empresas: datos.empresas },
    }),
  ]);
  if (actual.nombre !== datos.nombre || actual.apellido !== datos.apellido)
    await updateLogin({ tenant: tenant.id, email: actual.email }, datos);
  return siguiente;
};
