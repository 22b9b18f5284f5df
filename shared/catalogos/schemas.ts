import * as z from 'zod/mini';
import '../zod-locale.ts';

export const paisSchema = z.object({
  id: z.int(),
  nombre: z.string(),
  codigo: z.string().check(z.length(2)),
  bandera: z.string(),
});
export const monedaSchema = z.object({
  id: z.int(),
  nombre: z.string(),
  codigo: z.string(),
  simbolo: z.string(),
  esFavorita: z.boolean(),
});
export const formaDePagoSchema = z.object({
  id: z.int().check(z.minimum(0), z.maximum(6)),
  clave: z.string(),
  nombre: z.string(),
});
export const tipoRiesgoSchema = z.object({ id: z.int(), nombre: z.string() });
export const modoTransporteSchema = z.object({ id: z.int(), nombre: z.string(), cssClass: z.string() });
export const tipoMercaderiaSchema = z.object({ id: z.int(), nombre: z.string(), tags: z.array(z.string()) });

export type Pais = z.infer<typeof paisSchema>;
export type Moneda = z.infer<typeof monedaSchema>;
export type FormaDePago = z.infer<typeof formaDePagoSchema>;
export type TipoRiesgo = z.infer<typeof tipoRiesgoSchema>;
export type ModoTransporte = z.infer<typeof modoTransporteSchema>;
export type TipoMercaderia = z.infer<typeof tipoMercaderiaSchema>;

export const CATALOGOS = {
  paises: paisSchema,
  monedas: monedaSchema,
  formasDePago: formaDePagoSchema,
  tiposRiesgo: tipoRiesgoSchema,
  modosTransporte: modoTransporteSchema,
  tiposMercaderia: tipoMercaderiaSchema,
} as const;
export type CatalogoNombre = keyof typeof CATALOGOS;
export const CATALOGO_NOMBRES = Object.keys(CATALOGOS) as CatalogoNombre[];
