import type { TenantDb } from '../data/model/db.ts';
import { Usuario, type UsuarioItem } from '../data/usuarios.ts';
import { setLoginEnabled, updateLogin } from './logins.ts';

/**
 * Puts a user's sign-in back to what the table holds now (another save may have won meanwhile): its
 * names and whether it may sign in. Used when a step after a Cognito change fails, so Cognito never
 * keeps a state the table does not have (a later save, seeing no change, would never correct it).
 */
export const restaurarLogin = async (db: TenantDb, tenant: string, id: number): Promise<UsuarioItem | undefined> => {
  const vigente = await db.get(Usuario, { id }, { consistent: true });
  if (!vigente) return undefined;
  const login = { tenant, email: vigente.email };
  await updateLogin(login, vigente);
  await setLoginEnabled(login, vigente.estado);
  return vigente;
};
