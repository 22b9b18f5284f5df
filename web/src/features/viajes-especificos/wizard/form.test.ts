import { describe, expect, it } from 'vitest';
import type { Cliente } from '#shared/contract/schemas/cliente.ts';
import type { Oferta } from '#shared/contract/schemas/viaje-especifico.ts';
import { EMAIL_INVALIDO } from './form/constantes.ts';
import { sumaAseguradaDe, valoresIniciales, viajeSchema, type CotizacionForm } from './form/cotizacion.ts';
import {
  comisionAplicada,
  cuotasAlCambiarFormaDePago,
  cuotasHabilitadas,
  dctoDeOferta,
  dctoEnRango,
  impuestoDe,
  mismaOferta,
  palancaEnRango,
  requiereRecotizar,
} from './form/paso-cobertura.ts';
import {
  aEmitir,
  describirPago,
  emailsNotificacion,
  emailsValidos,
  emisionSchema,
  emisionVacia,
  erroresPago,
  separarEmails,
  type DatosPago,
} from './form/paso-emision.ts';
import { diasDeAtraso, mercaderiaCoincide, paisesAlCambiarRiesgo, paisesPermitidos, salidaAtrasada } from './form/paso-viaje.ts';
import { aGuardar, aSolicitud } from './form/solicitud.ts';

const AR = 32;
const BR = 76;
const tomador: Cliente = {
  id: 7,
  nombre: 'Agro S.A.',
  cif: '30500000001',
  logo: null,
  markup: null,
  pais: { id: AR, nombre: 'Argentina', bandera: '' },
  email: 'agro@demo.com',
  productorId: 10,
};
const viaje = (o: Partial<CotizacionForm> = {}): CotizacionForm => ({
  ...valoresIniciales('2025-06-10', 10, AR),
  tomador,
  idTipoRiesgo: 202,
  origenId: AR,
  destinoId: BR,
  km: 401,
  mercaderiaId: 3,
  valor: 50_000,
  flete: 2_000,
  demasGastos: 500,
  beneficioImaginario: 10,
  ...o,
});
/** An offer with the figures these builders read: commission 15 % (default), admin 5 %, taxes = premio − premio neto. */
const oferta = (o: { cobertura: number; premio: number; premioNeto: number; dcto?: number }): Oferta =>
  ({
    cobertura: { id: o.cobertura },
    premio: o.premio,
    recargoAdmin: { valor: 5, predeterminado: 5, minimo: 0, maximo: 10 },
    comisionProductor: { valor: 15, predeterminada: 15, minima: 5, maxima: 25 },
    calculoPrima: {
      reglas: o.dcto ? [{ grupo: 'Descuento comercial', valorOperacion: -o.dcto }] : [{ grupo: 'Comisión', valorOperacion: 15 }],
    },
    calculoPremio: { resultados: { 'Premio Neto': o.premioNeto } },
  }) as unknown as Oferta;
const pagoVacio: DatosPago = { cbu: '', tarjeta: '', nroTarjeta: '', vencimiento: '', titular: '', otros: '', emails: '' };

describe('risk-type country rules (spec 3 §4.2)', () => {
  it('203 sets both to the policy country and restricts the list to it', () => {
    expect(paisesAlCambiarRiesgo(203, AR)).toEqual({ origenId: AR, destinoId: AR });
    expect(paisesPermitidos(203, AR)).toEqual([AR]);
  });
  it('202 sets the origin and clears the destination; 201 the reverse; both leave every country', () => {
    expect(paisesAlCambiarRiesgo(202, AR)).toEqual({ origenId: AR, destinoId: null });
    expect(paisesAlCambiarRiesgo(201, BR)).toEqual({ origenId: null, destinoId: BR });
    expect(paisesPermitidos(201, AR)).toBeNull();
    expect(paisesPermitidos(202, AR)).toBeNull();
  });
  it('defaults: risk 201, mode 0, currency 840, today, destination the policy country', () => {
    const v = valoresIniciales('2025-06-10', 10, AR);
    expect(v).toMatchObject({ idTipoRiesgo: 201, idModoTransporte: 0, monedaId: 840, fechaSalida: '2025-06-10' });
    expect(v).toMatchObject({ origenId: null, destinoId: AR });
  });
});

