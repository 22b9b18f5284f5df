import * as z from 'zod/mini';
import '../../zod-locale.ts';

/**
 * What a company is to the tenant. An `emisor` is a partner registered in Emisores (with fiscal and
 * commercial data); an `intermediario` is a company a client or issuer is assigned to (spec 1 §2.4);
 * a `cliente` is the company a client's portal users hold their roles on.
 */
export const TIPOS_EMPRESA = ['aseguradora', 'productor', 'broker', 'partner', 'emisor', 'intermediario', 'cliente'] as const;
export type TipoEmpresa = (typeof TIPOS_EMPRESA)[number];

export const empresaSchema = z.object({
  id: z.int(),
  cif: z.string(),
  nombre: z.string(),
  tipo: z.enum(TIPOS_EMPRESA),
  paisId: z.int(),
  /**
   * Producer hierarchy (spec 3 §2.2 shows the producer's level, §6 the user's parent-level producer):
   * the level (1 = top) and the parent producer company. Insurers have neither; absent level = 1.
   */
  nivel: z.optional(z.int().check(z.minimum(1), z.maximum(9))),
  nivelSuperiorId: z.optional(z.nullable(z.int().check(z.positive()))),
  /** A client's company: the client (party) it is, whom its users quote for (spec 1 §2.4). */
  clienteId: z.optional(z.int().check(z.positive())),
  /** Company configuration (spec 1 §2.1): logo with its size and a sidebar background. */
  configuracion: z.object({
    logo: z.optional(z.string()),
    logoAltura: z.optional(z.int()),
    fondoSidebar: z.optional(z.string()),
    /** One of the product's own insurers and brokers: the security entry opens /medidas-seguridad. */
    seguridadPropia: z.optional(z.boolean()),
  }),
});
export type Empresa = z.infer<typeof empresaSchema>;
