import * as z from 'zod/mini';
import '../zod-locale.ts';

export const TENANT_TYPES = ['standard', 'bank', 'embedded'] as const;
export const LOCALES = ['es-AR', 'pt-BR'] as const;
export type Locale = (typeof LOCALES)[number];

export const tenantFlagsSchema = z.object({
  dashboard: z.boolean(),
  cauciones: z.boolean(),
  contenedores: z.boolean(),
  seguridad: z.boolean(),
  siniestros: z.boolean(),
  declaraciones: z.boolean(),
  maestros: z.boolean(),
  /** "Specific trips only": every other module is hidden (spec 1 §2.1). */
  soloViajesEspecificos: z.boolean(),
});

export const tenantSchema = z.object({
  id: z.string().check(z.regex(/^[a-z][a-z0-9]{1,30}$/)),
  nombre: z.string(),
  tipo: z.enum(TENANT_TYPES),
  locale: z.enum(LOCALES),
  /** ISO numeric id of the country whose policies the tenant writes by default. */
  paisPolizaId: z.int(),
  theme: z.object({
    primaryColor: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)),
    sidebarBackground: z.string(),
    logo: z.string(),
  }),
  flags: tenantFlagsSchema,
  /** Which commercial lever the producer may move on a quote (spec 3 §5.1). */
  comercialEditable: z.enum(['recargoAdmin', 'comisionProductor']),
  beneficioImaginarioMaximo: z.number().check(z.minimum(0), z.maximum(100)),
  /**
   * Accounts (company and policy country) with their own maximum imaginary benefit: spec 3 §5.1 names
   * one company whose Brazil account may declare up to 20 %.
   */
  excepcionesBeneficioImaginario: z.array(
    z.object({ empresaId: z.int(), paisPolizaId: z.int(), maximo: z.number().check(z.minimum(0), z.maximum(100)) }),
  ),
  /** Presentation setting (spec 3 §2.2): the kilometre band is shown, and required to quote, only when true. */
  mostrarKm: z.boolean(),
  /** Where the claims team receives new claim notices. */
  emailSiniestros: z.email(),
  /** The underwriting desk: hears of every marine cargo underwriting request and of the requesters' comments. */
  emailSuscripcion: z.email(),
  /** Who receives the daily finance digest of the declarations (issue 13 §6). */
  contactosFinanzas: z.array(z.email()),
  /**
   * Days a saved quote stays valid before the daily job marks it cotizacionVencida; null (the default)
   * = quotes never expire. Spec 3 has no expiry: this is a tenant option, off unless a tenant asks.
   */
  vencimientoCotizacionDias: z.nullable(z.int().check(z.positive(), z.maximum(365))),
});

export type Tenant = z.infer<typeof tenantSchema>;
export type TenantFlags = z.infer<typeof tenantFlagsSchema>;
