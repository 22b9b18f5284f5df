import type { CondicionContenedores, CondicionTransporte, Emisor, EmisorInput } from '../contract/schemas/emisor.ts';
import type { ConstanciaEnFormulario } from '../contract/schemas/constancia.ts';
import { diasDeCreditoPara, PERSONA_MORAL, PUE } from '../fiscal/mexico.ts';
import type { AsignacionMarkup } from './reglas.ts';

/**
 * The issuer form of spec 1 §3.2 and how it becomes the create body of §7 (and back, to load an
 * issuer for editing). Pure: the SPA composes with it and the unit tests check the composition.
 */

/** What a condition applies to, with the labels the list shows (a beneficiary is optional). */
export interface AplicableA {
  poliza: { id: number; numero: string } | null;
  endoso: { id: number; nombre: string } | null;
  beneficiario: { id: number; nombre: string } | null;
}

export interface CondicionTransporteForm {
  aplicableA: AplicableA;
  premio: { sugerido: number; minimo: number };
  tasa: { valor: number | null; primaMinima: number | null; cargosExtra: number };
  markup: { asignadoA: AsignacionMarkup; sugerido: number; minimo: number; maximo: number };
}

export interface TasaContenedorForm {
  idTipo: number | null;
  prima: number | null;
  primaTransporte: number | null;
}

export interface CondicionContenedoresForm {
  aplicableA: AplicableA;
  premio: { sugerido: number; minimo: number; maximo: number };
  tasaVentaDefault: TasaContenedorForm;
  diferenciarTasaPorTipoDeContenedor: boolean;
  tasaVenta: TasaContenedorForm[];
}

export interface FormularioEmisor {
  nombreComercial: string;
  idPais: number | null;
  email: string;
  web: string;
  informacionFiscal: {
    rfc: string;
    razonSocial: string;
    idRegimenFiscal: number | null;
    idTipoPersona: number;
    idUsoCFDI: string | null;
    idMonedaFacturacion: number | null;
    idFormaDePago: number;
    diasDeCredito: number | null;
    domicilioFiscal: { calle: string; tel: string; ciudad: string; municipio: string; estado: string; codigoPostal: string };
  };
  informacionComercial: {
    /** Null while blank: sent as 0 (spec 1 §5.2). */
    limiteDeCredito: number | null;
    idTipoCliente: string | null;
    idConfiguracionFacturacion: string | null;
    sucursales: string[];
    vendedores: string[];
    emailEnvioDeFacturas: string;
    emailEnvioDeCertificados: string;
    idEjecutivoDeCuentaAsignado: number | null;
    idIntermediarioAsignado: number | null;
    tieneAutoEmision: boolean;
    /** Percentages; null while blank, then left out of the body (spec 1 §7 does not carry them). */
    comisionProductor: number | null;
    extraPrimaVariable: number | null;
    constanciaDeSituacionFiscal: ConstanciaEnFormulario[];
  };
  condicionesComercialesTransporte: CondicionTransporteForm[];
  condicionesComercialesContenedores: CondicionContenedoresForm[];
}

/** Spec 1 §9 defaults: PUE, Persona Moral, no autoemisión, markup on the insured sum. */
export const formularioVacio = (): FormularioEmisor => ({
  nombreComercial: '',
  idPais: null,
  email: '',
  web: '',
  informacionFiscal: {
    rfc: '',
    razonSocial: '',
    idRegimenFiscal: null,
    idTipoPersona: PERSONA_MORAL,
    idUsoCFDI: null,
    idMonedaFacturacion: null,
    idFormaDePago: PUE,
    diasDeCredito: null,
    domicilioFiscal: { calle: '', tel: '', ciudad: '', municipio: '', estado: '', codigoPostal: '' },
  },
  informacionComercial: {
    limiteDeCredito: null,
    idTipoCliente: null,
    idConfiguracionFacturacion: null,
    sucursales: [],
    vendedores: [],
    emailEnvioDeFacturas: '',
    emailEnvioDeCertificados: '',
    idEjecutivoDeCuentaAsignado: null,
    idIntermediarioAsignado: null,
    tieneAutoEmision: false,
    comisionProductor: null,
    extraPrimaVariable: null,
    constanciaDeSituacionFiscal: [],
  },
  condicionesComercialesTransporte: [],
  condicionesComercialesContenedores: [],
});

