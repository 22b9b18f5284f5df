import * as z from 'zod/mini';
import '../zod-locale.ts';
import { esFechaReal } from '../validators/fecha.ts';

/**
 * The security-custody forms (spec 2 §2.4, §5.1, §5.2, §9), one rule set for the modal and the API.
 * The messages are the spec's.
 */
export const REVISE = 'Revise los campos marcados en rojo';
export const FALTA_ORIGEN = 'Debe especificár el lugar de origen';
export const FALTA_DESTINO = 'Debe especificár el lugar de destino';
export const FECHA_PASADA = 'La fecha no puede ser anterior a hoy';
const REQUERIDO = 'Requerido';

/**
 * A place picked in the search: its coordinates (and the name shown). Spec 2 §5.1 is ambiguous about
 * which control the origin picker fills; the intended behaviour decides it: the origin picker fills
 * `from`, and a missing origin says so on `from` (the destination on `to`).
 */
const lugar = (falta: string) =>
  z.object(
    {
      lat: z.number({ error: falta }).check(z.minimum(-90, falta), z.maximum(90, falta)),
      lng: z.number({ error: falta }).check(z.minimum(-180, falta), z.maximum(180, falta)),
      nombre: z.optional(z.string().check(z.maxLength(200))),
    },
    { error: falta },
  );

export const VEHICULOS_MIN = 1;
export const VEHICULOS_MAX = 50;

/** Step 'Cotizar': origin, destination, vehicles 1 to 50 (default 1), both checkboxes (default true). */
export const cotizacionCustodiaSchema = z.object({
  from: lugar(FALTA_ORIGEN),
  to: lugar(FALTA_DESTINO),
  qtVehicles: z._default(
    z
      .int({ error: REQUERIDO })
      .check(z.minimum(VEHICULOS_MIN, `Mínimo ${VEHICULOS_MIN}`), z.maximum(VEHICULOS_MAX, `Máximo ${VEHICULOS_MAX}`)),
    1,
  ),
  wtVehicleLabeled: z._default(z.boolean({ error: REQUERIDO }), true),
  wtPersonnelArmed: z._default(z.boolean({ error: REQUERIDO }), true),
});
export type CotizacionCustodia = z.output<typeof cotizacionCustodiaSchema>;

/** Spec 2 §5.2: the country code keeps its digits (an optional leading plus is dropped with the rest) and is sent with '+'. */
export const soloDigitos = (s: string) => s.replace(/\D+/g, '');
export const codigoPaisParaEnviar = (codigo: string) => `+${soloDigitos(codigo)}`;

const texto = (max: number, requerido = true) =>
  z
    .string({ error: REQUERIDO })
    .check(z.trim(), ...(requerido ? [z.minLength(1, REQUERIDO)] : []), z.maxLength(max, `Máximo ${max} caracteres`));

/**
 * Step 'Contratar' (spec 2 §5.2): start date (not before `hoy`, the business day) and time, the
 * driver, the trip details and the contact e-mail. The phone country code is normalised (digits, 2 to
 * 5 characters as typed, '+' added); area 2 to 3 digits; number 7 to 8 digits and spaces.
 */
export const contratacionCustodiaSchema = (hoy: string) =>
  z.object({
    date: z.string({ error: REQUERIDO }).check(
      z.minLength(1, { error: REQUERIDO, abort: true }),
      z.refine(esFechaReal, { message: 'Fecha inválida', abort: true }),
      z.refine((d) => d >= hoy, FECHA_PASADA),
    ),
    hour: z
      .string({ error: REQUERIDO })
      .check(z.minLength(1, { error: REQUERIDO, abort: true }), z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Hora inválida (HH:MM)')),
    email: z.email('Email inválido').check(z.maxLength(150)),
    driver: z.object({
      name: texto(50),
      company: texto(50),
      licensePlate: z
        .string({ error: REQUERIDO })
        .check(z.trim(), z.minLength(6, 'Mínimo 6 caracteres'), z.maxLength(10, 'Máximo 10 caracteres')),
      phone: z.object({
        codeCountry: z.pipe(
          z
            .string({ error: REQUERIDO })
            .check(
              z.trim(),
              z.minLength(2, 'Mínimo 2 caracteres'),
              z.maxLength(5, 'Máximo 5 caracteres'),
              z.regex(/^\+?\d+$/, 'Sólo dígitos, con + opcional'),
            ),
          z.transform(codigoPaisParaEnviar),
        ),
        area: z.string({ error: REQUERIDO }).check(z.regex(/^\d{2,3}$/, 'Entre 2 y 3 dígitos')),
        number: z
          .string({ error: REQUERIDO })
          .check(
            z.minLength(7, 'Mínimo 7 caracteres'),
            z.maxLength(8, 'Máximo 8 caracteres'),
            z.regex(/^[\d ]+$/, 'Sólo dígitos y espacios'),
          ),
      }),
    }),
    tripDetails: z._default(texto(2000, false), ''),
  });
export type ContratacionCustodia = z.output<ReturnType<typeof contratacionCustodiaSchema>>;

/** The hour as the provider wants it: 'H:M' → 'HH:MM'. */
export const horaConCeros = (h: number, m: number) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
