import * as z from 'zod/mini';
import { digitosDeNumero, MAX_DIGITOS, type ProductoConNumero } from '#shared/certificados/numero-buscado.ts';
import type { Page, TenantDb } from './model/db.ts';
import { defineEntity, type WriteOp } from './model/entity.ts';

/** The certificates' kinds a number is searched in: each list searches its own. */
export const PRODUCTOS_NUMERO = [
  'transporte',
  'contenedores',
  'viaje-especifico',
] as const satisfies readonly ProductoConNumero[];
export type ProductoNumero = ProductoConNumero;

/** Who reaches a certificate, as the lists scope it: the tenant's administration, or one company in one role. */
export interface AmbitoNumero {
  ambito: 'tenant' | 'emisor' | 'aseguradora' | 'empresaCliente' | 'productor';
  ambitoId: number;
}

/**
 * An issued certificate's number under one scope that reaches it (record 0178): the scope's partition
 * holds its numbers sorted by their digits, so a prefix of digits is one Query that answers only what
 * the caller may see, page by page. Written once, with the issue.
 */
export const NumeroCertificado = defineEntity(
  z.object({
    producto: z.enum(PRODUCTOS_NUMERO),
    ambito: z.enum(['tenant', 'emisor', 'aseguradora', 'empresaCliente', 'productor']),
    ambitoId: z.int().check(z.nonnegative()),
    digitos: z.string().check(z.regex(/^\d+$/), z.maxLength(MAX_DIGITOS)),
    id: z.int(),
  }),
)({
  name: 'numero-certificado',
  description: 'El número de un certificado emitido bajo cada ámbito que lo ve, ordenado por sus dígitos.',
  usedBy: 'list-certificados-carga, list-certificados-contenedores y list-certificados (búsqueda por prefijo de número)',
  key: { pk: ['producto', 'ambito', 'ambitoId'], sk: ['digitos', 'id'] },
  pad: { id: 10 },
});

/** The items of a number just issued, one per scope; none for a number without digits. */
export const numerosDeCertificado = (
  producto: ProductoNumero,
  id: number,
  nroCertificado: string,
  ambitos: readonly AmbitoNumero[],
): WriteOp[] => {
  const digitos = digitosDeNumero(nroCertificado);
  if (digitos === null) return [];
  return ambitos.flatMap(({ ambito, ambitoId }) => NumeroCertificado.put({ producto, ambito, ambitoId, digitos, id }, {}));
};

/** One page of the ids whose number starts with `prefijo` (digits, '' for all) under one scope, lowest number first. */
export const idsPorPrefijo = async (
  db: TenantDb,
  producto: ProductoNumero,
  { ambito, ambitoId }: AmbitoNumero,
  prefijo: string,
  pagina: { limit: number; cursor?: string | null | undefined },
): Promise<Page<number>> => {
  const page = await db.query(NumeroCertificado, 'primary', { producto, ambito, ambitoId }, { ...pagina, prefix: [prefijo] });
  return { items: page.items.map((n) => n.id), cursor: page.cursor };
};
