import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { entidadConPais } from '../common.ts';
import { cifError, CIF_MESSAGES } from '../../validators/cif.ts';
import { emailRequerido, idRequerido } from '../../validators/fields.ts';
import { mensajes, TELEFONO } from '../../validators/messages.ts';
import {
  CFDI_MENSAJE,
  CODIGO_POSTAL_MENSAJE,
  diasDeCreditoError,
  esCodigoPostalValido,
  esRegimenPermitido,
  esUsoCfdiPermitido,
  PERSONA_FISICA,
  PERSONA_MORAL,
  PPD,
  PUE,
  REGIMEN_MENSAJE,
  rfcError,
  RFC_MENSAJES,
  USOS_CFDI,
} from '../../fiscal/mexico.ts';
import { CONFIGURACIONES_FACTURACION, ROLES_USUARIO_CLIENTE, TIPOS_CLIENTE } from '../../clientes/listas.ts';
import { nombreYApellidoError } from '../../clientes/usuarios.ts';
import { erroresIntermediario } from '../../clientes/terminos.ts';
import { esCondicionFiscalValida } from '../../viajes-especificos/impuestos.ts';
import { constanciaSchema, constanciasInputSchema } from './constancia.ts';
import { MAX_CONDICIONES } from '../../clientes/limites.ts';

/** A party of a quote: policyholder (tomador) or beneficiary (spec 2 §3.6: id, nombre, cif, logo, markup, pais). */
export const clienteSchema = z.object({
  ...entidadConPais,
  email: z.nullable(z.string()),
  productorId: z.nullable(z.int()),
  /** Only on a client the administration completed in /clientes (the list's columns). */
  tipoDeCliente: z.optional(z.string()),
  ejecutivos: z.optional(z.array(z.int())),
});
export type Cliente = z.infer<typeof clienteSchema>;

/** The label the party form shows for the tax id: messages name a field as the user sees it. */
/** México in the countries catalogue (ISO 3166 numeric): its clients follow the SAT rules. */
export const MEXICO = 484;

const CIF = 'RUC / CUIT / RFC / NIT / CIF';

export const clienteInputSchema = z
  .object({
    nombre: z
      .string({ error: mensajes.requerido('nombre') })
      .check(
        z.trim(),
        z.minLength(1, { error: mensajes.requerido('nombre'), abort: true }),
        z.maxLength(150, mensajes.maximo('nombre', 150)),
      ),
    cif: z.pipe(
      z
        .string({ error: mensajes.requerido(CIF) })
        .check(
          z.trim(),
          z.minLength(1, { error: mensajes.requerido(CIF), abort: true }),
          z.maxLength(30, mensajes.maximo(CIF, 30)),
        ),
      z.transform((v: string) => v.replace(/[\s./-]/g, '').toUpperCase()),
    ),
    idPais: idRequerido('país'),
    email: z.optional(
      z.union([z.literal(''), z.email(mensajes.invalido('email')).check(z.maxLength(150, mensajes.maximo('email', 150)))]),
    ),
    markup: z.optional(
      z.nullable(z.number().check(z.minimum(0, mensajes.invalido('markup')), z.maximum(100, mensajes.invalido('markup')))),
    ),
    /** The owner: the caller's producer company when absent; another one only for the administration. */
    productorId: z.optional(z.nullable(z.int().check(z.positive()))),
  })
  .check(
    z.superRefine((value, ctx) => {
      const error = cifError(value.idPais, value.cif);
      if (error) ctx.addIssue({ code: 'custom', path: ['cif'], message: CIF_MESSAGES[error] });
    }),
  );
export type ClienteInput = z.infer<typeof clienteInputSchema>;

/* ------------------------------------------------------------------------------------------------
 * The client master (spec 1 §2.4, §3.3, §5.3): the same party with its general, fiscal and
 * commercial data, the terms it is priced with per policy, and its portal users.
 * ---------------------------------------------------------------------------------------------- */

const textoRequerido = (campo: string, max: number) =>
  z
    .string({ error: mensajes.requerido(campo) })
    .check(
      z.trim(),
      z.minLength(1, { error: mensajes.requerido(campo), abort: true }),
      z.maxLength(max, mensajes.maximo(campo, max)),
    );
const textoOpcional = (campo: string, max: number) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, mensajes.maximo(campo, max))), '');
const emailOpcional = (campo: string) =>
  z._default(
    z.union([
      z.literal(''),
      z.pipe(z.string().check(z.trim(), z.maxLength(150, mensajes.maximo(campo, 150))), z.email(mensajes.invalido(campo))),
    ]),
    '',
  );