describe('late departure and goods search', () => {
  it('counts whole days and warns only for mode 0 not issued', () => {
    expect(diasDeAtraso('2025-06-08', '2025-06-10')).toBe(2);
    expect(salidaAtrasada('2025-06-09', '2025-06-10', 0, false)).toBe(true);
    expect(salidaAtrasada('2025-06-10', '2025-06-10', 0, false)).toBe(false);
    expect(salidaAtrasada('2025-06-09', '2025-06-10', 1, false)).toBe(false);
    expect(salidaAtrasada('2025-06-09', '2025-06-10', 0, true)).toBe(false);
  });
  it('matches name and tags ignoring case and accents', () => {
    const m = { nombre: 'Electrónica de consumo', tags: ['tecnología', 'celulares'] };
    expect(mercaderiaCoincide(m, 'electronica')).toBe(true);
    expect(mercaderiaCoincide(m, 'TECNOLOGIA')).toBe(true);
    expect(mercaderiaCoincide(m, 'vino')).toBe(false);
  });
});

describe('quote validation and request (spec 3 §5.1, §3.3)', () => {
  const schema = viajeSchema(10, true);
  it('requires the key fields with "Requerido"', () => {
    const r = schema.safeParse(viaje({ tomador: null, valor: null, mercaderiaId: null, km: null, destinoId: null }));
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    for (const campo of ['tomador', 'valor', 'mercaderiaId', 'km', 'destinoId']) expect(paths).toContain(`${campo}:Requerido`);
  });
  it('requires the kilometre band only where the tenant shows it (spec 3 §2.2)', () => {
    const sinKm = viaje({ km: null });
    expect(schema.safeParse(sinKm).error!.issues.map((i) => i.path.join('.'))).toEqual(['km']);
    expect(viajeSchema(10, false).safeParse(sinKm).success).toBe(true);
  });
  it('min 0, max imaginary benefit, positive total and beneficiary when not the tomador', () => {
    const neg = schema.safeParse(viaje({ flete: -1, beneficioImaginario: 11 }));
    expect(neg.error!.issues.map((i) => i.path[0])).toEqual(expect.arrayContaining(['flete', 'beneficioImaginario']));
    const cero = schema.safeParse(viaje({ valor: 0, flete: 0, demasGastos: 0 }));
    expect(cero.error!.issues[0]).toMatchObject({ path: ['valor'], message: 'La suma asegurada debe ser mayor a 0' });
    const benef = schema.safeParse(viaje({ esBeneficiario: false, beneficiario: null }));
    expect(benef.error!.issues[0]).toMatchObject({ path: ['beneficiario'], message: 'Requerido' });
    expect(schema.safeParse(viaje()).success).toBe(true);
  });
  it('live total: uplift only for new goods', () => {
    expect(sumaAseguradaDe(viaje())).toBe(57_750);
    expect(sumaAseguradaDe(viaje({ esNueva: false }))).toBe(52_500);
  });
  it('builds the request with the spec field names; the lever and discount only when re-pricing one coverage', () => {
    const v = viaje({ recargoAdmin: 7, dctoComercial: 3 });
    const todas = aSolicitud(v, { palanca: 'recargoAdmin', nivelSuperiorId: 11 });
    expect(todas).toMatchObject({
      ValorFactura: 50_000,
      GastoEnvio: 2_000,
      DemasGastos: 500,
      BeneficioImaginario: 10,
      OperacionId: 202,
      TransporteId: 0,
      OrigenId: AR,
      DestinoId: BR,
      MercaderiaId: 3,
      MonedaId: 840,
      Km: 401,
      TomadorId: 7,
      BeneficiarioId: 7,
      Cuotas: 1,
      recargoAdmin: null,
      dctoComercial: 0,
      Impuesto: null,
      CoberturaId: null,
    });
    expect(todas).not.toHaveProperty('comisionProductor');
    expect(aSolicitud(v, { palanca: 'recargoAdmin', nivelSuperiorId: 11, coberturaId: 101 })).toMatchObject({
      recargoAdmin: 7,
      dctoComercial: 3,
      CoberturaId: 101,
    });
  });
  it('sends the lever the tenant moves: comisionProductor (embedded and bank), never recargoAdmin there (spec 3 §3.3)', () => {
    const v = viaje({ comisionProductor: 18, recargoAdmin: 7 });
    const embebido = aSolicitud(v, { palanca: 'comisionProductor', nivelSuperiorId: null, coberturaId: 101 });
    expect(embebido).toMatchObject({ comisionProductor: 18 });
    expect(embebido).not.toHaveProperty('recargoAdmin');
  });
  it("sends the user's parent level as NivelSuperiorId and the chosen producer as NivelFinalId", () => {
    const r = aSolicitud(viaje({ productorId: 10 }), { palanca: 'recargoAdmin', nivelSuperiorId: 11 });
    expect(r).toMatchObject({ NivelSuperiorId: 11, NivelFinalId: 10 });
    expect(aSolicitud(viaje({ productorId: 10 }), { palanca: 'recargoAdmin', nivelSuperiorId: null }).NivelSuperiorId).toBeNull();
  });
  it('saves with the chosen offer: its coverage, its taxes as Impuesto, and Id when the quote exists', () => {
    const v = viaje({ recargoAdmin: 7 });
    const elegida = oferta({ cobertura: 101, premio: 542.0, premioNeto: 447.58 });
    expect(aGuardar(v, elegida, { palanca: 'recargoAdmin', nivelSuperiorId: 11, id: 5 })).toMatchObject({
      Id: 5,
      CoberturaId: 101,
      TomadorId: 7,
      Impuesto: 94.42,
      NivelSuperiorId: 11,
    });
    expect(aGuardar(v, elegida, { palanca: 'recargoAdmin', nivelSuperiorId: 11 })).not.toHaveProperty('Id');
    expect(impuestoDe(oferta({ cobertura: 1, premio: 100, premioNeto: 100 }))).toBe(0);
  });
  it('tells an unchanged re-quote of the saved offer from a different one', () => {
    const base = {
      cobertura: { id: 101 },
      sumaAsegurada: 57_750,
      prima: 421.5,
      premio: 542,
      formaDePago: 0,
      cuotas: 1,
    } as Oferta;
    expect(mismaOferta(base, { ...base })).toBe(true);
    expect(mismaOferta(base, { ...base, premio: 540 })).toBe(false);
    expect(mismaOferta(base, { ...base, cobertura: { ...base.cobertura, id: 102 } })).toBe(false);
  });
  it('bounds the commercial discount by the commission the offer applies, and re-prices when it changes', () => {
    const o = oferta({ cobertura: 101, premio: 1, premioNeto: 1 });
    expect(comisionAplicada('recargoAdmin', 7, o)).toBe(15);
    expect(comisionAplicada('comisionProductor', 20, o)).toBe(20);
    expect(dctoEnRango(15, 15)).toBe(true);
    expect(dctoEnRango(15.01, 15)).toBe(false);
    expect(dctoEnRango(-1, 15)).toBe(false);
    expect(dctoEnRango(null, 15)).toBe(false);
    expect(dctoDeOferta(o)).toBe(0);
    expect(requiereRecotizar('recargoAdmin', 5, 0, o)).toBe(false);
    expect(requiereRecotizar('recargoAdmin', 6, 0, o)).toBe(true);
    expect(requiereRecotizar('recargoAdmin', 5, 2, o)).toBe(true);
    const conDcto = oferta({ cobertura: 101, premio: 1, premioNeto: 1, dcto: 2 });
    expect(dctoDeOferta(conDcto)).toBe(2);
    expect(requiereRecotizar('recargoAdmin', 5, 2, conDcto)).toBe(false);
  });
  it('checks the editable lever against the offer range', () => {
    const oferta = { recargoAdmin: { minimo: 2, maximo: 12 }, comisionProductor: { minima: 5, maxima: 20 } };
    expect(palancaEnRango('recargoAdmin', 5, oferta)).toBe(true);
    expect(palancaEnRango('recargoAdmin', 13, oferta)).toBe(false);
    expect(palancaEnRango('comisionProductor', 4, oferta)).toBe(false);
    expect(palancaEnRango('comisionProductor', null, oferta)).toBe(false);
  });
});

