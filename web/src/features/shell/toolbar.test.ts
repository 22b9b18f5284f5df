import { describe, expect, it } from 'vitest';
import esAR from '#shared/i18n/es-AR.json';
import { permissionsOf } from '#shared/auth/roles.ts';
import { buildMenu } from '#shared/menu/menu.ts';
import { findTenant } from '#shared/tenants/tenants.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { translate } from '#web/lib/i18n.tsx';
import { breadcrumbs } from './toolbar.ts';

const t = (key: string) => translate(esAR, key);
const menu = buildMenu({
  permisos: new Set(permissionsOf(['administrador'])),
  flags: (findTenant('cargosur') as Tenant).flags,
  seguridadPropia: true,
  enlaceSeguridad: null,
  email: 'a@b.c',
});
const labels = (key: string | undefined, titleKey: string | undefined) =>
  breadcrumbs(menu, key, titleKey, t).map((c) => t(c.label));

describe('toolbar trail', () => {
  it('group, entry (a link) and the page', () => {
    const trail = breadcrumbs(menu, 'viajesEspecificos', 'routes.viajesEspecificosDetalle', t);
    expect(trail.map((c) => t(c.label))).toEqual(['Viajes específicos', 'Certificados de viaje', 'Detalle de póliza']);
    expect(trail[1]?.route).toBe('/seguros/viajes-especificos/polizas');
  });

  it('shows a repeated text once and pages off the menu by their own name', () => {
    expect(labels('maestros', 'routes.maestros')).toEqual(['Maestros']);
    expect(labels('viajesEspecificos', 'routes.segurosViajesEspecificosPolizas')).toEqual([
      'Viajes específicos',
      'Certificados de viaje',
    ]);
    expect(labels(undefined, 'routes.settings')).toEqual([t('routes.settings')]);
    expect(labels(undefined, undefined)).toEqual([]);
  });
});
