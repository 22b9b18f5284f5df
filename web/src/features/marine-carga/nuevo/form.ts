import type { Resolver } from 'react-hook-form';
import type { Cliente } from '#shared/contract/schemas/cliente.ts';
import {
  LIMITES_TRANSPORTE,
  solicitudSuscripcionSchema,
  type SolicitudSuscripcion,
} from '#shared/contract/schemas/suscripcion.ts';
import { zodResolver } from '#web/lib/zod-resolver.ts';

type Limite = (typeof LIMITES_TRANSPORTE)[number];

/** The form holds the request itself; what is not chosen yet is null or undefined (the schema says it is required). */
export interface SuscripcionFormValues {
  asegurado: { beneficiario: Cliente | null; direccionFiscalCompleta: string; giroDelAsegurado: string };
  bienesAsegurado: {
    moneda: number | null;
    sumaAsegurada: number | undefined;
    descripcion: string;
    territorialidad: string;
    embalaje: string;
    incoterms: string[];
    siniestralidad: string;
  };
  cobertura: { requerida: string; limite: Record<Limite, number | undefined> };
}

/** The contract's own schema validates the form: the browser and the API say the same thing. */
export const resolver = zodResolver(solicitudSuscripcionSchema) as unknown as Resolver<
  SuscripcionFormValues,
  unknown,
  SolicitudSuscripcion
>;

export const VACIO: SuscripcionFormValues = {
  asegurado: { beneficiario: null, direccionFiscalCompleta: '', giroDelAsegurado: '' },
  bienesAsegurado: {
    moneda: null,
    sumaAsegurada: undefined,
    descripcion: '',
    territorialidad: '',
    embalaje: '',
    incoterms: [],
    siniestralidad: '',
  },
  cobertura: {
    requerida: '',
    limite: Object.fromEntries(LIMITES_TRANSPORTE.map((l) => [l, undefined])) as Record<Limite, undefined>,
  },
};

/** The three groups' first path segments: a server error on any of them goes next to its field. */
export const GRUPOS = ['asegurado', 'bienesAsegurado', 'cobertura'];
