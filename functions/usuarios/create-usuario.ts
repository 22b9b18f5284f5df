import { createUsuario } from '#shared/contract/operations/usuarios.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { cambiosNoOtorgables, NO_OTORGABLE } from '#shared/auth/otorgar.ts';
import { ForbiddenError } from '#lib/http/errors.ts';
import { assertEmpresasDelTenant } from '#lib/data/empresas.ts';
import { toUsuario } from '#lib/data/usuarios.ts';
import { once } from '#lib/idempotency/idempotency.ts';
import { crearUsuario } from '#lib/usuarios/crear-usuario.ts';

export const handler = operationHandler(createUsuario, async ({ body, headers }, principal) =>
  once(principal, 'create-usuario', headers, body, async () => {
    await assertEmpresasDelTenant(principal.db, body.empresas);
    // Unknown companies answer 400 first; only real ones reach the grant rule.
    if (cambiosNoOtorgables(principal.usuario.empresas, [], body.empresas).length) throw new ForbiddenError(NO_OTORGABLE);
    const { nombre, apellido, email, idPais: paisId, empresas } = body;
    return toUsuario(await crearUsuario(principal, { nombre, apellido, email, paisId, empresas }));
  }),
);