describe('instalments (spec 3 §4.2)', () => {
  it('are enabled only for credit (2); any other form clears them', () => {
    expect(cuotasHabilitadas(2)).toBe(true);
    for (const f of [0, 1, 3, 4, 5, 6]) expect(cuotasHabilitadas(f)).toBe(false);
    expect(cuotasAlCambiarFormaDePago(2, null)).toBe(1);
    expect(cuotasAlCambiarFormaDePago(2, 6)).toBe(6);
    expect(cuotasAlCambiarFormaDePago(0, 6)).toBeNull();
    expect(aSolicitud(viaje({ formaDePago: 0, cuotas: 6 }), { palanca: 'recargoAdmin', nivelSuperiorId: null }).Cuotas).toBe(1);
    expect(aSolicitud(viaje({ formaDePago: 2, cuotas: 6 }), { palanca: 'recargoAdmin', nivelSuperiorId: null }).Cuotas).toBe(6);
  });
});

describe('payment data (spec 3 §5.2)', () => {
  it('transferencia and debitoAutomatico need cbu', () => {
    expect(erroresPago(0, pagoVacio)).toEqual({ cbu: 'Requerido' });
    expect(erroresPago(6, pagoVacio)).toEqual({ cbu: 'Requerido' });
    expect(erroresPago(0, { ...pagoVacio, cbu: '0070' })).toEqual({});
  });
  it('debito and credito need tarjeta, nroTarjeta, vencimiento and titular', () => {
    for (const f of [1, 2])
      expect(Object.keys(erroresPago(f, pagoVacio)).sort()).toEqual(['nroTarjeta', 'tarjeta', 'titular', 'vencimiento']);
  });
  it('the other forms need otros', () => {
    for (const f of [3, 4, 5]) expect(erroresPago(f, pagoVacio)).toEqual({ otros: 'Requerido' });
  });
  it('the payment e-mails follow the ; rule', () => {
    expect(erroresPago(0, { ...pagoVacio, cbu: '1', emails: 'a@b.com; mal' })).toEqual({ emails: EMAIL_INVALIDO });
  });
  it('composes the description from the filled fields', () => {
    expect(describirPago('Transferencia', 0, { ...pagoVacio, cbu: '0070999020000012345678' })).toBe(
      'Transferencia - CBU 0070999020000012345678',
    );
    expect(
      describirPago('Crédito', 2, {
        ...pagoVacio,
        tarjeta: 'Visa Banco Nación',
        nroTarjeta: '4111',
        vencimiento: '12/27',
        titular: 'Ana Pérez',
        emails: 'a@b.com ;c@d.com',
      }),
    ).toBe('Crédito - Tarjeta Visa Banco Nación - Nro. 4111 - Vto. 12/27 - Titular Ana Pérez - Emails a@b.com; c@d.com');
    expect(describirPago('Cheque', 5, { ...pagoVacio, otros: 'Cheque 123', cbu: 'ignorado' })).toBe('Cheque - Datos Cheque 123');
  });
});