export const aplicableVacio = (): AplicableA => ({ poliza: null, endoso: null, beneficiario: null });

export const condicionTransporteVacia = (): CondicionTransporteForm => ({
  aplicableA: aplicableVacio(),
  premio: { sugerido: 0, minimo: 0 },
  tasa: { valor: null, primaMinima: null, cargosExtra: 0 },
  markup: { asignadoA: 'SumaAsegurada', sugerido: 0, minimo: 0, maximo: 0 },
});

export const tasaContenedorVacia = (): TasaContenedorForm => ({ idTipo: null, prima: null, primaTransporte: null });

export const condicionContenedoresVacia = (): CondicionContenedoresForm => ({
  aplicableA: aplicableVacio(),
  premio: { sugerido: 0, minimo: 0, maximo: 0 },
  tasaVentaDefault: tasaContenedorVacia(),
  diferenciarTasaPorTipoDeContenedor: false,
  tasaVenta: [],
});

/*
 * Unset fields still go in the body, so the schema answers for them with the field's own message: an
 * unset id is sent as 0, which idRequerido refuses as 'El campo ... es requerido'; an unset rate or
 * premium is sent as NaN, which z.number refuses with the same 'requerido' error (0 would be a valid
 * amount and pass silently).
 */
const id = (v: number | null | undefined) => v ?? 0;
const tasaContenedor = (t: TasaContenedorForm) => ({
  idTipo: id(t.idTipo),
  prima: t.prima ?? Number.NaN,
  primaTransporte: t.primaTransporte ?? Number.NaN,
});

const aplicable = (a: AplicableA) => ({
  polizaId: id(a.poliza?.id),
  endosoId: id(a.endoso?.id),
  beneficiarioId: a.beneficiario?.id ?? 0,
});

export const cuerpoTransporte = (c: CondicionTransporteForm): CondicionTransporte => ({
  ...aplicable(c.aplicableA),
  tasaVenta: {
    valor: c.tasa.valor ?? Number.NaN,
    primaMinima: c.tasa.primaMinima ?? Number.NaN,
    primaCargosExtra: c.tasa.cargosExtra,
  },
  asignacion: c.markup.asignadoA,
  markup: c.markup.sugerido,
  markupMinimo: c.markup.minimo,
  markupMaximo: c.markup.maximo,
  premioMinimo: c.premio.minimo,
  premioSugerido: c.premio.sugerido,
});

/** Without differentiation by type, the default rate is the condition's only rate. */
export const cuerpoContenedores = (c: CondicionContenedoresForm): CondicionContenedores => ({
  ...aplicable(c.aplicableA),
  tasaVenta: {
    contenedores: (c.diferenciarTasaPorTipoDeContenedor ? c.tasaVenta : [c.tasaVentaDefault]).map(tasaContenedor),
  },
  premioMaximo: c.premio.maximo,
  premioMinimo: c.premio.minimo,
  premio: c.premio.sugerido,
});

/** The create body of spec 1 §7 from the form: blank credit limit 0, días de crédito only with PPD. */
export const componerCuerpo = (f: FormularioEmisor): EmisorInput => {
  const fiscal = f.informacionFiscal;
  const comercial = f.informacionComercial;
  return {
    nombreComercial: f.nombreComercial,
    idPais: id(f.idPais),
    email: f.email,
    web: f.web,
    condicionesComerciales: {
      transporte: f.condicionesComercialesTransporte.map(cuerpoTransporte),
      contenedores: f.condicionesComercialesContenedores.map(cuerpoContenedores),
    },
    informacionFiscal: {
      rfc: fiscal.rfc,
      razonSocial: fiscal.razonSocial,
      idRegimenFiscal: id(fiscal.idRegimenFiscal),
      idTipoPersona: fiscal.idTipoPersona as 1 | 2,
      idUsoCFDI: (fiscal.idUsoCFDI ?? '') as EmisorInput['informacionFiscal']['idUsoCFDI'],
      idMonedaFacturacion: id(fiscal.idMonedaFacturacion),
      idFormaDePago: fiscal.idFormaDePago as 1 | 2,
      diasDeCredito: diasDeCreditoPara(fiscal.idFormaDePago, fiscal.diasDeCredito),
      domicilioFiscal: { ...fiscal.domicilioFiscal },
    },
    informacionComercial: {
      limiteDeCredito: comercial.limiteDeCredito ?? 0,
      idTipoCliente: comercial.idTipoCliente as EmisorInput['informacionComercial']['idTipoCliente'],
      idConfiguracionFacturacion:
        comercial.idConfiguracionFacturacion as EmisorInput['informacionComercial']['idConfiguracionFacturacion'],
      sucursales: [...comercial.sucursales],
      vendedores: [...comercial.vendedores],
      emailEnvioDeFacturas: comercial.emailEnvioDeFacturas,
      emailEnvioDeCertificados: comercial.emailEnvioDeCertificados,
      idEjecutivoDeCuentaAsignado: comercial.idEjecutivoDeCuentaAsignado,
      idIntermediarioAsignado: comercial.idIntermediarioAsignado,
      tieneAutoEmision: comercial.tieneAutoEmision,
      ...(comercial.comisionProductor === null ? {} : { comisionProductor: comercial.comisionProductor }),
      ...(comercial.extraPrimaVariable === null ? {} : { extraPrimaVariable: comercial.extraPrimaVariable }),
      constanciaDeSituacionFiscal: comercial.constanciaDeSituacionFiscal.map((c) => ({
        key: c.key,
        nombre: c.nombre,
        observaciones: c.observaciones ?? '',
      })),
    },
  };
};

