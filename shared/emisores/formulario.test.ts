import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { condicionTransporteSchema, emisorInputSchema } from '../contract/schemas/emisor.ts';
import { digitoVerificadorRfc, PPD, PUE } from '../fiscal/mexico.ts';
import {
  componerCuerpo,
  condicionContenedoresVacia,
  condicionTransporteVacia,
  formularioDesde,
  formularioVacio,
  type FormularioEmisor,
} from './formulario.ts';
import {
  agregarNombre,
  COMISION_PRODUCTOR,
  enRango,
  erroresFiscales,
  etiquetaCamelCase,
  EXTRA_PRIMA_VARIABLE,
  MENSAJES_EMISOR,
} from './reglas.ts';
import { cuerpoTransporte } from './formulario.ts';

const rfc = `EMI010101AB${digitoVerificadorRfc('EMI010101AB')}`;

const lleno = (): FormularioEmisor => {
  const f = formularioVacio();
  f.nombreComercial = 'Emisora del Golfo';
  f.idPais = 484;
  f.informacionFiscal = {
    ...f.informacionFiscal,
    rfc,
    razonSocial: 'Emisora del Golfo S.A. de C.V.',
    idRegimenFiscal: 6,
    idUsoCFDI: 'G03',
    idMonedaFacturacion: 484,
    domicilioFiscal: { calle: '', tel: '', ciudad: '', municipio: 'Cuauhtémoc', estado: 'CDMX', codigoPostal: '06600' },
  };
  f.informacionComercial.sucursales = ['Veracruz'];
  f.condicionesComercialesTransporte = [
    {
      ...condicionTransporteVacia(),
      aplicableA: { poliza: { id: 7, numero: 'P-7' }, endoso: { id: 1, nombre: 'General' }, beneficiario: null },
      tasa: { valor: 0.3, primaMinima: 20, cargosExtra: 0 },
    },
  ];
  f.condicionesComercialesContenedores = [
    {
      ...condicionContenedoresVacia(),
      aplicableA: { poliza: { id: 8, numero: 'P-8' }, endoso: { id: 2, nombre: 'Cont' }, beneficiario: { id: 5, nombre: 'B' } },
      tasaVentaDefault: { idTipo: 1, prima: 100, primaTransporte: 10 },
    },
  ];
  return f;
};

describe('issuer body composition (spec 1 §7)', () => {
  it('sends the create body: beneficiarioId 0 when none, blank credit limit 0, ids renamed, names of chips', () => {
    const cuerpo = componerCuerpo(lleno());
    expect(z.safeParse(emisorInputSchema, cuerpo).success).toBe(true);
    expect(cuerpo.informacionComercial!.limiteDeCredito).toBe(0);
    expect(cuerpo.informacionComercial!.sucursales).toEqual(['Veracruz']);
    expect(cuerpo.condicionesComerciales!.transporte![0]).toEqual({
      polizaId: 7,
      endosoId: 1,
      beneficiarioId: 0,
      tasaVenta: { valor: 0.3, primaMinima: 20, primaCargosExtra: 0 },
      asignacion: 'SumaAsegurada',
      markup: 0,
      markupMinimo: 0,
      markupMaximo: 0,
      premioMinimo: 0,
      premioSugerido: 0,
    });
    // Without differentiation by container type the default rate is the only one.
    expect(cuerpo.condicionesComerciales!.contenedores![0]).toMatchObject({
      beneficiarioId: 5,
      tasaVenta: { contenedores: [{ idTipo: 1, prima: 100, primaTransporte: 10 }] },
    });
  });

  it('drops días de crédito with PUE and keeps them with PPD', () => {
    const f = lleno();
    f.informacionFiscal.diasDeCredito = 30;
    expect(componerCuerpo(f).informacionFiscal.diasDeCredito).toBeNull();
    f.informacionFiscal.idFormaDePago = PPD;
    expect(componerCuerpo(f).informacionFiscal.diasDeCredito).toBe(30);
    f.informacionFiscal.diasDeCredito = null;
    expect(erroresFiscales(componerCuerpo(f).informacionFiscal as never)).toContainEqual({
      path: 'diasDeCredito',
      message: 'El campo Días de crédito es requerido',
    });
    f.informacionFiscal.idFormaDePago = PUE;
    expect(erroresFiscales(componerCuerpo(f).informacionFiscal as never)).toEqual([]);
  });

  it('loads a saved issuer back into the same form', () => {
    const f = lleno();
    f.informacionComercial.limiteDeCredito = 1500.5;
    const parsed = z.parse(emisorInputSchema, componerCuerpo(f));
    const emisor = {
      ...parsed,
      id: 1001,
      estado: 'Activo' as const,
      version: 1,
      informacionComercial: { ...parsed.informacionComercial, constanciaDeSituacionFiscal: [] },
    };
    const etiquetas = {
      poliza: (id: number) => ({ numero: `P-${id}`, endoso: (e: number) => (e === 1 ? 'General' : 'Cont') }),
    };
    const vuelta = formularioDesde(emisor, etiquetas);
    expect(componerCuerpo(vuelta)).toEqual(componerCuerpo(f));
    expect(vuelta.informacionComercial.comisionProductor).toBeNull();
    f.informacionComercial.comisionProductor = 12.5;
    f.informacionComercial.extraPrimaVariable = 0;
    const { comisionProductor, extraPrimaVariable } = z.parse(emisorInputSchema, componerCuerpo(f)).informacionComercial;
    const leido = formularioDesde(
      { ...emisor, informacionComercial: { ...emisor.informacionComercial, comisionProductor, extraPrimaVariable } },
      etiquetas,
    );
    expect(leido.informacionComercial).toMatchObject({ comisionProductor: 12.5, extraPrimaVariable: 0 });
    expect(vuelta.condicionesComercialesTransporte[0]!.aplicableA.poliza).toEqual({ id: 7, numero: 'P-7' });
  });
});

