import { createUsuario } from '#shared/contract/operations/usuarios.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { cambiosNoOtorgables, NO_OTORGABLE } from '#shared/auth/otorgar.ts';
import { ConflictError, ForbiddenError } from '#lib/http/errors.ts';
import { assertEmpresasDelTenant } from '#lib/data/empresas.ts';
import { nextNumber } from '#lib/data/model/counters.ts';
import { ConditionFailed } from '#lib/data/model/db.ts';
import { auditar } from '#lib/data/plataforma.ts';
import { borrarUsuario, guardarUsuario, toUsuario, UsuarioEmail, type UsuarioItem } from '#lib/data/usuarios.ts';
import { once } from '#lib/idempotency/idempotency.ts';
import { createLogin, EMAIL_EN_USO } from '#lib/identity/logins.ts';

export const handler = operationHandler(createUsuario, async ({ body, headers }, principal) =>
  once(principal, 'create-usuario', headers, body, async () => {
    const { db, tenant, usuario: autor } = principal;
    await assertEmpresasDelTenant(
      db,
      body.empresas.map((e) => e.idEmpresa),
      (i) => `empresas.${i}.idEmpresa`,
    );
    // Unknown companies answer 400 first; only real ones reach the grant rule.
    if (cambiosNoOtorgables(autor.empresas, [], body.empresas).length) throw new ForbiddenError(NO_OTORGABLE);
    if (await db.get(UsuarioEmail, { email: body.email.toLowerCase() })) throw new ConflictError(EMAIL_EN_USO);

    const now = new Date().toISOString();
    const nuevo: UsuarioItem = {
      id: await nextNumber(db, 'usuario'),
      nombre: body.nombre,
      apellido: body.apellido,
      email: body.email,
      paisId: body.idPais,
      // A new user starts active (spec 1 §3.1: estado is not sent); cambiar-estado-usuario switches it.
      estado: true,
      empresas: body.empresas,
      version: 1,
      creado: now,
      modificado: now,
    };
    try {
      await db.write([
        ...guardarUsuario(null, nuevo),
        ...auditar({ entidad: 'usuario', id: nuevo.id, accion: 'crear', por: autor, hacia: { estado: nuevo.estado } }),
      ]);
    } catch (err) {
      if (err instanceof ConditionFailed) throw new ConflictError(EMAIL_EN_USO);
      throw err;
    }
    try {
      await createLogin({ ...nuevo, tenant: tenant.id });
    } catch (err) {
      // No sign-in, no user: undo the rows so the e-mail can be used again.
      await db.write(borrarUsuario(nuevo));
      throw err;
    }
    return toUsuario(nuevo);
  }),
);
