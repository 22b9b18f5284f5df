import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  clienteMaestroInputSchema,
  condicionComercialSchema,
  condicionesComercialesSchema,
  POLIZA_REPETIDA,
  usuarioClienteInputSchema,
} from '../contract/schemas/cliente.ts';
import { CFDI_MENSAJE, CODIGO_POSTAL_MENSAJE, PERSONA_FISICA, PUE, REGIMEN_MENSAJE, RFC_MENSAJES } from '../fiscal/mexico.ts';
import { clienteMexicano, rfcValido } from '#test/fixtures/clientes.ts';
import { rolDelPortal, ROLES_USUARIO_CLIENTE } from './listas.ts';
import { INTERMEDIARIO_PRIMA_MINIMA, INTERMEDIARIO_TASA, terminosDe } from './terminos.ts';
import { NOMBRE_Y_APELLIDO_MENSAJE, separarNombreYApellido } from './usuarios.ts';

const errores = (schema: z.ZodMiniType, valor: unknown) => {
  const r = z.safeParse(schema, valor);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('client master schema (spec 1 §5.3)', () => {
  it('accepts a complete Mexican client', () => {
    expect(errores(clienteMaestroInputSchema, clienteMexicano())).toEqual([]);
  });

  it('names each required field with its label', () => {
    const c = clienteMexicano();
    const vacio = {
      ...c,
      informacionGeneral: { ...c.informacionGeneral, nombreComercial: '' },
      informacionFiscal: {
        ...c.informacionFiscal,
        razonSocial: ' ',
        telefono: '',
        domicilio: { ...c.informacionFiscal.domicilio, municipio: '' },
      },
      informacionComercial: { ...c.informacionComercial, tipoDeCliente: undefined },
    };
    expect(errores(clienteMaestroInputSchema, vacio)).toEqual(
      expect.arrayContaining([
        { path: 'informacionGeneral.nombreComercial', message: 'El campo Nombre Comercial es requerido' },
        { path: 'informacionFiscal.razonSocial', message: 'El campo Razón social es requerido' },
        { path: 'informacionFiscal.telefono', message: 'El campo Teléfono es requerido' },
        { path: 'informacionFiscal.domicilio.municipio', message: 'El campo Municipio es requerido' },
        { path: 'informacionComercial.tipoDeCliente', message: 'El campo Tipo de Cliente es requerido' },
      ]),
    );
  });

  it('applies the SAT rules for México: RFC per person type, régimen, CFDI P01, código postal, PPD', () => {
    const c = clienteMexicano();
    const f = c.informacionFiscal;
    const malo = {
      ...c,
      informacionFiscal: {
        ...f,
        rfc: rfcValido(PERSONA_FISICA),
        regimenFiscal: 1,
        cfdi: 'P01',
        diasDeCredito: null,
        domicilio: { ...f.domicilio, codigoPostal: '123' },
      },
    };
    expect(errores(clienteMaestroInputSchema, malo)).toEqual([
      { path: 'informacionFiscal.rfc', message: RFC_MENSAJES.longitudMoral },
      { path: 'informacionFiscal.regimenFiscal', message: REGIMEN_MENSAJE },
      { path: 'informacionFiscal.cfdi', message: CFDI_MENSAJE },
      { path: 'informacionFiscal.domicilio.codigoPostal', message: CODIGO_POSTAL_MENSAJE },
      { path: 'informacionFiscal.diasDeCredito', message: 'El campo Días de crédito es requerido' },
    ]);
    // PUE needs no credit days.
    expect(
      errores(clienteMaestroInputSchema, { ...c, informacionFiscal: { ...f, formaDePago: PUE, diasDeCredito: null } }),
    ).toEqual([]);
  });

  it("uses another country's tax id and tax condition instead of régimen and CFDI", () => {
    const c = clienteMexicano();
    const argentino = {
      ...c,
      informacionGeneral: { ...c.informacionGeneral, idPais: 32 },
      informacionFiscal: { ...c.informacionFiscal, rfc: '30-71000001-6', regimenFiscal: null, cfdi: null, condicionFiscal: null },
    };
    expect(errores(clienteMaestroInputSchema, argentino).map((e) => e.path)).toContain('informacionFiscal.condicionFiscal');
  });

  it('validates each terms row: tasa and prima mínima required, percentages 0..100, amounts ≥ 0, a policy once', () => {
    expect(errores(condicionComercialSchema, { polizaId: 1 })).toEqual([
      { path: 'tasa', message: 'El campo Tasa es requerido' },
      { path: 'primaMinima', message: 'El campo Prima Mínima es requerido' },
    ]);
    expect(errores(condicionComercialSchema, { polizaId: 1, tasa: 101, primaMinima: -1, tasaIntermediario: -0.5 })).toEqual([
      { path: 'tasa', message: 'El campo Tasa no es válido' },
      { path: 'primaMinima', message: 'El campo Prima Mínima no es válido' },
      { path: 'tasaIntermediario', message: 'El campo Tasa del Intermediario no es válido' },
    ]);
    const fila = { polizaId: 7, tasa: 0.3, primaMinima: 10 };
    expect(errores(condicionesComercialesSchema, [fila, fila])).toEqual([{ path: '1.polizaId', message: POLIZA_REPETIDA }]);
  });

  it("bounds the intermediary's share by the premium's: its rate under the client's, its minimum under the minimum", () => {
    const fila = { polizaId: 7, tasa: 0.45, primaMinima: 100 };
    expect(errores(condicionComercialSchema, { ...fila, tasaIntermediario: 5, primaMinimaIntermediario: 100 })).toEqual([
      { path: 'tasaIntermediario', message: INTERMEDIARIO_TASA },
      { path: 'primaMinimaIntermediario', message: INTERMEDIARIO_PRIMA_MINIMA },
    ]);
    expect(errores(condicionComercialSchema, { ...fila, tasaIntermediario: 0.45 })).toEqual([
      { path: 'tasaIntermediario', message: INTERMEDIARIO_TASA },
    ]);
    expect(errores(condicionComercialSchema, { ...fila, tasaIntermediario: 0.1, primaMinimaIntermediario: 99.99 })).toEqual([]);
    // None, or a zero share, is always within.
    expect(
      errores(condicionComercialSchema, { ...fila, tasa: 0, primaMinima: 0, tasaIntermediario: 0, primaMinimaIntermediario: 0 }),
    ).toEqual([]);
    expect(errores(condicionComercialSchema, fila)).toEqual([]);
  });

  it('requires nombre y apellido (two words), nacionalidad, teléfono and a role for a user', () => {
    expect(
      errores(usuarioClienteInputSchema, {
        email: 'a@b.mx',
        nombreYApellido: 'Ana',
        idNacionalidad: 484,
        telefono: '55 1234 5678',
        roles: ['Operador'],
      }),
    ).toEqual([{ path: 'nombreYApellido', message: NOMBRE_Y_APELLIDO_MENSAJE }]);
    expect(errores(usuarioClienteInputSchema, { email: 'x', nombreYApellido: 'Ana Paz', roles: [] }).map((e) => e.path)).toEqual([
      'email',
      'idNacionalidad',
      'telefono',
      'roles',
    ]);
  });
});

describe('client users', () => {
  it('splits nombre y apellido at the last word', () => {
    expect(separarNombreYApellido('  María José   Pérez ')).toEqual({ nombre: 'María José', apellido: 'Pérez' });
  });

  it('maps each offered role to a client portal role', () => {
    expect(ROLES_USUARIO_CLIENTE.map((r) => [r.id, rolDelPortal(r.id)])).toEqual([
      ['Administrador', 'clienteAdministrador'],
      ['Operador', 'clienteOperador'],
      ['Consultor', 'clienteConsultor'],
    ]);
  });
});

describe('terms of a client for a policy', () => {
  it('answers the row of that policy, or null when the policy is not associated', () => {
    const fila = { polizaId: 3, tasa: 0.4, primaMinima: 50, tasaIntermediario: null, primaMinimaIntermediario: null };
    expect(terminosDe({ condicionesComerciales: [fila] }, 3)).toBe(fila);
    expect(terminosDe({ condicionesComerciales: [fila] }, 4)).toBeNull();
    expect(terminosDe({}, 3)).toBeNull();
  });
});
