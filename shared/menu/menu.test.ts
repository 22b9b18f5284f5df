import { describe, expect, it } from 'vitest';
import type { Permission } from '../auth/permissions.ts';
import { permissionsOf, ROLE_IDS } from '../auth/roles.ts';
import { TENANTS } from '../tenants/tenants.ts';
import { buildMenu, MENU_ROUTES, type MenuContext, type MenuItem } from './menu.ts';

const flags = TENANTS.find((t) => t.id === 'cargosur')!.flags;
const ctx = (permisos: Permission[], extra: Partial<MenuContext> = {}): MenuContext => ({
  permisos: new Set(permisos),
  flags,
  seguridadPropia: true,
  enlaceSeguridad: null,
  email: 'ana@x.com',
  ...extra,
});
const entries = (menu: MenuItem[]) => menu.flatMap((g) => g.children ?? [g]);
const entry = (menu: MenuItem[], key: string) => entries(menu).find((e) => e.key === key);

describe('menu gating (spec 1 §2.1)', () => {
  it('shows a group when the user can only create, linking to create, with the add button', () => {
    const e = entry(buildMenu(ctx(['certificados.cotizar'])), 'certificados');
    expect(e).toEqual({
      key: 'certificados',
      label: 'menu.certificados',
      route: '/certificados/nuevo',
      add: { route: '/certificados/nuevo' },
    });
  });

  it('links to the list without an add button when the user can only view', () => {
    const e = entry(buildMenu(ctx(['certificados.leer'])), 'certificados');
    expect(e).toEqual({ key: 'certificados', label: 'menu.certificados', route: '/certificados' });
  });

  it('links to the list with the add button when the user can view and create', () => {
    const e = entry(buildMenu(ctx(['polizas.ver', 'polizas.editar'])), 'polizas');
    expect(e).toMatchObject({ route: '/polizas', add: { route: '/polizas/nueva' } });
  });

  it('hides a group the user can neither view nor create', () => {
    expect(entry(buildMenu(ctx([])), 'emisores')).toBeUndefined();
    expect(entry(buildMenu(ctx([])), 'certificados')).toBeUndefined();
  });

  it('always shows the annual rating group; its add button only to who may quote (no "+" to /error/403)', () => {
    expect(entry(buildMenu(ctx([])), 'ratingAnual')).toEqual({
      key: 'ratingAnual',
      label: 'menu.ratingAnual',
      route: '/seguros/flotantes/rating-anual/certificados',
    });
    expect(entry(buildMenu(ctx(['ratingAnual.cotizar'])), 'ratingAnual')).toEqual({
      key: 'ratingAnual',
      label: 'menu.ratingAnual',
      route: '/seguros/flotantes/rating-anual/certificados',
      add: { route: '/seguros/flotantes/rating-anual/certificados/cotizador' },
    });
  });

  it('users and beneficiaries have no create route: their add opens a modal', () => {
    const menu = buildMenu(ctx(['usuarios.ver', 'usuarios.editar', 'beneficiarios.ver', 'beneficiarios.editar']));
    expect(entry(menu, 'usuarios')).toMatchObject({ route: '/usuarios', add: { modal: 'usuario' } });
    expect(entry(menu, 'beneficiarios')).toMatchObject({ route: '/beneficiarios', add: { modal: 'beneficiario' } });
    expect(entry(buildMenu(ctx(['usuarios.ver'])), 'usuarios')?.add).toBeUndefined();
  });

  it('security points to /medidas-seguridad for the product companies', () => {
    expect(entry(buildMenu(ctx(['seguridad.usar'])), 'seguridad')).toEqual({
      key: 'seguridad',
      label: 'menu.seguridad',
      route: '/medidas-seguridad',
    });
  });

  it('otherwise security is the external quote link with the e-mail placeholder replaced', () => {
    const menu = buildMenu(
      ctx(['seguridad.usar'], {
        seguridadPropia: false,
        enlaceSeguridad: 'https://cotiza.example/?u={email}&p=ar',
        email: 'ana+1@x.com',
      }),
    );
    expect(entry(menu, 'seguridad')).toMatchObject({ route: 'https://cotiza.example/?u=ana%2B1%40x.com&p=ar', external: true });
  });

  it('keeps the security entry after declarations even when claims are hidden (spec 3 §2.10 order)', () => {
    const keys = buildMenu(ctx(['seguridad.usar', 'declaracionesVenta.consultar', 'usuarios.ver'])).map((g) => g.key);
    expect(keys.indexOf('seguridad')).toBe(keys.indexOf('declaraciones') + 1);
    expect(keys.at(-1)).toBe('misDatos');
  });

  it('a failed link load is silent: no security entry, nothing else changes', () => {
    const base = buildMenu(ctx(['seguridad.usar', 'siniestros.consultar'], { seguridadPropia: false, enlaceSeguridad: null }));
    expect(entry(base, 'seguridad')).toBeUndefined();
    expect(entry(base, 'siniestros')).toBeDefined();
  });

  it('tenant flags hide their modules', () => {
    const all = permissionsOf(['administrador']);
    const off = {
      ...flags,
      siniestros: false,
      contenedores: false,
      declaraciones: false,
      cauciones: false,
      seguridad: false,
      dashboard: false,
      maestros: false,
    };
    const keys = entries(buildMenu(ctx(all, { flags: off }))).map((e) => e.key);
    for (const hidden of [
      'siniestros',
      'contenedores',
      'declaracionesCompra',
      'declaracionesVenta',
      'cauciones',
      'seguridad',
      'dashboard',
      'maestros',
    ]) {
      expect(keys).not.toContain(hidden);
    }
    expect(keys).toContain('certificados');
  });

  it('the pleasure boats: their policies to who reads certificates, the add button to who quotes them', () => {
    expect(entry(buildMenu(ctx(['certificados.leer'])), 'embarcaciones')).toEqual({
      key: 'embarcaciones',
      label: 'menu.embarcacionesPlacer',
      route: '/certificados/embarcaciones',
    });
    expect(entry(buildMenu(ctx(['certificados.leer', 'certificados.cotizar'])), 'embarcaciones')?.add).toEqual({
      route: '/certificados/embarcaciones/nueva',
    });
    expect(entry(buildMenu(ctx([])), 'embarcaciones')).toBeUndefined();
  });

  it('"specific trips only" hides every other module: only the specific-trip certificates remain (1 §2.1)', () => {
    const onlyTrips = TENANTS.find((t) => t.id === 'viajeseguro')!.flags;
    for (const rol of ROLE_IDS) {
      const menu = buildMenu(ctx(permissionsOf([rol]), { flags: onlyTrips }));
      expect(menu.map((g) => g.key).filter((k) => k !== 'viajesEspecificos')).toEqual([]);
    }
    const keys = entries(buildMenu(ctx(permissionsOf(['administrador']), { flags: onlyTrips }))).map((e) => e.key);
    expect(keys).toEqual(['viajesEspecificos', 'enAprobacion']);
    const productor = entries(buildMenu(ctx(permissionsOf(['productor']), { flags: onlyTrips })));
    expect(productor).toEqual([
      expect.objectContaining({ key: 'viajesEspecificos', add: { route: '/seguros/viajes-especificos/polizas/cotizador' } }),
    ]);
  });

  it('a producer sees what the producer role allows and not the administration', () => {
    const keys = entries(buildMenu(ctx(permissionsOf(['productor'])))).map((e) => e.key);
    expect(keys).toEqual(
      expect.arrayContaining(['dashboard', 'certificados', 'viajesEspecificos', 'contenedores', 'siniestros', 'beneficiarios']),
    );
    expect(keys).not.toContain('usuarios');
    expect(keys).not.toContain('emisores');
    expect(keys).not.toContain('declaracionesCompra');
  });

  it('insurer staff reach the in-approval screen; producers do not', () => {
    expect(entry(buildMenu(ctx(permissionsOf(['aseguradora']))), 'enAprobacion')).toEqual({
      key: 'enAprobacion',
      label: 'menu.enAprobacion',
      route: '/seguros/viajes-especificos/aprobaciones',
    });
    expect(entry(buildMenu(ctx(permissionsOf(['productor']))), 'enAprobacion')).toBeUndefined();
  });

  it('lists every internal route the menu can reach', () => {
    expect(MENU_ROUTES).toEqual(
      expect.arrayContaining(['/dashboard', '/usuarios', '/medidas-seguridad', '/seguros/viajes-especificos/polizas/cotizador']),
    );
  });
});
