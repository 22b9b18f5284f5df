import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { nombresDeducibleSchema, nombresSchema } from '../../coberturas/schemas.ts';

/** One step of a calculation trace (spec 2 §3.10). */
export const reglaAplicadaSchema = z.object({
  orden: z.int(),
  grupo: z.string(),
  concepto: z.string(),
  /** A master rule's concept for pt-BR tenants, copied from the rule; engine-written concepts have none. */
  nombres: nombresSchema(120),
  condicion: z.string(),
  tipoOperacion: z.enum(['base', 'tasa', 'multiplicar', 'sumar', 'porcentaje', 'minimo', 'maximo']),
  valorOperacion: z.number(),
  grupoOperacion: z.string(),
  resultado: z.number(),
});

export const calculoSchema = z.object({
  valorInicial: z.number(),
  reglas: z.array(reglaAplicadaSchema),
  resultados: z.record(z.string(), z.number()),
  total: z.number(),
});
export type Calculo = z.infer<typeof calculoSchema>;

/** A coverage's deductible and security measure as an offer carries them, with their pt-BR texts. */
export const deducibleOfertaSchema = z.object({
  cobertura: z.string(),
  deducible: z.string(),
  nombres: nombresDeducibleSchema,
});
export const medidaOfertaSchema = z.object({ nombre: z.string(), nombres: nombresSchema(120) });

export const validacionSchema = z.object({ codigo: z.int(), mensaje: z.string() });
export type Validacion = z.infer<typeof validacionSchema>;
