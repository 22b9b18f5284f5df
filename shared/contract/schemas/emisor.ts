import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { CONFIGURACIONES_FACTURACION, TIPOS_CLIENTE } from '../../clientes/listas.ts';
import {
  ASIGNACIONES_MARKUP,
  COMISION_PRODUCTOR,
  enRango,
  ESTADOS_EMISOR,
  erroresCondicionContenedores,
  erroresCondicionTransporte,
  erroresFiscales,
  MAX_CONDICIONES,
  MAX_SUCURSALES,
  MAX_TIPOS_CONTENEDOR_POR_CONDICION,
  MAX_VENDEDORES,
  mensajeFueraDeRango,
  EXTRA_PRIMA_VARIABLE,
  type RangoPorcentaje,
} from '../../emisores/reglas.ts';
import { FORMAS_DE_PAGO_FISCAL, TIPOS_PERSONA, USOS_CFDI } from '../../fiscal/mexico.ts';
import { montoSchema, porcentajeSchema } from '../montos.ts';
import { idRequerido } from '../../validators/fields.ts';
import { mensajes, TEXTO_LIBRE } from '../../validators/messages.ts';
import { constanciaSchema, constanciasInputSchema } from './constancia.ts';

const texto = (campo: string, max: number) =>
  z
    .string({ error: mensajes.requerido(campo) })
    .check(
      z.trim(),
      z.minLength(1, { error: mensajes.requerido(campo), abort: true }),
      z.maxLength(max, mensajes.maximo(campo, max)),
      z.regex(TEXTO_LIBRE, mensajes.caracteresInvalidos(campo)),
    );

/** Optional free text: blank is allowed, anything else follows the free-text rule. */
const textoOpcional = (campo: string, max: number) =>
  z._default(
    z.string().check(
      z.trim(),
      z.maxLength(max, mensajes.maximo(campo, max)),
      z.refine((v) => v === '' || TEXTO_LIBRE.test(v), mensajes.caracteresInvalidos(campo)),
    ),
    '',
  );

const emailOpcional = (campo: string) =>
  z._default(
    z.string().check(
      z.trim(),
      z.maxLength(150, mensajes.maximo(campo, 150)),
      z.refine((v) => v === '' || z.regexes.email.test(v), mensajes.invalido(campo)),
    ),
    '',
  );

const monto = (campo: string) => montoSchema({ error: mensajes.requerido(campo) });
const porcentaje = (campo: string) => porcentajeSchema({ error: mensajes.requerido(campo) });
/** A percentage inside its range (reglas.ts); optional: the create body of spec 1 §7 does not carry it. */
const porcentajeEnRango = (campo: string, rango: RangoPorcentaje) =>
  z.optional(z.number({ error: mensajes.invalido(campo) }).check(z.refine((v) => enRango(v, rango), mensajeFueraDeRango(rango))));
const lista = <T extends z.core.$ZodType>(item: T, max: number, que: string) =>
  z._default(z.array(item).check(z.maxLength(max, `No puede tener más de ${max} ${que}`)), []);

/** A rule across a condition's fields, its errors on the fields it names (the modal shows them there). */
const enSusCampos = <C>(reglas: (c: C) => { path: string; message: string }[]) =>
  z.superRefine((c: C, ctx) => {
    for (const e of reglas(c)) ctx.addIssue({ code: 'custom', path: [e.path], message: e.message });
  });

/** What a condition applies to (spec 1 §3.2 aplicableA): a policy, one of its endorsements, a beneficiary or none (0). */
const aplicableA = {
  polizaId: idRequerido('póliza'),
  endosoId: idRequerido('endoso'),
  beneficiarioId: z._default(z.int().check(z.minimum(0)), 0),
};

/** Spec 1 §7: a transport condition as the create body sends it. */
export const condicionTransporteSchema = z
  .object({
    ...aplicableA,
    tasaVenta: z.object({
      valor: porcentaje('tasa'),
      primaMinima: monto('prima mínima'),
      primaCargosExtra: z._default(monto('cargos extra'), 0),
    }),
    asignacion: z._default(z.enum(ASIGNACIONES_MARKUP), 'SumaAsegurada'),
    markup: z._default(porcentaje('markup sugerido'), 0),
    markupMinimo: z._default(porcentaje('markup mínimo'), 0),
    markupMaximo: z._default(porcentaje('markup máximo'), 0),
    premioMinimo: z._default(monto('premio mínimo'), 0),
    premioSugerido: z._default(monto('premio sugerido'), 0),
  })
  .check(enSusCampos(erroresCondicionTransporte));