const opcionRequerida = <T extends readonly [string, ...string[]]>(campo: string, valores: T) =>
  z.enum(valores, { error: mensajes.requerido(campo) });

/** The ids of a fixed list, as a zod enum takes them. */
const idsDe = <T extends readonly { id: string }[]>(lista: T) =>
  lista.map((x) => x.id) as unknown as [T[number]['id'], ...T[number]['id'][]];

export const MAX_SUCURSALES = 50;
export const MAX_EJECUTIVOS = 20;
export const MAX_INTERMEDIARIOS = 20;

export const informacionGeneralSchema = z.object({
  nombreComercial: textoRequerido('Nombre Comercial', 150),
  idPais: idRequerido('País'),
  email: emailOpcional('Correo Electrónico'),
  paginaWeb: textoOpcional('Página web', 200),
});

const domicilioSchema = z.object({
  codigoPostal: textoRequerido('Código postal', 10),
  estado: textoRequerido('Estado', 100),
  municipio: textoRequerido('Municipio', 100),
  ciudad: textoOpcional('Ciudad', 100),
  calle: textoOpcional('Calle y número', 150),
});

/**
 * The fiscal section. For México (484) the SAT rules of shared/fiscal/mexico.ts apply (RFC per tipo de
 * persona with its check digit, régimen per person, CFDI P01, 5-digit código postal); any other
 * country's tax id is checked by cifError and its tax condition replaces régimen and CFDI.
 */
export const informacionFiscalSchema = z.object({
  rfc: z.pipe(
    textoRequerido('R.F.C', 30),
    z.transform((v: string) => v.replace(/[\s./-]/g, '').toUpperCase()),
  ),
  tipoDePersona: z.union([z.literal(PERSONA_MORAL), z.literal(PERSONA_FISICA)], { error: mensajes.requerido('Tipo Persona') }),
  razonSocial: textoRequerido('Razón social', 200),
  regimenFiscal: z._default(z.nullable(z.int()), null),
  cfdi: z._default(z.nullable(z.string().check(z.maxLength(5))), null),
  condicionFiscal: z._default(z.nullable(z.string().check(z.maxLength(40))), null),
  telefono: z
    .string({ error: mensajes.requerido('Teléfono') })
    .check(
      z.trim(),
      z.minLength(1, { error: mensajes.requerido('Teléfono'), abort: true }),
      z.regex(TELEFONO, mensajes.invalido('Teléfono')),
    ),
  moneda: idRequerido('Moneda habitual de facturación'),
  formaDePago: z.union([z.literal(PUE), z.literal(PPD)], { error: mensajes.requerido('Forma de Pago') }),
  diasDeCredito: z._default(z.nullable(z.number()), null),
  domicilio: domicilioSchema,
});
export type InformacionFiscal = z.output<typeof informacionFiscalSchema>;
export type InformacionFiscalInput = z.input<typeof informacionFiscalSchema>;

/** The cross-field fiscal rules, for the country the general tab names. */
export const erroresFiscales = (paisId: number, f: InformacionFiscalInput): { path: string[]; message: string }[] => {
  const errores: { path: string[]; message: string }[] = [];
  const add = (path: string[], message: string) => errores.push({ path, message });
  const rfc = (f.rfc ?? '').replace(/[\s./-]/g, '').toUpperCase();
  if (paisId === MEXICO) {
    const error = rfc ? rfcError(rfc, f.tipoDePersona) : null;
    if (error) add(['rfc'], RFC_MENSAJES[error]);
    if (f.regimenFiscal == null) add(['regimenFiscal'], mensajes.requerido('Régimen Fiscal'));
    else if (f.tipoDePersona && !esRegimenPermitido(f.tipoDePersona, f.regimenFiscal)) add(['regimenFiscal'], REGIMEN_MENSAJE);
    if (!f.cfdi) add(['cfdi'], mensajes.requerido('Uso del CFDI'));
    else if (!USOS_CFDI.some((u) => u.id === f.cfdi)) add(['cfdi'], mensajes.invalido('Uso del CFDI'));
    else if (f.tipoDePersona && f.regimenFiscal != null && !esUsoCfdiPermitido(f.tipoDePersona, f.regimenFiscal, f.cfdi))
      add(['cfdi'], CFDI_MENSAJE);
    const cp = f.domicilio?.codigoPostal ?? '';
    if (cp.trim() && !esCodigoPostalValido(cp)) add(['domicilio', 'codigoPostal'], CODIGO_POSTAL_MENSAJE);
  } else if (paisId) {
    const error = rfc ? cifError(paisId, rfc) : null;
    if (error) add(['rfc'], CIF_MESSAGES[error]);
    if (!f.condicionFiscal) add(['condicionFiscal'], mensajes.requerido('Condición fiscal'));
    else if (!esCondicionFiscalValida(paisId, f.condicionFiscal)) add(['condicionFiscal'], mensajes.invalido('Condición fiscal'));
  }
  const dias = diasDeCreditoError(f.formaDePago ?? PUE, f.diasDeCredito);
  if (dias) add(['diasDeCredito'], dias);
  return errores;
};

