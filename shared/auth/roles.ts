import type { Permission } from './permissions.ts';

/**
 * The roles of a cargo-insurance brokerage and what each may do. This table is the single source:
 * the API refuses (403) what a role lacks and the SPA hides it.
 *
 * | rol           | for whom                                   | in short                                            |
 * |---------------|--------------------------------------------|-----------------------------------------------------|
 * | administrador | the tenant's own staff                     | everything, including users and internal info      |
 * | productor     | a broker (PAS) quoting and issuing         | quote/issue certificates, own parties, report claims|
 * | operador      | broker back office                         | like productor plus users read, declarations read  |
 * | consultor     | read-only auditor or client                | read certificates, claims and declarations         |
 * | aseguradora   | insurer underwriting staff                 | approve/refuse in-approval certificates, purchase declarations, claims |
 * | emisor        | partner issuing on its own paper           | sales declarations, payments, certificates         |
 * | siniestros    | claims handler                             | consult, report and edit claims                    |
 * | ejecutivo     | account executive of the brokerage         | follows its clients: reads clients, policies, certificates |
 * | clienteAdministrador | a client's own administrator (spec 1 §2.4 Usuarios) | like clienteOperador plus the client's users |
 * | clienteOperador      | a client's operator                        | quotes and issues the client's certificates, reports claims |
 * | clienteConsultor     | a client's read-only user                  | reads the client's certificates and claims          |
 *
 * The client roles hold nothing tenant-wide (policies, issuers, masters, other companies' data): a
 * client's user works only on its own company.
 */
export const ROLE_IDS = [
  'administrador',
  'productor',
  'operador',
  'consultor',
  'aseguradora',
  'emisor',
  'siniestros',
  'ejecutivo',
  'clienteAdministrador',
  'clienteOperador',
  'clienteConsultor',
] as const;

export type RoleId = (typeof ROLE_IDS)[number];

export interface Role {
  id: RoleId;
  /**
   * i18n key of the role's name (shared/i18n): the API sends the key and the SPA shows it in the
   * tenant's language, so a pt-BR portal never reads a Spanish role.
   */
  nombre: `roles.${RoleId}`;
  permisos: readonly Permission[];
}

const LECTURA_BASICA: readonly Permission[] = [
  'dashboard.ver',
  'certificados.leer',
  'viajesEspecificos.consultar',
  'beneficiarios.ver',
];

const CLIENTE_CONSULTA: readonly Permission[] = [
  'dashboard.ver',
  'certificados.leer',
  'contenedores.ver',
  'siniestros.consultar',
];
/**
 * A client's operators quote cargo (sold at the premium when their company has no condition) but not
 * containers: a container certificate is priced only by an issuer's container condition, and a
 * client's company has none. They see their containers.
 */
const CLIENTE_OPERACION: readonly Permission[] = [...CLIENTE_CONSULTA, 'certificados.cotizar', 'siniestros.denunciar'];

const PRODUCCION: readonly Permission[] = [
  ...LECTURA_BASICA,
  'beneficiarios.editar',
  'certificados.cotizar',
  'certificados.darDeBaja',
  'ratingAnual.cotizar',
  'viajesEspecificos.cotizar',
  'contenedores.ver',
  'contenedores.cotizar',
  'contenedores.emitir',
  'cauciones.ver',
  'cauciones.cotizar',
  'seguridad.usar',
  'suscripcion.solicitar',
  'siniestros.consultar',
  'siniestros.denunciar',
  'prima.mostrar',
  'markup.consultar',
];

