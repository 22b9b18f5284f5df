import * as z from 'zod/mini';

/** A place of the route: where the provider is sent, and its name as the user picked it (for people). */
const lugar = z.object({ latitude: z.number(), longitude: z.number(), nombre: z.optional(z.string()) });

/** A certificate's custody as the detail shows it: the last quote and the hire, each with who and when. */
export const custodiaCertificadoSchema = z.object({
  cotizacion: z.nullable(
    z.object({
      uid: z.string(),
      rate: z.number(),
      plan: z.object({ name: z.string(), description: z.string() }),
      from: lugar,
      to: lugar,
      qtVehicles: z.int(),
      wtVehicleLabeled: z.boolean(),
      wtPersonnelArmed: z.boolean(),
      fecha: z.string(),
      usuario: z.string(),
    }),
  ),
  contratacion: z.nullable(
    z.object({
      uid: z.string(),
      rate: z.number(),
      date: z.string(),
      hour: z.string(),
      email: z.string(),
      driver: z.object({
        name: z.string(),
        company: z.string(),
        licensePlate: z.string(),
        phone: z.object({ codeCountry: z.string(), area: z.string(), number: z.string() }),
      }),
      tripDetails: z.string(),
      fecha: z.string(),
      usuario: z.string(),
    }),
  ),
});
export type CustodiaDeCertificado = z.output<typeof custodiaCertificadoSchema>;
