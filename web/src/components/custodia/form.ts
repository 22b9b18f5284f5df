import type { Resolver } from 'react-hook-form';
import {
  contratacionCustodiaSchema,
  cotizacionCustodiaSchema,
  type ContratacionCustodia,
  type CotizacionCustodia,
} from '#shared/custodia/formularios.ts';
import { zodResolver } from '#web/lib/zod-resolver.ts';
import type { Lugar } from './api.ts';

/** Step 'Cotizar' as the form holds it: a place not chosen yet is null (the schema says it is missing). */
export interface CotizarFormValues {
  from: Lugar | null;
  to: Lugar | null;
  qtVehicles: number | string;
  wtVehicleLabeled: boolean;
  wtPersonnelArmed: boolean;
}

/** Spec 2 §5.1 and §9: one vehicle, both checkboxes ticked. */
export const COTIZAR_VACIO: CotizarFormValues = {
  from: null,
  to: null,
  qtVehicles: 1,
  wtVehicleLabeled: true,
  wtPersonnelArmed: true,
};

/** The contract's own schema validates the form: the modal and the API say the same thing. */
export const resolverCotizar = zodResolver(cotizacionCustodiaSchema) as unknown as Resolver<
  CotizarFormValues,
  unknown,
  CotizacionCustodia
>;

export interface ContratarFormValues {
  date: string;
  hour: string;
  email: string;
  driver: {
    name: string;
    company: string;
    licensePlate: string;
    phone: { codeCountry: string; area: string; number: string };
  };
  tripDetails: string;
}

export const CONTRATAR_VACIO: ContratarFormValues = {
  date: '',
  hour: '',
  email: '',
  driver: { name: '', company: '', licensePlate: '', phone: { codeCountry: '', area: '', number: '' } },
  tripDetails: '',
};

/** The hire's rules against the business day the modal opened on (the server checks its own). */
export const resolverContratar = (hoy: string) =>
  zodResolver(contratacionCustodiaSchema(hoy)) as unknown as Resolver<ContratarFormValues, unknown, ContratacionCustodia>;
