import * as z from 'zod/mini';
import '../../zod-locale.ts';

export const TIPOS_EMPRESA = ['aseguradora', 'productor', 'broker', 'partner'] as const;

export const empresaSchema = z.object({
  id: z.int(),
  cif: z.string(),
  nombre: z.string(),
  tipo: z.enum(TIPOS_EMPRESA),
  paisId: z.int(),
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