export type CondicionTransporte = z.infer<typeof condicionTransporteSchema>;

/** A container type's sale rate (ids of the container-types catalogue). */
export const tasaContenedorSchema = z.object({
  idTipo: idRequerido('tipo de contenedor'),
  prima: monto('prima'),
  primaTransporte: monto('prima de transporte'),
});

/** Spec 1 §7: a container condition as the create body sends it. */
export const condicionContenedoresSchema = z
  .object({
    ...aplicableA,
    tasaVenta: z.object({
      contenedores: z
        .array(tasaContenedorSchema)
        .check(
          z.minLength(1, mensajes.requerido('tasa por tipo de contenedor')),
          z.maxLength(MAX_TIPOS_CONTENEDOR_POR_CONDICION, `No puede tener más de ${MAX_TIPOS_CONTENEDOR_POR_CONDICION} tipos`),
        ),
    }),
    premioMaximo: z._default(monto('premio máximo'), 0),
    premioMinimo: z._default(monto('premio mínimo'), 0),
    premio: z._default(monto('premio'), 0),
  })
  .check(enSusCampos(erroresCondicionContenedores));
export type CondicionContenedores = z.infer<typeof condicionContenedoresSchema>;

const nombreDeLista = (campo: string) => texto(campo, 100);

const campos = {
  nombreComercial: texto('nombre comercial', 150),
  idPais: idRequerido('país'),
  email: emailOpcional('email'),
  web: textoOpcional('web', 200),
  condicionesComerciales: z._default(
    z.object({
      transporte: lista(condicionTransporteSchema, MAX_CONDICIONES, 'condiciones de transporte'),
      contenedores: lista(condicionContenedoresSchema, MAX_CONDICIONES, 'condiciones de contenedores'),
    }),
    { transporte: [], contenedores: [] },
  ),
  informacionFiscal: z.object({
    rfc: z.pipe(
      texto('RFC', 13),
      z.transform((v: string) => v.toUpperCase()),
    ),
    razonSocial: texto('razón social', 200),
    idRegimenFiscal: idRequerido('régimen fiscal'),
    idTipoPersona: z._default(
      z.union(
        TIPOS_PERSONA.map((t) => z.literal(t.id)),
        { error: mensajes.requerido('tipo de persona') },
      ),
      1,
    ),
    idUsoCFDI: z.enum(
      USOS_CFDI.map((u) => u.id),
      { error: mensajes.requerido('uso del CFDI') },
    ),
    idMonedaFacturacion: idRequerido('moneda de facturación'),
    idFormaDePago: z._default(
      z.union(
        FORMAS_DE_PAGO_FISCAL.map((f) => z.literal(f.id)),
        { error: mensajes.requerido('forma de pago') },
      ),
      1,
    ),
    /** Not in the body of spec 1 §7, but the form requires it with PPD (§4): null otherwise. */
    diasDeCredito: z._default(z.nullable(z.int(mensajes.invalido('días de crédito'))), null),
    domicilioFiscal: z.object({
      calle: textoOpcional('calle', 200),
      estado: texto('estado', 100),
      ciudad: textoOpcional('ciudad', 100),
      codigoPostal: texto('código postal', 5),
      municipio: texto('municipio', 100),
      tel: textoOpcional('teléfono', 30),
    }),
  }),
  informacionComercial: z.object({
    /** Spec 1 §5.2: a blank limit is sent as 0. */
    limiteDeCredito: z._default(monto('límite de crédito'), 0),
    idTipoCliente: z.nullable(z.enum(TIPOS_CLIENTE.map((t) => t.id))),
    idConfiguracionFacturacion: z.nullable(z.enum(CONFIGURACIONES_FACTURACION.map((c) => c.id))),
    sucursales: lista(nombreDeLista('sucursal'), MAX_SUCURSALES, 'sucursales'),
    vendedores: lista(nombreDeLista('vendedor'), MAX_VENDEDORES, 'vendedores'),
    emailEnvioDeFacturas: emailOpcional('email envío de facturas'),
    emailEnvioDeCertificados: emailOpcional('email envío de certificados'),
    idEjecutivoDeCuentaAsignado: z._default(z.nullable(z.int().check(z.positive())), null),
    idIntermediarioAsignado: z._default(z.nullable(z.int().check(z.positive())), null),
    tieneAutoEmision: z._default(z.boolean(), false),
    /** Spec 1 §2.4: the issuer form's commission inputs, each within its range of reglas.ts. */
    comisionProductor: porcentajeEnRango('comisión del productor', COMISION_PRODUCTOR),
    extraPrimaVariable: porcentajeEnRango('extra prima variable', EXTRA_PRIMA_VARIABLE),
    /** The constancia de situación fiscal: files uploaded with subir-constancia (new) or already attached (kept). */
    constanciaDeSituacionFiscal: constanciasInputSchema,
  }),
};