/**
 * The fiscal data of the client's country (issue 27 item 24): the SAT's régimen and uso del CFDI are
 * México's; a client of any other country has its tax condition instead (spec 2 §6). A form whose
 * country changed still holds the other country's fields: they are not kept.
 */
export const fiscalDelPais = <F extends Pick<InformacionFiscal, 'regimenFiscal' | 'cfdi' | 'condicionFiscal'>>(
  paisId: number,
  f: F,
): F => (paisId === MEXICO ? { ...f, condicionFiscal: null } : { ...f, regimenFiscal: null, cfdi: null });

export const limiteDeCreditoSchema = z.object({
  monto: z
    .number()
    .check(z.minimum(0, mensajes.invalido('Límite de crédito')), z.maximum(1e12, mensajes.invalido('Límite de crédito'))),
  moneda: z.enum(['MXN', 'USD']),
});

const listaDeNombres = (campo: string) =>
  z._default(z.array(textoRequerido(campo, 100)).check(z.maxLength(MAX_SUCURSALES, mensajes.invalido(campo))), []);
const listaDeIds = (campo: string, max: number) =>
  z._default(z.array(z.int().check(z.positive())).check(z.maxLength(max, mensajes.invalido(campo))), []);

export const informacionComercialSchema = z.object({
  tipoDeCliente: opcionRequerida('Tipo de Cliente', idsDe(TIPOS_CLIENTE)),
  configuracionDeFacturacion: z._default(z.nullable(z.enum(idsDe(CONFIGURACIONES_FACTURACION))), null),
  // Spec 5.2: a blank limit is sent as 0.
  limiteDeCredito: z._default(limiteDeCreditoSchema, { monto: 0, moneda: 'MXN' }),
  sucursales: listaDeNombres('Sucursales'),
  vendedores: listaDeNombres('Vendedores'),
  ejecutivos: listaDeIds('Ejecutivos de cuenta asignado', MAX_EJECUTIVOS),
  intermediarios: listaDeIds('Intermediarios asignado', MAX_INTERMEDIARIOS),
  correoElectronicosFactura: emailOpcional('Email envío de facturas'),
  correoElectronicosCertificados: emailOpcional('Email envío de certificados'),
  autoEmision: z._default(z.boolean(), false),
  /** The constancia de situación fiscal: files uploaded with subir-constancia-cliente (new) or already attached (kept). */
  constanciaDeSituacionFiscal: constanciasInputSchema,
});

/** The section as the client holds and answers it: the attached files with type, size and date (none on older clients). */
export const informacionComercialGuardadaSchema = z.extend(informacionComercialSchema, {
  constanciaDeSituacionFiscal: z._default(z.array(constanciaSchema), []),
});
export type InformacionComercial = z.output<typeof informacionComercialGuardadaSchema>;

/** A percentage (tasa) of the terms table: 0..100. */
const porcentaje = (campo: string) =>
  z
    .number({ error: mensajes.requerido(campo) })
    .check(z.minimum(0, mensajes.invalido(campo)), z.maximum(100, mensajes.invalido(campo)));
/** An amount (prima mínima): ≥ 0, bounded. */
const monto = (campo: string) =>
  z
    .number({ error: mensajes.requerido(campo) })
    .check(z.minimum(0, mensajes.invalido(campo)), z.maximum(MAX_PRIMA_MINIMA, mensajes.invalido(campo)));

export const MAX_PRIMA_MINIMA = 1e9;
export const POLIZA_REPETIDA = 'La póliza ya está asociada al cliente.';

