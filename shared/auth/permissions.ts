/**
 * Every permission the specification names, once. Roles (see roles.ts) are sets of these; the
 * contract names the one each operation needs, and the SPA gates menus and buttons with the same names.
 */
export const PERMISSIONS = [
  'dashboard.ver',
  'usuarios.ver',
  'usuarios.editar',
  'beneficiarios.ver',
  'beneficiarios.editar',
  'emisores.ver',
  'emisores.crear',
  'clientes.ver',
  'clientes.editar',
  'polizas.ver',
  'polizas.editar',
  'certificados.leer',
  'certificados.cotizar',
  'certificados.leerEnAprobacion',
  'certificados.aprobar',
  'certificados.rechazar',
  /**
   * Give an issued cargo or container certificate baja: the brokerage's and the insurer's staff, never
   * a client's users. After the departure only who decides approvals may (see bajaTardia).
   */
  'certificados.darDeBaja',
  /** Quote, save, send for approval, issue and delete annual floating quotes: the producers' business (spec 2 §6). */
  'ratingAnual.cotizar',
  'contenedores.ver',
  'contenedores.cotizar',
  'contenedores.emitir',
  'cauciones.ver',
  'cauciones.cotizar',
  /** The insurer's desk for customs bonds: every request of the tenant, its comments, and its answer. */
  'cauciones.gestionar',
  'viajesEspecificos.cotizar',
  'viajesEspecificos.consultar',
  'markup.consultar',
  'markup.editar',
  'prima.mostrar',
  'siniestros.consultar',
  'siniestros.denunciar',
  'siniestros.editar',
  'declaracionesVenta.consultar',
  'declaracionesCompra.consultar',
  'declaraciones.editarPagos',
  'declaraciones.confirmarPagos',
  'seguridad.usar',
  /** Send a marine cargo underwriting request (spec 2 §2.5) and follow the company's own requests. */
  'suscripcion.solicitar',
  /** The underwriting desk: every request of the tenant, its comments and its state (Recibida … Cotizada, Rechazada). */
  'suscripcion.gestionar',
  'maestros.ver',
  /** Save a new version of a master (catalogues, specific-trip tariff): it prices every later quote. */
  'maestros.editar',
  'infoInterna.ver',
  /**
   * A partner company's integration (issue 30): its machine clients, its webhook endpoints and the
   * developer page, always of the caller's own company.
   */
  'integraciones.gestionar',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const isPermission = (value: string): value is Permission => (PERMISSIONS as readonly string[]).includes(value);
