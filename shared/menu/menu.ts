import type { Permission } from '../auth/permissions.ts';
import type { TenantFlags } from '../tenants/tenant.ts';
import { custodiaPropia } from '../custodia/habilitada.ts';

/**
 * The sidebar of spec 1 §2.1 and 3 §2.10 as data plus one pure gating function. A group with a list
 * and a create route shows when the user can view or create; its add button when they can create;
 * it links to the list when they can view, otherwise to create.
 */
export interface MenuItem {
  key: string;
  /** i18n key of the label. */
  label: string;
  /** Where the entry links; an absolute URL for the external security quote. */
  route: string;
  external?: boolean;
  /** Add button: a route, or 'modal' when it opens a create modal (users, beneficiaries). */
  add?: { route: string } | { modal: string };
  children?: MenuItem[];
}

interface EntryDef {
  key: string;
  label: string;
  list?: string;
  create?: string;
  /** Any of them shows the entry. */
  view?: Permission | readonly Permission[];
  createWith?: Permission;
  /**
   * Always shown and linked to its list (the annual rating group, spec 1 §2.1). Its add button still
   * needs createWith: the quoter's route does, and a '+' that leads to /error/403 helps nobody.
   */
  always?: boolean;
  addModal?: string;
  flag?: keyof TenantFlags;
  /**
   * Survives the "specific trips only" mode, where only the specific-trip certificates remain (spec 1
   * §2.1): their list and quoter, and the same certificates while in approval.
   */
  keepInTripsOnly?: boolean;
}

interface GroupDef {
  key: string;
  label: string;
  entries: EntryDef[];
}

export interface MenuContext {
  permisos: ReadonlySet<Permission>;
  flags: TenantFlags;
  /** Security module: true for the companies with the product's own security page (about 25 insurers and brokers). */
  seguridadPropia: boolean;
  /** External security quote link of the company and country, `{email}` not yet replaced; null when none or not loaded. */
  enlaceSeguridad: string | null;
  email: string;
}

const GROUPS: GroupDef[] = [
  {
    key: 'inicio',
    label: 'menu.inicio',
    entries: [
      {
        key: 'dashboard',
        label: 'menu.dashboard',
        list: '/dashboard',
        view: 'dashboard.ver',
        flag: 'dashboard',
      },
    ],
  },
  {
    key: 'cauciones',
    label: 'menu.cauciones',
    entries: [
      {
        key: 'cauciones',
        label: 'menu.caucionesAduaneras',
        list: '/cauciones-aduaneras/',
        create: '/cauciones/aduaneras/cotizar',
        view: 'cauciones.ver',
        createWith: 'cauciones.cotizar',
        flag: 'cauciones',
      },
    ],
  },
  {
    key: 'transporte',
    label: 'menu.transporteFlotante',
    entries: [
      {
        key: 'certificados',
        label: 'menu.certificados',
        list: '/certificados',
        create: '/certificados/nuevo',
        view: 'certificados.leer',
        createWith: 'certificados.cotizar',
      },
      {
        key: 'ratingAnual',
        label: 'menu.ratingAnual',
        list: '/seguros/flotantes/rating-anual/certificados',
        create: '/seguros/flotantes/rating-anual/certificados/cotizador',
        always: true,
        createWith: 'ratingAnual.cotizar',
      },
      {
        key: 'polizas',
        label: 'menu.polizas',
        list: '/polizas',
        create: '/polizas/nueva',
        view: 'polizas.ver',
        createWith: 'polizas.editar',
      },
      {
        key: 'emisores',
        label: 'menu.emisores',
        list: '/emisores',
        create: '/emisores/nuevo',
        view: 'emisores.ver',
        createWith: 'emisores.crear',
      },
      // Spec 1 §2.1 does not list it, but §2.4 gives clients a list and an editor: without an entry
      // the administration could reach them only by typing the address.
      {
        key: 'clientes',
        label: 'menu.clientes',
        list: '/clientes',
        create: '/clientes/nuevo',
        view: 'clientes.ver',
        createWith: 'clientes.editar',
      },
    ],
  },
  {
    key: 'viajesEspecificos',
    label: 'menu.viajesEspecificos',
    entries: [
      {
        key: 'viajesEspecificos',
        label: 'menu.polizasViajesEspecificos',
        list: '/seguros/viajes-especificos/polizas',
        create: '/seguros/viajes-especificos/polizas/cotizador',
        view: 'viajesEspecificos.consultar',
        createWith: 'viajesEspecificos.cotizar',
        keepInTripsOnly: true,
      },
      {
        key: 'enAprobacion',
        label: 'menu.enAprobacion',
        list: '/seguros/viajes-especificos/aprobaciones',
        view: 'certificados.leerEnAprobacion',
        keepInTripsOnly: true,
      },
    ],
  },
  {
    key: 'embarcaciones',
    label: 'menu.embarcaciones',
    entries: [
      {
        key: 'embarcaciones',
        label: 'menu.embarcacionesPlacer',
        list: '/certificados/embarcaciones',
        create: '/certificados/embarcaciones/nueva',
        view: 'certificados.leer',
        createWith: 'certificados.cotizar',
      },
    ],
  },
  {
    key: 'contenedores',
    label: 'menu.contenedores',
    entries: [
      {
        key: 'contenedores',
        label: 'menu.certificadosContenedores',
        list: '/contenedores',
        create: '/contenedores/certificados/nuevo',
        view: 'contenedores.ver',
        createWith: 'contenedores.emitir',
        flag: 'contenedores',
      },
    ],
  },
  {
    key: 'declaraciones',
    label: 'menu.declaraciones',
    entries: [
      {
        key: 'declaracionesCompra',
        label: 'menu.declaracionesCompra',
        list: '/declaraciones/aseguradoras',
        view: 'declaracionesCompra.consultar',
        flag: 'declaraciones',
      },
      {
        key: 'declaracionesVenta',
        label: 'menu.declaracionesVenta',
        list: '/declaraciones/partners',
        view: 'declaracionesVenta.consultar',
        flag: 'declaraciones',
      },
    ],
  },
  // Its single entry is computed by `seguridad()`: own page or external link (spec 1 §2.1).
  { key: 'seguridad', label: 'menu.seguridad', entries: [] },
  {
    key: 'siniestros',
    label: 'menu.siniestros',
    entries: [
      {
        key: 'siniestros',
        label: 'menu.denuncias',
        list: '/siniestros',
        create: '/siniestros/denuncias',
        view: 'siniestros.consultar',
        createWith: 'siniestros.denunciar',
        flag: 'siniestros',
      },
    ],
  },
  {
    key: 'marineCarga',
    label: 'menu.marineCarga',
    entries: [
      {
        key: 'marineCarga',
        label: 'menu.marineCargaTransporte',
        list: '/marine-carga/transporte',
        view: 'suscripcion.solicitar',
      },
      {
        key: 'marineSolicitudes',
        label: 'menu.marineSolicitudes',
        list: '/marine-carga/solicitudes',
        view: ['suscripcion.solicitar', 'suscripcion.gestionar'],
      },
    ],
  },
  {
    key: 'maestros',
    label: 'menu.maestros',
    entries: [{ key: 'maestros', label: 'menu.maestros', list: '/maestros', view: 'maestros.ver', flag: 'maestros' }],
  },
  {
    key: 'misDatos',
    label: 'menu.misDatos',
    entries: [
      {
        key: 'beneficiarios',
        label: 'menu.beneficiarios',
        list: '/beneficiarios',
        view: 'beneficiarios.ver',
        createWith: 'beneficiarios.editar',
        addModal: 'beneficiario',
      },
      {
        key: 'usuarios',
        label: 'menu.usuarios',
        list: '/usuarios',
        view: 'usuarios.ver',
        createWith: 'usuarios.editar',
        addModal: 'usuario',
      },
      {
        key: 'desarrolladores',
        label: 'menu.desarrolladores',
        list: '/desarrolladores',
        view: 'integraciones.gestionar',
      },
    ],
  },
];

