import * as z from 'zod/mini';
import '../../zod-locale.ts';

/** The public format of a verification code: XXXX-XXXX-XXXX (upper-case letters and digits). */
export const CODIGO_VERIFICACION = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

/** Every kind of certificate the public page verifies (the page names each in the reader's language). */
export const TIPOS_VERIFICABLES = ['viaje-especifico', 'carga', 'contenedores', 'anual', 'embarcacion'] as const;
export type TipoVerificable = (typeof TIPOS_VERIFICABLES)[number];

/**
 * What the public verification of a certificate answers, whatever its kind: whether it is in force
 * (by that kind's own states) and its key data. No prices, no tax ids. A kind without a departure
 * date, a period, or a sum insured answers null there; `trayecto` is the route, or the scope of a
 * certificate that has none (the containers, 'Flotante anual', the vessel).
 */
export const verificacionSchema = z.object({
  tipo: z.enum(TIPOS_VERIFICABLES),
  valido: z.boolean(),
  nroCertificado: z.string(),
  estado: z.string(),
  /** yyyy-mm-dd. */
  fechaEmision: z.string(),
  /** yyyy-mm-dd: the trip's start (a specific trip, cargo, containers). */
  fechaSalida: z.nullable(z.string()),
  /** The cover period, yyyy-mm-dd or ISO instants (containers until their return; a boat policy's year). */
  vigencia: z.nullable(z.object({ desde: z.string(), hasta: z.string() })),
  aseguradora: z.string(),
  cobertura: z.string(),
  tomador: z.string(),
  trayecto: z.string(),
  sumaAsegurada: z.nullable(z.string()),
});
export type Verificacion = z.infer<typeof verificacionSchema>;