export const ROLES: Record<RoleId, Role> = {
  administrador: {
    id: 'administrador',
    nombre: 'roles.administrador',
    permisos: [
      ...PRODUCCION,
      'usuarios.ver',
      'usuarios.editar',
      'emisores.ver',
      'emisores.crear',
      'clientes.ver',
      'clientes.editar',
      'polizas.ver',
      'polizas.editar',
      'certificados.leerEnAprobacion',
      'certificados.aprobar',
      'certificados.rechazar',
      'markup.editar',
      'siniestros.editar',
      'declaracionesVenta.consultar',
      'declaracionesCompra.consultar',
      'declaraciones.editarPagos',
      'declaraciones.confirmarPagos',
      'maestros.ver',
      'maestros.editar',
      'infoInterna.ver',
      'suscripcion.gestionar',
      // The tenant's administration grants the insurer role, so it holds every permission of it (otorgar.ts).
      'cauciones.gestionar',
      'integraciones.gestionar',
    ],
  },
  productor: { id: 'productor', nombre: 'roles.productor', permisos: PRODUCCION },
  operador: {
    id: 'operador',
    nombre: 'roles.operador',
    permisos: [
      ...PRODUCCION,
      'usuarios.ver',
      'polizas.ver',
      'certificados.leerEnAprobacion',
      'declaracionesVenta.consultar',
      'declaraciones.editarPagos',
    ],
  },
  consultor: {
    id: 'consultor',
    nombre: 'roles.consultor',
    permisos: [...LECTURA_BASICA, 'polizas.ver', 'siniestros.consultar', 'declaracionesVenta.consultar'],
  },
  aseguradora: {
    id: 'aseguradora',
    nombre: 'roles.aseguradora',
    permisos: [
      ...LECTURA_BASICA,
      'polizas.ver',
      // The certificates of its policies, cargo and containers, and their approvals.
      'contenedores.ver',
      'certificados.leerEnAprobacion',
      'certificados.aprobar',
      'certificados.rechazar',
      'certificados.darDeBaja',
      'prima.mostrar',
      'declaracionesCompra.consultar',
      'declaraciones.confirmarPagos',
      'siniestros.consultar',
      'siniestros.editar',
      'suscripcion.gestionar',
      // Customs bonds have no rating: the insurer quotes each request by hand (issue 27 item 25).
      'cauciones.ver',
      'cauciones.gestionar',
    ],
  },
  emisor: {
    id: 'emisor',
    nombre: 'roles.emisor',
    permisos: [
      ...LECTURA_BASICA,
      'certificados.cotizar',
      'certificados.darDeBaja',
      'ratingAnual.cotizar',
      'viajesEspecificos.cotizar',
      'prima.mostrar',
      'markup.consultar',
      'declaracionesVenta.consultar',
      'declaraciones.editarPagos',
    ],
  },
  siniestros: {
    id: 'siniestros',
    nombre: 'roles.siniestros',
    permisos: [
      'dashboard.ver',
      'certificados.leer',
      'viajesEspecificos.consultar',
      'siniestros.consultar',
      'siniestros.denunciar',
      'siniestros.editar',
      'infoInterna.ver',
    ],
  },
  ejecutivo: {
    id: 'ejecutivo',
    nombre: 'roles.ejecutivo',
    permisos: [...LECTURA_BASICA, 'clientes.ver', 'polizas.ver', 'siniestros.consultar', 'declaracionesVenta.consultar'],
  },
  clienteAdministrador: {
    id: 'clienteAdministrador',
    nombre: 'roles.clienteAdministrador',
    permisos: [...CLIENTE_OPERACION, 'usuarios.ver', 'usuarios.editar', 'integraciones.gestionar'],
  },
  clienteOperador: { id: 'clienteOperador', nombre: 'roles.clienteOperador', permisos: CLIENTE_OPERACION },
  clienteConsultor: { id: 'clienteConsultor', nombre: 'roles.clienteConsultor', permisos: CLIENTE_CONSULTA },
};

export const isRoleId = (value: string): value is RoleId => (ROLE_IDS as readonly string[]).includes(value);

/** The permissions a user holds in one company: the union of the roles they have there. */
export const permissionsOf = (roles: readonly RoleId[]): Permission[] =>
  [...new Set(roles.flatMap((rol) => ROLES[rol].permisos))].sort();
