import * as z from 'zod/mini';
import '../zod-locale.ts';

/**
 * The bounds of a coverage's pt-BR texts (textos-localizados.ts), in the masters and in the offers. A
 * name for pt-BR tenants is bounded like the Spanish one it translates.
 */
export const nombresSchema = (max: number) =>
  z.optional(z.object({ 'pt-BR': z.optional(z.string().check(z.trim(), z.maxLength(max, `Máximo ${max} caracteres`))) }));

const textoPt = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, `Máximo ${max} caracteres`)));

/** A deductible's risk and its deductible for pt-BR tenants; either blank keeps its Spanish. */
export const nombresDeducibleSchema = z.optional(
  z.object({ 'pt-BR': z.optional(z.object({ cobertura: textoPt(150), deducible: textoPt(150) })) }),
);

/** The specific-trip summaries for pt-BR tenants, line by line with the Spanish ones. */
export const resumenesEnSchema = z.optional(z.object({ 'pt-BR': z.optional(z.array(z.string().check(z.maxLength(500)))) }));
