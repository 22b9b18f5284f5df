import * as z from 'zod/mini';
import { ROLE_IDS } from '#shared/auth/roles.ts';
import { normalizar } from '#shared/text/normalizar.ts';
import type { CounterRef } from './model/counters.ts';
import { defineEntity, type Contribution, type ItemOf, type WriteOp } from './model/entity.ts';

/** The value of the executives index: one partition holds every active account executive. */
export const EJECUTIVO_ACTIVO = 'activo';

const usuarioSchema = z.object({
  id: z.int().check(z.positive()),
  nombre: z.string().check(z.maxLength(50)),
  apellido: z.string().check(z.maxLength(50)),
  email: z.string().check(z.maxLength(150)),
  paisId: z.int(),
  /** false = deactivated: sign-in is disabled in Cognito and every API call is refused. */
  estado: z.boolean(),
  empresas: z.array(z.object({ idEmpresa: z.int(), idRol: z.enum(ROLE_IDS) })).check(z.maxLength(50)),
  version: z.int().check(z.positive()),
  creado: z.string(),
  modificado: z.string(),
  /** Derived: "apellido nombre" normalised, the list's order and search key. */
  orden: z.optional(z.string()),
  /** Derived: the e-mail in lower case, for the e-mail search. */
  emailNorm: z.optional(z.string()),
  /** Derived, only on an active account executive: the sparse index of the executive pickers. */
  ejecutivo: z.optional(z.literal(EJECUTIVO_ACTIVO)),
  /** Only on a user a partner's SSO provisioned: the issuer and subject that vouch for it (record 0162). */
  sso: z.optional(z.object({ emisor: z.string().check(z.maxLength(200)), sub: z.string().check(z.maxLength(128)) })),
});

/** The list row of a user (company and role names are joined at read time). */
const fila = (u: z.output<typeof usuarioSchema>) => ({
  id: u.id,
  nombre: u.nombre,
  apellido: u.apellido,
  email: u.email,
  paisId: u.paisId,
  estado: u.estado,
  empresas: u.empresas,
});

const derivados = (u: { apellido: string; nombre: string; email: string }) => ({
  orden: normalizar(`${u.apellido} ${u.nombre}`),
  emailNorm: u.email.toLowerCase(),
});

const activo = (u: { estado: boolean }) => (u.estado ? 1 : 0);

const esEjecutivoActivo = (u: z.output<typeof usuarioSchema>) => u.estado && u.empresas.some((e) => e.idRol === 'ejecutivo');

export const Usuario = defineEntity(usuarioSchema)({
  name: 'usuario',
  description: 'Un usuario del portal con sus pares empresa/rol.',
  usedBy:
    'cada llamada autenticada (principal, en un BatchGet con la empresa), get-me, get/create/update-usuario, cambiar-estado-usuario (list-usuarios lee las membresías: una empresa a la vez)',
  key: { pk: ['id'], sk: [] },
  indexes: {
    byEjecutivo: {
      index: 'gsi4',
      pk: ['ejecutivo'],
      sk: ['orden', 'id'],
      description: 'list-ejecutivos: los ejecutivos de cuenta activos, por apellido',
    },
  },
  pad: { id: 10 },
  derive: (u) => ({ ...derivados(u), ejecutivo: esEjecutivoActivo(u) ? EJECUTIVO_ACTIVO : undefined }),
  row: fila,
});
export type UsuarioItem = ItemOf<typeof Usuario>;
export type UsuarioFila = ReturnType<typeof fila>;

/** One item per e-mail: makes the e-mail unique within the tenant (a create fails when it exists). */
export const UsuarioEmail = defineEntity(z.object({ email: z.string(), usuarioId: z.int() }))({
  name: 'usuario-email',
  description: 'Reserva de un e-mail para un usuario.',
  usedBy: 'create/update-usuario (unicidad)',
  key: { pk: ['email'], sk: [] },
});

/**
 * A user's membership of one company, in the user's partition: the company's list of users is a
 * Query on its own index partition instead of a filter over every user.
 */