/** The fiscal rules across fields, on the paths the form shows them. */
const coherente = z.superRefine(
  (e: { informacionFiscal: Parameters<typeof erroresFiscales>[0] & Record<string, unknown> }, ctx) => {
    for (const err of erroresFiscales(e.informacionFiscal)) {
      ctx.addIssue({ code: 'custom', path: ['informacionFiscal', ...err.path.split('.')], message: err.message });
    }
  },
);

/** The create body (spec 1 §7, plus días de crédito and the constancia files). */
export const emisorInputSchema = z.object(campos).check(coherente);
export type EmisorInput = z.infer<typeof emisorInputSchema>;

/** An edit also sends the version it read. */
export const emisorUpdateSchema = z
  .object({ ...campos, version: z.int({ error: mensajes.requerido('versión') }).check(z.positive()) })
  .check(coherente);
export type EmisorUpdate = z.infer<typeof emisorUpdateSchema>;

/** What GET answers: the body as sent, plus id, estado, version and the attached files. */
export const emisorSchema = z.object({
  id: z.int(),
  estado: z.enum(ESTADOS_EMISOR),
  version: z.int(),
  nombreComercial: z.string(),
  idPais: z.int(),
  email: z.string(),
  web: z.string(),
  condicionesComerciales: z.object({
    transporte: z.array(condicionTransporteSchema),
    contenedores: z.array(condicionContenedoresSchema),
  }),
  informacionFiscal: z.object({
    rfc: z.string(),
    razonSocial: z.string(),
    idRegimenFiscal: z.int(),
    idTipoPersona: z.int(),
    idUsoCFDI: z.string(),
    idMonedaFacturacion: z.int(),
    idFormaDePago: z.int(),
    diasDeCredito: z.nullable(z.int()),
    domicilioFiscal: z.object({
      calle: z.string(),
      estado: z.string(),
      ciudad: z.string(),
      codigoPostal: z.string(),
      municipio: z.string(),
      tel: z.string(),
    }),
  }),
  informacionComercial: z.object({
    limiteDeCredito: z.number(),
    idTipoCliente: z.nullable(z.string()),
    idConfiguracionFacturacion: z.nullable(z.string()),
    sucursales: z.array(z.string()),
    vendedores: z.array(z.string()),
    emailEnvioDeFacturas: z.string(),
    emailEnvioDeCertificados: z.string(),
    idEjecutivoDeCuentaAsignado: z.nullable(z.int()),
    idIntermediarioAsignado: z.nullable(z.int()),
    tieneAutoEmision: z.boolean(),
    comisionProductor: z.optional(z.number()),
    extraPrimaVariable: z.optional(z.number()),
    constanciaDeSituacionFiscal: z.array(constanciaSchema),
  }),
});
export type Emisor = z.infer<typeof emisorSchema>;

/** A row of the issuer list. */
export const emisorFilaSchema = z.object({
  id: z.int(),
  nombreComercial: z.string(),
  rfc: z.string(),
  razonSocial: z.string(),
  email: z.string(),
  estado: z.enum(ESTADOS_EMISOR),
});
export type EmisorFila = z.infer<typeof emisorFilaSchema>;
