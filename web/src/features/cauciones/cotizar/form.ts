import type { Resolver } from 'react-hook-form';
import type { TipoCaucionAduanera } from '#shared/caucion/tipos.ts';
import type { Cliente } from '#shared/contract/schemas/cliente.ts';
import { solicitudCaucionSchema, type SolicitudCaucion } from '#shared/contract/schemas/caucion.ts';
import { zodResolver } from '#web/lib/zod-resolver.ts';

/** The form holds the request itself; what is not chosen yet is null or undefined (the schema says it is required). */
export interface CaucionFormValues {
  tomador: Cliente | null;
  tipo: TipoCaucionAduanera | null;
  moneda: number | null;
  sumaAsegurada: number | undefined;
  plazoMeses: number | undefined;
  aduana: string;
  destinacion: string;
  observaciones: string;
}

/** The contract's own schema validates the form: the browser and the API say the same thing. */
export const resolver = zodResolver(solicitudCaucionSchema) as unknown as Resolver<CaucionFormValues, unknown, SolicitudCaucion>;

export const VACIO: CaucionFormValues = {
  tomador: null,
  tipo: null,
  moneda: null,
  sumaAsegurada: undefined,
  plazoMeses: undefined,
  aduana: '',
  destinacion: '',
  observaciones: '',
};

/** The form's fields: a server error on any of them goes next to it. */
export const CAMPOS = Object.keys(VACIO);
