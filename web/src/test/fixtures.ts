import { PAISES } from '#shared/catalogos/data.ts';
import { permissionsOf, ROLES } from '#shared/auth/roles.ts';
import type { Me } from '#shared/contract/schemas/me.ts';
import { findTenant } from '#shared/tenants/tenants.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';

export const meFixture = (tenantId = 'cargosur'): Me => ({
  id: 7,
  nombre: 'Ana',
  apellido: 'Pérez',
  email: 'ana@cargosur.com',
  pais: PAISES[0] as Me['pais'],
  tenant: findTenant(tenantId) as Tenant,
  empresas: [
    {
      empresa: {
        id: 10,
        cif: '30-71000000-1',
        nombre: 'Transportes del Sur SA',
        tipo: 'productor',
        paisId: 32,
        configuracion: {},
      },
      rol: { id: 'productor', nombre: ROLES.productor.nombre },
      permisos: permissionsOf(['productor']),
    },
    {
      empresa: { id: 20, cif: '76.000.000-1', nombre: 'Andes Logística SpA', tipo: 'broker', paisId: 152, configuracion: {} },
      rol: { id: 'administrador', nombre: ROLES.administrador.nombre },
      permisos: permissionsOf(['administrador']),
    },
  ],
});
