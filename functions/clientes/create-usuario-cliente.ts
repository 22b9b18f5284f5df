import { createUsuarioCliente } from '#shared/contract/operations/clientes.ts';
import { MAX_USUARIOS_CLIENTE } from '#shared/clientes/limites.ts';
import { rolDelPortal } from '#shared/clientes/listas.ts';
import { separarNombreYApellido } from '#shared/clientes/usuarios.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { ConflictError, NotFoundError, ValidationError } from '#lib/http/errors.ts';
import { catalogo } from '#lib/data/catalogos.ts';
import { Cliente, ClienteUsuario } from '#lib/data/clientes.ts';
import { once } from '#lib/idempotency/idempotency.ts';
import { crearUsuario } from '#lib/usuarios/crear-usuario.ts';

const SIN_EMPRESA = 'Guardá el cliente antes de agregarle usuarios.';

/**
 * Adds a portal user to a client (spec 1 §2.4 Usuarios): each role offered is a portal role held on
 * the client's own company (ROLES_USUARIO_CLIENTE). Holding clientes.editar is what lets the caller
 * grant these roles there: the client roles hold nothing tenant-wide. Onboarding Sí sends Cognito's
 * invitation; No creates the sign-in without an e-mail (see createLogin).
 */
export const handler = operationHandler(createUsuarioCliente, async ({ params, body, headers }, principal) =>
  once(principal, 'create-usuario-cliente', headers, { params, body }, async () => {
    const { db } = principal;
    const clienteId = Number(params.id);
    const cliente = await db.get(Cliente, { id: clienteId });
    if (!cliente) throw new NotFoundError('El cliente no existe.');
    const empresaId = cliente.empresaClienteId;
    if (!empresaId) throw new ConflictError(SIN_EMPRESA);
    const pais = (await catalogo(db, 'paises')).find((p) => p.id === body.idNacionalidad);
    if (!pais) throw new ValidationError([{ path: 'idNacionalidad', message: 'El país no existe' }]);
    const actuales = await db.query(ClienteUsuario, 'primary', { clienteId }, { limit: MAX_USUARIOS_CLIENTE });
    if (actuales.items.length >= MAX_USUARIOS_CLIENTE)
      throw new ValidationError([{ path: 'email', message: `El cliente ya tiene ${MAX_USUARIOS_CLIENTE} usuarios.` }]);

    const roles = [...new Set(body.roles)];
    const usuario = await crearUsuario(
      principal,
      {
        ...separarNombreYApellido(body.nombreYApellido),
        email: body.email,
        paisId: pais.id,
        empresas: roles.map((r) => ({ idEmpresa: empresaId, idRol: rolDelPortal(r) })),
      },
      {
        invitar: body.onboarding,
        junto: (usuarioId) => ({
          escribir: ClienteUsuario.create({ clienteId, usuarioId, telefono: body.telefono, roles, onboarding: body.onboarding }),
          deshacer: ClienteUsuario.delete({ clienteId, usuarioId }),
        }),
      },
    );
    return {
      id: usuario.id,
      nombre: usuario.nombre,
      apellido: usuario.apellido,
      email: usuario.email,
      nacionalidad: { id: pais.id, nombre: pais.nombre },
      telefono: body.telefono,
      roles,
      onboarding: body.onboarding,
    };
  }),
);