/** One row of 'Pólizas Activas' (spec 1 §5.3: tasa and prima mínima required; the intermediary's optional). */
export const condicionComercialSchema = z
  .object({
    polizaId: idRequerido('Póliza'),
    tasa: porcentaje('Tasa'),
    primaMinima: monto('Prima Mínima'),
    tasaIntermediario: z._default(z.nullable(porcentaje('Tasa del Intermediario')), null),
    primaMinimaIntermediario: z._default(z.nullable(monto('Prima Mínima del Intermediario')), null),
  })
  .check(
    z.superRefine((fila, ctx) => {
      for (const e of erroresIntermediario(fila)) ctx.addIssue({ code: 'custom', path: [e.path], message: e.message });
    }),
  );
export type CondicionComercial = z.output<typeof condicionComercialSchema>;

export const condicionesComercialesSchema = z._default(
  z.array(condicionComercialSchema).check(
    z.maxLength(MAX_CONDICIONES, mensajes.invalido('Pólizas Activas')),
    z.superRefine((filas, ctx) => {
      filas.forEach((f, i) => {
        if (filas.findIndex((o) => o.polizaId === f.polizaId) !== i)
          ctx.addIssue({ code: 'custom', path: [i, 'polizaId'], message: POLIZA_REPETIDA });
      });
    }),
  ),
  [],
);

/** The editor's body (create and edit): everything but the users, which are created one by one. */
export const clienteMaestroInputSchema = z
  .object({
    informacionGeneral: informacionGeneralSchema,
    informacionFiscal: informacionFiscalSchema,
    informacionComercial: informacionComercialSchema,
    condicionesComerciales: condicionesComercialesSchema,
  })
  .check(
    z.superRefine((v, ctx) => {
      for (const e of erroresFiscales(v.informacionGeneral.idPais, v.informacionFiscal))
        ctx.addIssue({ code: 'custom', path: ['informacionFiscal', ...e.path], message: e.message });
    }),
  );
export type ClienteMaestroInput = z.input<typeof clienteMaestroInputSchema>;
export type ClienteMaestroBody = z.output<typeof clienteMaestroInputSchema>;

/** The edit carries the version read (0: a party never completed): a write over a newer one answers 409. */
export const clienteMaestroUpdateSchema = z.extend(clienteMaestroInputSchema, { version: z.int().check(z.minimum(0)) });

/** A user of the client as its Usuarios tab shows it. */
export const usuarioClienteSchema = z.object({
  id: z.int(),
  nombre: z.string(),
  apellido: z.string(),
  email: z.string(),
  nacionalidad: z.object({ id: z.int(), nombre: z.string() }),
  telefono: z.string(),
  roles: z.array(z.enum(idsDe(ROLES_USUARIO_CLIENTE))),
  onboarding: z.boolean(),
});
export type UsuarioCliente = z.infer<typeof usuarioClienteSchema>;

/** The whole client the editor reads. */
export const clienteMaestroSchema = z.object({
  ...clienteSchema.shape,
  paginaWeb: z.string(),
  informacionFiscal: z.nullable(informacionFiscalSchema),
  informacionComercial: z.nullable(informacionComercialGuardadaSchema),
  condicionesComerciales: z.array(condicionComercialSchema),
  usuarios: z.array(usuarioClienteSchema),
  version: z.int(),
});
export type ClienteMaestro = z.infer<typeof clienteMaestroSchema>;

/** 'Agregar usuario' (spec 1 §2.4 Usuarios): nombre, nacionalidad and teléfono required (§5.3). */
export const usuarioClienteInputSchema = z
  .object({
    email: emailRequerido('Email'),
    nombreYApellido: textoRequerido('Nombre y Apellido', 101),
    idNacionalidad: idRequerido('Nacionalidad'),
    telefono: z
      .string({ error: mensajes.requerido('Teléfono') })
      .check(
        z.trim(),
        z.minLength(1, { error: mensajes.requerido('Teléfono'), abort: true }),
        z.regex(TELEFONO, mensajes.invalido('Teléfono')),
      ),
    onboarding: z._default(z.boolean(), false),
    roles: z
      .array(z.enum(idsDe(ROLES_USUARIO_CLIENTE)), { error: mensajes.requerido('Roles') })
      .check(z.minLength(1, mensajes.requerido('Roles')), z.maxLength(3)),
  })
  .check(
    z.superRefine((v, ctx) => {
      const error = nombreYApellidoError(v.nombreYApellido);
      if (error) ctx.addIssue({ code: 'custom', path: ['nombreYApellido'], message: error });
    }),
  );
export type UsuarioClienteInput = z.input<typeof usuarioClienteInputSchema>;
export type UsuarioClienteBody = z.output<typeof usuarioClienteInputSchema>;