/** Labels of the things conditions point at, when known (a loaded issuer has only ids). */
export interface Etiquetas {
  poliza: (id: number) => { numero: string; endoso: (endosoId: number) => string } | undefined;
}

const aplicableDesde = (c: { polizaId: number; endosoId: number; beneficiarioId: number }, e: Etiquetas): AplicableA => {
  const p = e.poliza(c.polizaId);
  return {
    poliza: { id: c.polizaId, numero: p?.numero ?? `#${c.polizaId}` },
    endoso: { id: c.endosoId, nombre: p?.endoso(c.endosoId) ?? `#${c.endosoId}` },
    beneficiario: c.beneficiarioId ? { id: c.beneficiarioId, nombre: `#${c.beneficiarioId}` } : null,
  };
};

const tasaForm = (t: { idTipo: number; prima: number; primaTransporte: number }): TasaContenedorForm => ({ ...t });

/** The form of a saved issuer (edit): the inverse of componerCuerpo. */
export const formularioDesde = (e: Emisor, etiquetas: Etiquetas): FormularioEmisor => ({
  nombreComercial: e.nombreComercial,
  idPais: e.idPais,
  email: e.email,
  web: e.web,
  informacionFiscal: { ...e.informacionFiscal, domicilioFiscal: { ...e.informacionFiscal.domicilioFiscal } },
  informacionComercial: {
    ...e.informacionComercial,
    sucursales: [...e.informacionComercial.sucursales],
    vendedores: [...e.informacionComercial.vendedores],
    comisionProductor: e.informacionComercial.comisionProductor ?? null,
    extraPrimaVariable: e.informacionComercial.extraPrimaVariable ?? null,
    constanciaDeSituacionFiscal: e.informacionComercial.constanciaDeSituacionFiscal.map((c) => ({ ...c })),
  },
  condicionesComercialesTransporte: e.condicionesComerciales.transporte.map((c) => ({
    aplicableA: aplicableDesde(c, etiquetas),
    premio: { sugerido: c.premioSugerido, minimo: c.premioMinimo },
    tasa: { valor: c.tasaVenta.valor, primaMinima: c.tasaVenta.primaMinima, cargosExtra: c.tasaVenta.primaCargosExtra },
    markup: { asignadoA: c.asignacion, sugerido: c.markup, minimo: c.markupMinimo, maximo: c.markupMaximo },
  })),
  condicionesComercialesContenedores: e.condicionesComerciales.contenedores.map((c) => {
    const tasas = c.tasaVenta.contenedores.map(tasaForm);
    const diferenciar = tasas.length > 1;
    return {
      aplicableA: aplicableDesde(c, etiquetas),
      premio: { sugerido: c.premio, minimo: c.premioMinimo, maximo: c.premioMaximo },
      tasaVentaDefault: diferenciar ? tasaContenedorVacia() : (tasas[0] ?? tasaContenedorVacia()),
      diferenciarTasaPorTipoDeContenedor: diferenciar,
      tasaVenta: diferenciar ? tasas : [],
    };
  }),
});
