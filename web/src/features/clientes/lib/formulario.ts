import type { ClienteMaestro } from '#shared/contract/schemas/cliente.ts';
import type { ConstanciaEnFormulario } from '#shared/contract/schemas/constancia.ts';
import { PERSONA_FISICA, PUE } from '#shared/fiscal/mexico.ts';

/** What the editor holds: the API body with selects and amounts still allowed to be empty. */
export interface ClienteFormValues {
  informacionGeneral: { nombreComercial: string; idPais: number | null; email: string; paginaWeb: string };
  informacionFiscal: {
    rfc: string;
    tipoDePersona: number;
    razonSocial: string;
    regimenFiscal: number | null;
    cfdi: string | null;
    condicionFiscal: string | null;
    telefono: string;
    moneda: number | null;
    formaDePago: number;
    diasDeCredito: number | null;
    domicilio: { codigoPostal: string; estado: string; municipio: string; ciudad: string; calle: string };
  };
  informacionComercial: {
    tipoDeCliente: string | null;
    configuracionDeFacturacion: string | null;
    limiteDeCredito: { monto: number; moneda: 'MXN' | 'USD' };
    sucursales: string[];
    vendedores: string[];
    ejecutivos: number[];
    intermediarios: number[];
    correoElectronicosFactura: string;
    correoElectronicosCertificados: string;
    autoEmision: boolean;
    /** Attached files, and files uploaded since the form opened (attached by the save). */
    constanciaDeSituacionFiscal: ConstanciaEnFormulario[];
  };
  condicionesComerciales: {
    polizaId: number;
    tasa: number | undefined;
    primaMinima: number | undefined;
    tasaIntermediario: number | null;
    primaMinimaIntermediario: number | null;
  }[];
  /** The version read (0 for a party never completed); ignored on create. */
  version: number;
}

/** The tabs in order (spec 1 §2.4), keyed by the body section each one edits. */
export const PESTANAS = [
  'informacionGeneral',
  'informacionFiscal',
  'informacionComercial',
  'condicionesComerciales',
  'usuarios',
] as const;
export type Pestana = (typeof PESTANAS)[number];

/** The form's sections, as the API names them in a 400 (the first segment of an error's path). */
export const SECCIONES = PESTANAS.filter((p) => p !== 'usuarios');

/** The first tab holding an error (of the form or of the API), so a failed save shows it. */
export const pestanaConError = (errores: object): Pestana | undefined =>
  SECCIONES.find((s) => s in errores && (errores as Record<string, unknown>)[s] !== undefined);

/** The editor's starting values: the client read (a bare party fills only the general tab), or a blank one. */
export const valoresIniciales = (c: ClienteMaestro | undefined): ClienteFormValues => ({
  informacionGeneral: {
    nombreComercial: c?.nombre ?? '',
    idPais: c?.pais.id ?? null,
    email: c?.email ?? '',
    paginaWeb: c?.paginaWeb ?? '',
  },
  informacionFiscal: c?.informacionFiscal
    ? { ...c.informacionFiscal, domicilio: { ...c.informacionFiscal.domicilio } }
    : {
        rfc: c?.cif ?? '',
        // Spec 1 §9: a client starts as a Persona Física, paying PUE.
        tipoDePersona: PERSONA_FISICA,
        razonSocial: '',
        regimenFiscal: null,
        cfdi: null,
        condicionFiscal: null,
        telefono: '',
        moneda: null,
        formaDePago: PUE,
        diasDeCredito: null,
        domicilio: { codigoPostal: '', estado: '', municipio: '', ciudad: '', calle: '' },
      },
  informacionComercial: c?.informacionComercial
    ? { ...c.informacionComercial, constanciaDeSituacionFiscal: [...c.informacionComercial.constanciaDeSituacionFiscal] }
    : {
        tipoDeCliente: null,
        configuracionDeFacturacion: null,
        limiteDeCredito: { monto: 0, moneda: 'MXN' },
        sucursales: [],
        vendedores: [],
        ejecutivos: [],
        intermediarios: [],
        correoElectronicosFactura: '',
        correoElectronicosCertificados: '',
        autoEmision: false,
        constanciaDeSituacionFiscal: [],
      },
  condicionesComerciales: (c?.condicionesComerciales ?? []).map((r) => ({ ...r })),
  version: c?.version ?? 0,
});