describe('issuer form rules', () => {
  it("names a condition's missing endorsement in the singular, as the field is one endorsement", () => {
    const r = z.safeParse(condicionTransporteSchema, cuerpoTransporte(condicionTransporteVacia()));
    expect(r.error?.issues.find((i) => i.path.join('.') === 'endosoId')?.message).toBe('El campo endoso es requerido');
  });

  it('bounds the producer commission 10 to 30 and the extra premium 0 to 10 by default (spec 2 §269)', () => {
    expect([9.99, 10, 30, 30.01].map((v) => enRango(v, COMISION_PRODUCTOR))).toEqual([false, true, true, false]);
    expect([-0.01, 0, 10, 10.01].map((v) => enRango(v, EXTRA_PRIMA_VARIABLE))).toEqual([false, true, true, false]);
  });

  it('leaves the commissions out of the body while blank and refuses them out of range, on their path', () => {
    const f = lleno();
    expect(componerCuerpo(f).informacionComercial).not.toHaveProperty('comisionProductor');
    f.informacionComercial.comisionProductor = 31;
    f.informacionComercial.extraPrimaVariable = 11;
    const r = z.safeParse(emisorInputSchema, componerCuerpo(f));
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['informacionComercial.comisionProductor', 'Debe estar entre 10 y 30'],
      ['informacionComercial.extraPrimaVariable', 'Debe estar entre 0 y 10'],
    ]);
  });

  it('splits the markup assignment label from camel case', () => {
    expect(etiquetaCamelCase('SumaAsegurada')).toBe('Suma Asegurada');
    expect(etiquetaCamelCase('Prima')).toBe('Prima');
  });

  it('adds a trimmed branch or seller, ignores empty input and repeats', () => {
    expect(agregarNombre(['A'], '  Veracruz ', 50)).toEqual(['A', 'Veracruz']);
    expect(agregarNombre(['A'], '   ', 50)).toBeNull();
    expect(agregarNombre(['A'], 'A', 50)).toEqual(['A']);
    expect(agregarNombre(['A'], 'B', 1)).toBeNull();
    expect(MENSAJES_EMISOR.chipInvalido).toBe('Corrija los errores');
  });

  it('checks RFC per person type, régimen, CFDI P01 and código postal', () => {
    const base = {
      rfc,
      idTipoPersona: 1,
      idRegimenFiscal: 6,
      idUsoCFDI: 'G03',
      idFormaDePago: 1,
      domicilioFiscal: { codigoPostal: '06600' },
    };
    expect(erroresFiscales(base)).toEqual([]);
    expect(erroresFiscales({ ...base, idTipoPersona: 2 }).map((e) => e.path)).toEqual(['rfc', 'idRegimenFiscal']);
    expect(erroresFiscales({ ...base, idUsoCFDI: 'P01' }).map((e) => e.path)).toEqual(['idUsoCFDI']);
    expect(erroresFiscales({ ...base, domicilioFiscal: { codigoPostal: '1234' } })).toEqual([
      { path: 'domicilioFiscal.codigoPostal', message: 'El código postal tiene 5 dígitos.' },
    ]);
  });
});
