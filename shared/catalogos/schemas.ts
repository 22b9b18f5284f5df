import * as z from 'zod/mini';
import '../zod-locale.ts';

// Bounds are those of an editable master: every entry comes back through the masters screen.
const nombre = () => z.string().check(z.trim(), z.minLength(1, 'Requerido'), z.maxLength(100));
const id = () => z.int().check(z.minimum(0), z.maximum(999_999));
/** The entry's name in the tenants that speak another language (ADR 0177); Spanish `nombre` is the fallback. */
const nombres = () => z.optional(z.object({ 'pt-BR': z.optional(z.string().check(z.trim(), z.maxLength(100))) }));
const lista = (max: number) =>
  z.array(z.string().check(z.trim(), z.minLength(1, 'Requerido'), z.maxLength(60))).check(z.maxLength(max));

export const paisSchema = z.object({
  id: id(),
  nombre: nombre(),
  nombres: nombres(),
  codigo: z.string().check(z.regex(/^[A-Z]{2}$/, 'Debe ser el código ISO de 2 letras')),
  bandera: z.string().check(z.maxLength(200)),
  /** Places offered as origin and destination of a national-transit trip inside this country. */
  transitoNacional: z.optional(lista(200)),
});
export const monedaSchema = z.object({
  id: id(),
  nombre: nombre(),
  nombres: nombres(),
  codigo: z.string().check(z.regex(/^[A-Z]{3}$/, 'Debe ser el código ISO de 3 letras')),
  simbolo: z.string().check(z.trim(), z.minLength(1, 'Requerido'), z.maxLength(8)),
  esFavorita: z.boolean(),
});
export const formaDePagoSchema = z.object({
  id: z.int().check(z.minimum(0), z.maximum(6)),
  clave: z.string().check(z.maxLength(40)),
  nombre: nombre(),
  nombres: nombres(),
});
export const tipoRiesgoSchema = z.object({ id: id(), nombre: nombre(), nombres: nombres() });
export const modoTransporteSchema = z.object({
  id: id(),
  nombre: nombre(),
  nombres: nombres(),
  cssClass: z.string().check(z.maxLength(60)),
});
export const tipoMercaderiaSchema = z.object({ id: id(), nombre: nombre(), nombres: nombres(), tags: lista(30) });
/** Container types (issue 12 prices containers by type). */
export const tipoContenedorSchema = z.object({
  id: id(),
  codigo: z.string().check(z.trim(), z.minLength(1, 'Requerido'), z.maxLength(10)),
  nombre: nombre(),
  nombres: nombres(),
});

export type Pais = z.infer<typeof paisSchema>;
export type Moneda = z.infer<typeof monedaSchema>;
export type FormaDePago = z.infer<typeof formaDePagoSchema>;
export type TipoRiesgo = z.infer<typeof tipoRiesgoSchema>;
export type ModoTransporte = z.infer<typeof modoTransporteSchema>;
export type TipoMercaderia = z.infer<typeof tipoMercaderiaSchema>;
export type TipoContenedor = z.infer<typeof tipoContenedorSchema>;

export const CATALOGOS = {
  paises: paisSchema,
  monedas: monedaSchema,
  formasDePago: formaDePagoSchema,
  tiposRiesgo: tipoRiesgoSchema,
  modosTransporte: modoTransporteSchema,
  tiposMercaderia: tipoMercaderiaSchema,
  tiposContenedor: tipoContenedorSchema,
} as const;
export type CatalogoNombre = keyof typeof CATALOGOS;
export const CATALOGO_NOMBRES = Object.keys(CATALOGOS) as CatalogoNombre[];
