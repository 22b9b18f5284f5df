import * as z from 'zod';

export const TIPOS_EMPRESA = ['aseguradora', 'productor', 'broker', 'partner'] as const;

export const empresaSchema = z.object({
  id: z.number().int(),
  cif: z.string(),
  nombre: z.string(),
  tipo: z.enum(TIPOS_EMPRESA),
  paisId: z.number().int(),
  /** Company configuration (spec 1 §2.1): logo with its size and a sidebar background. */
  configuracion: z.object({
    logo: z.string().optional(),
    logoAltura: z.number().int().optional(),
    fondoSidebar: z.string().optional(),
    /** One of the product's own insurers and brokers: the security entry opens /medidas-seguridad. */
    seguridadPropia: z.boolean().optional(),
  }),
});
export type Empresa = z.infer<typeof empresaSchema>;