export const Membresia = defineEntity(
  z.extend(usuarioSchema, { usuarioId: z.int().check(z.positive()), empresaId: z.int().check(z.positive()) }),
)({
  name: 'membresia',
  description: 'Un usuario en una empresa (copia de la fila del usuario).',
  usedBy:
    'list-usuarios: los usuarios de una empresa (por apellido, estado o e-mail); get-cliente (pestaña Usuarios: los de la empresa del cliente)',
  key: { pkLabel: 'usuario', pk: ['usuarioId'], sk: ['empresaId'] },
  indexes: {
    byEmpresa: {
      index: 'gsi1',
      pk: ['empresaId'],
      sk: ['orden', 'usuarioId'],
      description: 'usuarios de una empresa, por apellido',
    },
    byEmpresaEstado: {
      index: 'gsi2',
      pk: ['empresaId', 'estado'],
      sk: ['orden', 'usuarioId'],
      description: 'usuarios de una empresa en un estado, por apellido',
    },
    byEmpresaEmail: {
      index: 'gsi3',
      pk: ['empresaId'],
      sk: ['emailNorm', 'usuarioId'],
      description: 'usuarios de una empresa por e-mail: la búsqueda con @',
    },
  },
  pad: { usuarioId: 10 },
  derive: derivados,
  row: fila,
  counters: (m): Contribution[] => [
    { ambito: 'empresa', ambitoId: m.empresaId, metrica: 'usuarios', valor: 1 },
    { ambito: 'empresa', ambitoId: m.empresaId, metrica: 'usuarios.activos', valor: activo(m) },
  ],
});

const empresaIds = (u: UsuarioItem | null) => [...new Set(u?.empresas.map((e) => e.idEmpresa) ?? [])];
const membresia = (u: UsuarioItem, empresaId: number) => ({ ...u, usuarioId: u.id, empresaId });

/** The 409 of a user write whose version condition failed: someone else saved the user since it was read. */
export const CAMBIO_CONCURRENTE = 'El usuario cambió mientras lo editabas. Recargá y volvé a intentar.';

/**
 * Every write of a user: the user, its memberships (removed, changed, added) and the e-mail
 * reservation when it changes, with their counters. `previous` null creates; otherwise the write is
 * conditional on the version read.
 */
export const guardarUsuario = (previous: UsuarioItem | null, next: UsuarioItem): WriteOp[] => {
  const antes = empresaIds(previous);
  const despues = empresaIds(next);
  return [
    ...(previous ? Usuario.put(next, { when: { version: previous.version } }) : Usuario.create(next)),
    ...antes
      .filter((e) => !despues.includes(e))
      .flatMap((e) => Membresia.delete({ usuarioId: next.id, empresaId: e }, membresia(previous!, e))),
    ...despues.flatMap((e) =>
      Membresia.put(membresia(next, e), { previous: antes.includes(e) ? membresia(previous!, e) : null }),
    ),
    ...(previous?.email.toLowerCase() === next.email.toLowerCase()
      ? []
      : [
          ...(previous ? UsuarioEmail.delete({ email: previous.email.toLowerCase() }) : []),
          ...UsuarioEmail.create({ email: next.email.toLowerCase(), usuarioId: next.id }),
        ]),
  ];
};

/** The read shape of spec 1 §3.1. */
export const toUsuario = (u: Omit<UsuarioFila, never>) => ({
  id: u.id,
  nombre: u.nombre,
  apellido: u.apellido,
  email: u.email,
  pais: { id: u.paisId },
  empresas: u.empresas.map((e) => ({ empresa: { id: e.idEmpresa }, rol: { id: e.idRol } })),
  estado: u.estado,
});

/** A company's users (all, or the active ones): users are counted, listed and read one company at a time. */
export const usuariosTotal = (empresaId: number, estado?: boolean): CounterRef => ({
  ambito: 'empresa',
  ambitoId: empresaId,
  metrica: estado === true ? 'usuarios.activos' : 'usuarios',
});

/** The writes that undo a user's creation (its sign-in could not be created). */
export const borrarUsuario = (u: UsuarioItem): WriteOp[] => [
  ...Usuario.delete({ id: u.id }),
  ...empresaIds(u).flatMap((e) => Membresia.delete({ usuarioId: u.id, empresaId: e }, membresia(u, e))),
  ...UsuarioEmail.delete({ email: u.email.toLowerCase() }),
];