describe('notification e-mails', () => {
  it('validates every ;-separated address with the spec message', () => {
    expect(separarEmails(' a@b.com ; ;c@d.com ')).toEqual(['a@b.com', 'c@d.com']);
    expect(emailsValidos('')).toBe(true);
    expect(emailsValidos('a@b.com;c@d.com')).toBe(true);
    expect(emailsValidos('a@b.com, c@d.com')).toBe(false);
    const r = emisionSchema.safeParse({
      ...emisionVacia(),
      refInterna: 'R',
      detalleMercaderia: 'x',
      detalleOrigen: 'x',
      detalleDestino: 'x',
      otroEmail: 'a@b.com; no-es-mail',
    });
    expect(r.error!.issues).toEqual([expect.objectContaining({ path: ['otroEmail'], message: EMAIL_INVALIDO })]);
  });
  it('requires the operational data, max 500', () => {
    const r = emisionSchema.safeParse({ ...emisionVacia(), detalleOrigen: 'x'.repeat(501) });
    const paths = r.error!.issues.map((i) => i.path[0]);
    expect(paths).toEqual(expect.arrayContaining(['refInterna', 'detalleMercaderia', 'detalleOrigen', 'detalleDestino']));
    expect(paths).not.toContain('facturaComercial');
  });
  it('includes the beneficiary e-mail by default, without duplicates', () => {
    expect(emailsNotificacion({ incluirEmailBeneficiario: true, otroEmail: 'x@y.com; agro@demo.com' }, 'agro@demo.com')).toEqual([
      'agro@demo.com',
      'x@y.com',
    ]);
    expect(emailsNotificacion({ incluirEmailBeneficiario: false, otroEmail: '' }, 'agro@demo.com')).toEqual([]);
    expect(emisionVacia().incluirEmailBeneficiario).toBe(true);
  });
  it('builds the issue payload of spec 3 §3.6: Emails empty, the settings as OtrosEmails, the parent level', () => {
    const e = {
      ...emisionVacia(),
      refInterna: ' REF-1 ',
      detalleMercaderia: 'TV',
      detalleOrigen: 'Depósito',
      detalleDestino: 'Centro',
      otroEmail: 'x@y.com',
      pago: { ...pagoVacio, cbu: '0070' },
    };
    const body = aEmitir(e, {
      id: 9,
      nivelSuperiorId: 11,
      formaDePago: 0,
      formaDePagoNombre: 'Transferencia',
      emailBeneficiario: 'agro@demo.com',
    });
    expect(body).toMatchObject({
      Id: 9,
      NivelSuperiorId: 11,
      NroReferenciaInterna: 'REF-1',
      Notificaciones: { Emails: [], OtrosEmails: ['agro@demo.com', 'x@y.com'] },
      MetodoPago: { Descripcion: 'Transferencia - CBU 0070' },
    });
  });
});
