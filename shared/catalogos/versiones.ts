import * as z from 'zod/mini';
import '../zod-locale.ts';
import { esFechaReal } from '../validators/fecha.ts';
import { CATALOGO_NOMBRES, type CatalogoNombre } from './schemas.ts';

/*
 * The versions of the masters, apart from their contents (shared/catalogos/maestros.ts): a quote, a
 * certificate and the version history need these few schemas, not the tariff's, whose construction at
 * load would otherwise weigh on every function that reads a certificate.
 */

export const MAESTROS = [...CATALOGO_NOMBRES, 'tarifario', 'ratingAnual'] as const;
export type MaestroNombre = CatalogoNombre | 'tarifario' | 'ratingAnual';
export const maestroSchema = z.enum(MAESTROS as unknown as [MaestroNombre, ...MaestroNombre[]]);

export const fechaSchema = z.string().check(z.refine(esFechaReal, 'Fecha inválida (AAAA-MM-DD)'));

export const cambiosSchema = z.object({
  agregados: z.array(z.string()),
  modificados: z.array(z.string()),
  quitados: z.array(z.string()),
});
export type Cambios = z.infer<typeof cambiosSchema>;

/** A version without its content: what the history shows and what a certificate records. */
export const versionInfoSchema = z.object({
  n: z.int().check(z.positive()),
  vigenteDesde: fechaSchema,
  creado: z.string(),
  por: z.string(),
  cambios: cambiosSchema,
});
export type VersionInfo = z.infer<typeof versionInfoSchema>;

/** The versions a quote was priced with, recorded on the certificate so an old one can be explained. */
export const versionUsadaSchema = z.object({ n: z.int(), vigenteDesde: z.string() });
export const versionesUsadasSchema = z.object({ tarifario: versionUsadaSchema, monedas: versionUsadaSchema });
export type VersionesUsadas = z.infer<typeof versionesUsadasSchema>;

/**
 * The version in effect on a day: the one with the latest `vigenteDesde` not after it; two versions
 * effective the same day resolve to the later one.
 */
export const versionVigente = <V extends { n: number; vigenteDesde: string }>(versiones: readonly V[], dia: string) =>
  versiones
    .filter((v) => v.vigenteDesde <= dia)
    .reduce<V | undefined>(
      (mejor, v) =>
        !mejor || v.vigenteDesde > mejor.vigenteDesde || (v.vigenteDesde === mejor.vigenteDesde && v.n > mejor.n) ? v : mejor,
      undefined,
    );