const gate = (e: EntryDef, ctx: MenuContext): MenuItem | null => {
  if (e.flag && !ctx.flags[e.flag]) return null;
  if (ctx.flags.soloViajesEspecificos && !e.keepInTripsOnly) return null;
  const vistas: readonly Permission[] = e.view === undefined ? [] : typeof e.view === 'string' ? [e.view] : e.view;
  const canView = e.always || vistas.some((p) => ctx.permisos.has(p));
  const canCreate = e.createWith ? ctx.permisos.has(e.createWith) : false;
  if (!canView && !canCreate) return null;
  const route = canView || !e.create ? e.list : e.create;
  if (!route) return null;
  const add = canCreate ? (e.addModal ? { modal: e.addModal } : e.create ? { route: e.create } : undefined) : undefined;
  return { key: e.key, label: e.label, route, ...(add ? { add } : {}) };
};

/** The security entry: the product's own page, or the company's external quote link with the user's e-mail. */
const seguridad = (ctx: MenuContext): MenuItem | null => {
  if (!ctx.flags.seguridad || ctx.flags.soloViajesEspecificos || !ctx.permisos.has('seguridad.usar')) return null;
  if (custodiaPropia(ctx.flags, ctx.seguridadPropia))
    return { key: 'seguridad', label: 'menu.seguridad', route: '/medidas-seguridad' };
  if (!ctx.enlaceSeguridad) return null;
  return {
    key: 'seguridad',
    label: 'menu.seguridad',
    route: ctx.enlaceSeguridad.replaceAll('{email}', encodeURIComponent(ctx.email)),
    external: true,
  };
};

/** The sidebar the user sees, in order: groups with at least one visible entry. */
export const buildMenu = (ctx: MenuContext): MenuItem[] => {
  return GROUPS.flatMap((g): MenuItem[] => {
    if (g.key === 'seguridad') {
      const security = seguridad(ctx);
      return security ? [security] : [];
    }
    const children = g.entries.map((e) => gate(e, ctx)).filter((x): x is MenuItem => x !== null);
    return children.length ? [{ key: g.key, label: g.label, route: children[0]!.route, children }] : [];
  });
};

/** Every internal route the menu can point to (the router gives each a screen or 'Próximamente'). */
export const MENU_ROUTES: readonly string[] = [
  ...new Set(
    GROUPS.flatMap((g) => g.entries.flatMap((e) => [e.list, e.create].filter((r): r is string => !!r))).concat(
      '/medidas-seguridad',
    ),
  ),
];
