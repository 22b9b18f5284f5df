import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { PERMISSIONS } from '../../auth/permissions.ts';
import { ROLE_IDS } from '../../auth/roles.ts';
import { paisSchema } from '../../catalogos/schemas.ts';
import { tenantSchema } from '../../tenants/tenant.ts';
import { empresaSchema } from './empresa.ts';

/** `nombre` is the i18n key of the role's name (shared/auth/roles.ts), shown translated by the SPA. */
export const rolSchema = z.object({ id: z.enum(ROLE_IDS), nombre: z.string() });

export const meSchema = z.object({
  id: z.int(),
  nombre: z.string(),
  apellido: z.string(),
  email: z.string(),
  pais: paisSchema,
  empresas: z.array(
    z.object({
      empresa: empresaSchema,
      rol: rolSchema,
      /** Permissions derived from the roles the user holds in this company. */
      permisos: z.array(z.enum(PERMISSIONS)),
    }),
  ),
  tenant: tenantSchema,
});
export type Me = z.infer<typeof meSchema>;
