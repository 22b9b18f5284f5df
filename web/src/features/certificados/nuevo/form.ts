import type { Control, Resolver } from 'react-hook-form';
import {
  guardarCargaRequestSchema,
  type CertificadoCarga,
  type GuardarCargaRequest,
} from '#shared/contract/schemas/certificado-carga.ts';
import { zodResolver } from '#web/lib/zod-resolver.ts';

/** The form holds the request itself; what is not chosen yet is null (the schema says it is required). */
export interface CargaFormValues {
  clienteId: number | null;
  polizaId: number | null;
  endosoId: number | null;
  beneficiarioId: number | null;
  origenId: number | null;
  destinoId: number | null;
  transporteIds: number[];
  fechaSalida: string;
  mercaderiaId: number | null;
  esMercaderiaUsada: boolean;
  valor: number | undefined;
  flete: number | undefined;
  demasGastos: number | undefined;
  beneficioImaginario: number | undefined;
  nroReferenciaInterna: string;
  markup: number | null;
  observacion: string;
}

/** The contract's own schema validates the form: the browser and the API say the same thing. */
export const resolver = zodResolver(guardarCargaRequestSchema) as unknown as Resolver<
  CargaFormValues,
  unknown,
  GuardarCargaRequest
>;

export type CargaControl = Control<CargaFormValues, unknown, GuardarCargaRequest>;

export const CAMPOS: readonly (keyof CargaFormValues)[] = [
  'clienteId',
  'polizaId',
  'endosoId',
  'beneficiarioId',
  'origenId',
  'destinoId',
  'transporteIds',
  'fechaSalida',
  'mercaderiaId',
  'esMercaderiaUsada',
  'valor',
  'flete',
  'demasGastos',
  'beneficioImaginario',
  'nroReferenciaInterna',
  'markup',
  'observacion',
];

export const VACIO: CargaFormValues = {
  clienteId: null,
  polizaId: null,
  endosoId: null,
  beneficiarioId: null,
  origenId: null,
  destinoId: null,
  transporteIds: [],
  fechaSalida: '',
  mercaderiaId: null,
  esMercaderiaUsada: false,
  valor: undefined,
  flete: undefined,
  demasGastos: undefined,
  beneficioImaginario: undefined,
  nroReferenciaInterna: '',
  markup: null,
  observacion: '',
};

/** 'Clonar': every field of the certificate's request, without its state or number. */
export const valoresDeClon = (c: Pick<CertificadoCarga, 'solicitud'>): CargaFormValues => {
  const s = c.solicitud;
  return { ...s, nroReferenciaInterna: s.nroReferenciaInterna ?? '', observacion: '' };
};
