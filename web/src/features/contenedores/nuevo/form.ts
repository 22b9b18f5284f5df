import type { Control, FieldErrors, Resolver } from 'react-hook-form';
import { erroresViajeContenedores } from '#shared/certificados/precio-contenedores.ts';
import {
  guardarContenedoresRequestSchema,
  type GuardarContenedoresRequest,
} from '#shared/contract/schemas/certificado-contenedores.ts';
import { mensajeEnIdioma } from '#web/lib/mensaje-en-idioma.ts';
import { zodResolver } from '#web/lib/zod-resolver.ts';

/** The form holds the request itself; what is not chosen yet is null (the schema says it is required). */
export interface ContenedoresFormValues {
  clienteId: number | null;
  polizaId: number | null;
  endosoId: number | null;
  beneficiarioId: number | null;
  fechaSalida: string;
  fechaLlegada: string;
  fechaDevolucion: string;
  contenedores: { idTipo: number | null; cantidad: number | undefined }[];
  nroReferenciaInterna: string;
  observacion: string;
}

export type ContenedoresControl = Control<ContenedoresFormValues, unknown, GuardarContenedoresRequest>;

const FECHAS = ['fechaSalida', 'fechaLlegada', 'fechaDevolucion'] as const;
const porEsquema = zodResolver(guardarContenedoresRequestSchema) as unknown as Resolver<
  ContenedoresFormValues,
  unknown,
  GuardarContenedoresRequest
>;

/**
 * The contract's own schema validates the form, and the trip's dates are checked by the pricing's
 * rule (`erroresViajeContenedores`: each a day, end after start, return after end) with its messages:
 * the browser and the API say the same thing.
 */
export const resolver: Resolver<ContenedoresFormValues, unknown, GuardarContenedoresRequest> = async (values, ctx, options) => {
  const res = await porEsquema(values, ctx, options);
  const fechas = erroresViajeContenedores(values);
  const errors: FieldErrors<ContenedoresFormValues> = { ...res.errors };
  for (const campo of FECHAS) {
    delete errors[campo];
    const message = fechas[campo];
    if (message) errors[campo] = { type: 'validate', message: mensajeEnIdioma(message) };
  }
  return Object.keys(errors).length ? { values: {}, errors } : res;
};

/** The fields a server error may name. */
export const CAMPOS: readonly (keyof ContenedoresFormValues)[] = [
  'clienteId',
  'polizaId',
  'endosoId',
  'beneficiarioId',
  'fechaSalida',
  'fechaLlegada',
  'fechaDevolucion',
  'contenedores',
  'nroReferenciaInterna',
  'observacion',
];

export const LINEA_VACIA = { idTipo: null, cantidad: 1 };

export const VACIO: ContenedoresFormValues = {
  clienteId: null,
  polizaId: null,
  endosoId: null,
  beneficiarioId: null,
  fechaSalida: '',
  fechaLlegada: '',
  fechaDevolucion: '',
  contenedores: [LINEA_VACIA],
  nroReferenciaInterna: '',
  observacion: '',
};
