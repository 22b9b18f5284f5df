import { createUsuario } from '#shared/contract/operations/usuarios.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { ConflictError } from '#lib/http/errors.ts';
import { ConditionFailed } from '#lib/data/table.ts';
import { toUsuario, usuarios, type UsuarioItem } from '#lib/data/usuarios.ts';
import { assertEmpresasDelTenant } from '#lib/data/validar-empresas.ts';
import { idempotencyKey, once } from '#lib/idempotency/idempotency.ts';
import { createLogin, EMAIL_EN_USO, setLoginEnabled } from '#lib/identity/logins.ts';

export const handler = operationHandler(createUsuario, async ({ body, headers }, { table, tenant, usuario: autor }) =>
  once(table, 'create-usuario', idempotencyKey(headers), body, async () => {
    await assertEmpresasDelTenant(
      table,
      body.empresas.map((e) => e.idEmpresa),
      (i) => `empresas.${i}.idEmpresa`,
    );
    const repo = usuarios(table);
    if (await repo.idByEmail(body.email)) throw new ConflictError(EMAIL_EN_USO);

    const now = new Date().toISOString();
    const nuevo: UsuarioItem = {
      id: await table.nextNumber('usuario'),
      nombre: body.nombre,
      apellido: body.apellido,
      email: body.email,
      paisId: body.idPais,
      estado: body.estado,
      empresas: body.empresas,
      empresaIds: body.empresas.map((e) => e.idEmpresa),
      version: 1,
      creado: now,
      modificado: now,
    };
    try {
      await table.transact([
        ...repo.createItems(nuevo),
        { put: table.auditItem({ entity: 'usuario', id: nuevo.id, action: 'crear', by: autor, to: { estado: nuevo.estado } }) },
      ]);
    } catch (err) {
      if (err instanceof ConditionFailed) throw new ConflictError(EMAIL_EN_USO);
      throw err;
    }
    try {
      await createLogin({ ...nuevo, tenant: tenant.id });
    } catch (err) {
      // No sign-in, no user: undo the rows so the e-mail can be used again.
      await table.transact([
        { delete: { pk: ['USUARIO', nuevo.id], sk: ['USUARIO'] } },
        { delete: { pk: ['USUARIO_EMAIL', nuevo.email], sk: ['USUARIO_EMAIL'] } },
      ]);
      throw err;
    }
    if (!nuevo.estado) await setLoginEnabled(nuevo.email, false);
    return toUsuario(nuevo);
  }),
);
