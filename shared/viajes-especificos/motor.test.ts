import { describe, expect, it } from 'vitest';
import { ofertaSchema } from '#shared/contract/schemas/viaje-especifico.ts';
import { AYER, contexto, solicitud } from './fixtures.ts';
import { COBERTURAS } from './data/coberturas.ts';
import { PARAMETROS_POR_ASEGURADORA } from './data/parametros.ts';
import { SolicitudInvalidaError } from '#shared/validators/errores-campo.ts';
import { cotizar } from './motor.ts';
import { resolverComercial, validarComercial, validarCotizacion, validarDescuento, validarPago } from './motor/entrada.ts';
import { textoCondicion } from './motor/reglas.ts';

const P1 = PARAMETROS_POR_ASEGURADORA[1]!;
const P2 = PARAMETROS_POR_ASEGURADORA[2]!;

describe('cotizar: hand-computed cases', () => {
  it('case 1 — 101 Todo riesgo, USD import by sea, electronics, AR responsable inscripto', () => {
    // SA = (100 000 + 0 + 0) × 1,10 = 110 000,00
    // base 2,8 ‰:              110 000 × 2,8 / 1000 = 308,00
    // electrónica × 1,4:       308,00 × 1,4  = 431,20
    // marítimo × 0,85:         431,20 × 0,85 = 366,52
    // mínimo US$ 50:           max(366,52; 50) = 366,52   = prima técnica (no oferta)
    // comisión 15 % (default): 366,52 × 1,15 = 421,498 -> 421,50 = prima
    // recargo admin 5 %:       421,50 × 0,05 = 21,075 -> 21,08      -> 442,58
    // derecho de emisión US$ 5                                       -> 447,58 = premio neto
    // IVA 21 %:                447,58 × 0,21 = 93,9918 -> 93,99
    // IIBB 3 %:                447,58 × 0,03 = 13,4274 -> 13,43
    // premio = 447,58 + 93,99 + 13,43 = 555,00
    const [o] = cotizar(solicitud({ CoberturaId: 101 }), contexto());
    expect(o).toBeDefined();
    expect(o!.sumaAsegurada).toBe(110_000);
    expect(o!.calculoPrima.reglas.map((r) => r.resultado)).toEqual([308, 431.2, 366.52, 366.52, 421.5]);
    expect(o!.calculoPrima.resultados).toMatchObject({
      Mercadería: 431.2,
      Transporte: 366.52,
      'Prima mínima': 366.52,
      'Prima técnica': 366.52,
      Prima: 421.5,
    });
    expect(o!.prima).toBe(421.5);
    expect(o!.calculoPremio.resultados).toEqual({
      Prima: 421.5,
      'Recargo administrativo': 21.08,
      'Derecho de emisión': 5,
      'Recargo financiero': 0,
      'Premio Neto': 447.58,
      IVA: 93.99,
      'Ingresos Brutos': 13.43,
      Premio: 555,
    });
    expect(o!.premio).toBe(555);
    expect(o!.valorCuota).toBe(555);
    expect(o!.validaciones).toEqual([]);
    expect(o!.medidasSeguridad.map((m) => m.nombre)).toEqual(['Rastreo satelital (GPS)']);
    expect(o!.recargoAdmin).toEqual({ valor: 5, predeterminado: 5, minimo: 0, maximo: 10 });
    expect(o!.comisionProductor).toEqual({ valor: 15, predeterminada: 15, minima: 5, maxima: 25 });
    expect(o!.cantidadViajes).toBe(1);
    expect(o!.moneda).toEqual({ id: 840, simbolo: 'US$' });
    expect(o!.cobertura.aseguradora).toBe('Aseguradora del Sur S.A.');
    // Each master rule's pt-BR concept rides along in the trace; the engine's own lines carry none.
    expect(o!.calculoPrima.reglas.map((r) => r.nombres?.['pt-BR'])).toEqual([
      'Taxa base todos os riscos',
      'Mercadoria de alto valor, suscetível a roubo',
      'Transporte marítimo',
      'Prêmio puro mínimo',
      undefined,
    ]);
  });

  it('case 2 — 201 Robo (10 % off), ARS national transit, bank tenant commission 25, credit in 3, exento', () => {
    // SA = 20 000 000 + 0 + 500 000 = 20 500 000 × (1 + 0) = 20 500 000,00
    // base 2,2 ‰:                 20 500 000 × 2,2 / 1000 = 45 100,00
    // textiles × 1,15:            51 865,00
    // km > 400 × 1,25:            64 831,25
    // continuación + 20 %:        77 797,50
    // mínimo $ 60 000:            77 797,50  = prima técnica
    // oferta − 10 %:              77 797,50 × 0,90 = 70 017,75
    // comisión 25 %:              70 017,75 × 1,25 = 87 522,1875 -> 87 522,19 = prima
    // recargo admin 5 %:          87 522,19 × 0,05 = 4 376,1095 -> 4 376,11  -> 91 898,30
    // derecho de emisión $ 4 000                                              -> 95 898,30
    // recargo financiero 2 % × (3 − 1) = 4 % of 91 898,30 = 3 675,932 -> 3 675,93 -> 99 574,23 = premio neto
    // exento: no IVA; IIBB 3 %:   99 574,23 × 0,03 = 2 987,2269 -> 2 987,23
    // premio = 102 561,46; cuota = 102 561,46 / 3 = 34 187,153 -> 34 187,15
    const r = solicitud({
      CoberturaId: 201,
      MonedaId: 32,
      OperacionId: 203,
      OrigenId: 32,
      DestinoId: 32,
      TransporteId: 0,
      MercaderiaId: 6,
      ValorFactura: 20_000_000,
      GastoEnvio: 500_000,
      BeneficioImaginario: 0,
      Km: 401,
      ContinuacionViaje: true,
      comisionProductor: 25,
      FormaDePagoId: 2,
      Cuotas: 3,
      CondicionFiscal: 'exento',
    });
    const [o] = cotizar(r, contexto({ comercialEditable: 'comisionProductor', mostrarKm: true }));
    expect(o!.sumaAsegurada).toBe(20_500_000);
    expect(o!.calculoPrima.resultados['Prima técnica']).toBe(77_797.5);
    expect(o!.calculoPrima.resultados['Oferta']).toBe(70_017.75);
    expect(o!.prima).toBe(87_522.19);
    expect(o!.calculoPremio.resultados).toEqual({
      Prima: 87_522.19,
      'Recargo administrativo': 4_376.11,
      'Derecho de emisión': 4_000,
      'Recargo financiero': 3_675.93,
      'Premio Neto': 99_574.23,
      'Ingresos Brutos': 2_987.23,
      Premio: 102_561.46,
    });
    expect(o!.premio).toBe(102_561.46);
    expect(o!.valorCuota).toBe(34_187.15);
    expect(o!.oferta).toBe(10);
    const lineaOferta = o!.calculoPrima.reglas.find((l) => l.grupo === 'Oferta');
    expect(lineaOferta).toMatchObject({ tipoOperacion: 'porcentaje', valorOperacion: -10, resultado: 70_017.75 });
    expect(o!.comisionProductor.valor).toBe(25);
    expect(o!.validaciones).toEqual([]);
    expect(o!.medidasSeguridad.map((m) => m.nombre)).toEqual(['Rastreo satelital (GPS)']);
  });

  it('case 3 — 302 LAP, BRL Brazilian national transit by sea, used goods, recargo 8 %, IOF, yesterday', () => {
    // SA = 200 000 + 10 000 + 15 000 = 225 000,00 (used goods: no imaginary benefit)
    // base 0,8 ‰:           225 000 × 0,8 / 1000 = 180,00
    // usada × 1,1:          198,00
    // marítimo × 1,25:      247,50
    // mínimo R$ 138:        247,50 = prima técnica
    // comisión 10 %:        272,25 = prima
    // recargo admin 8 %:    272,25 × 0,08 = 21,78     -> 294,03
    // derecho de emisión R$ 17 (3 USD × 5,5 = 16,5, rounded) -> 311,03 = premio neto
    // IOF 7,38 %:           311,03 × 0,0738 = 22,954 -> 22,95
    // premio = 333,98; departure yesterday and no retroactive cover -> 540
    const r = solicitud({
      CoberturaId: 302,
      MonedaId: 986,
      OperacionId: 203,
      OrigenId: 76,
      DestinoId: 76,
      TransporteId: 1,
      MercaderiaId: 4,
      EsMercaderiaUsada: true,
      ValorFactura: 200_000,
      DemasGastos: 10_000,
      GastoEnvio: 15_000,
      BeneficioImaginario: 10,
      FechaSalida: AYER,
      recargoAdmin: 8,
      CondicionFiscal: 'lucroReal',
    });
    const [o] = cotizar(r, contexto({ paisPolizaId: 76 }));
    expect(o!.sumaAsegurada).toBe(225_000);
    expect(o!.calculoPrima.reglas.map((l) => l.resultado)).toEqual([180, 198, 247.5, 247.5, 272.25]);
    expect(o!.calculoPremio.resultados).toEqual({
      Prima: 272.25,
      'Recargo administrativo': 21.78,
      'Derecho de emisión': 17,
      'Recargo financiero': 0,
      'Premio Neto': 311.03,
      IOF: 22.95,
      Premio: 333.98,
    });
    expect(o!.premio).toBe(333.98);
    expect(o!.validaciones.map((v) => v.codigo)).toEqual([540]);
    expect(o!.moneda.simbolo).toBe('R$');
  });

  it('case 4 — the same Brazilian quote as an export: IOF zero rate for international transport', () => {
    // 302, BRL, export BR -> AR by sea, new goods 4, defaults (recargo 5 %, comisión 10 %).
    // SA = 100 000 × 1,10 = 110 000; base 0,8 ‰ = 88,00; marítimo × 1,25 = 110,00; min R$ 138 -> 138,00
    // comisión 10 % -> 151,80; admin 5 % = 7,59 -> 159,39; fee 17 -> 176,39 = premio neto = premio (no IOF)
    const r = solicitud({
      CoberturaId: 302,
      MonedaId: 986,
      OperacionId: 202,
      OrigenId: 76,
      DestinoId: 32,
      MercaderiaId: 4,
      CondicionFiscal: 'simplesNacional',
    });
    const [o] = cotizar(r, contexto({ paisPolizaId: 76 }));
    expect(o!.calculoPrima.reglas.map((l) => l.resultado)).toEqual([88, 110, 138, 151.8]);
    expect(o!.premio).toBe(176.39);
    expect(o!.calculoPremio.reglas.some((l) => l.grupo === 'Premio')).toBe(false);
  });
});

describe('cotizar: offers', () => {
  it('gives one offer per coverage accepting the currency, sorted by premio, each matching the contract', () => {
    const ofertas = cotizar(solicitud(), contexto());
    expect(ofertas.map((o) => o.cobertura.id).sort()).toEqual([101, 102, 201, 202, 301, 302]);
    for (let i = 1; i < ofertas.length; i++) expect(ofertas[i]!.premio).toBeGreaterThanOrEqual(ofertas[i - 1]!.premio);
    for (const o of ofertas) expect(ofertaSchema.parse(o)).toEqual(o);
  });

  it('skips coverages that do not accept the currency (MXN: 301 and 302 only)', () => {
    const ofertas = cotizar(solicitud({ MonedaId: 484 }), contexto({ paisPolizaId: 32 }));
    expect(ofertas.map((o) => o.cobertura.id).sort()).toEqual([301, 302]);
  });

  it('still offers a coverage with excess validations, carrying them', () => {
    const ofertas = cotizar(solicitud({ MercaderiaId: 8 }), contexto());
    const tr = ofertas.find((o) => o.cobertura.id === 101)!;
    expect(tr.validaciones.map((v) => v.codigo)).toContain(510);
    expect(tr.premio).toBeGreaterThan(0);
  });

  it('returns nothing for an unknown CoberturaId', () => {
    expect(cotizar(solicitud({ CoberturaId: 999 }), contexto())).toEqual([]);
  });

  it('traces conditions as readable Spanish text', () => {
    const [o] = cotizar(solicitud({ CoberturaId: 101 }), contexto());
    expect(o!.calculoPrima.reglas.map((l) => l.condicion)).toEqual([
      'Siempre',
      'Mercadería es Electrónica de consumo o Medicamentos',
      'Transporte es Marítimo',
      'Siempre (en USD)',
      'Siempre',
    ]);
    expect(textoCondicion({ campo: 'sumaAsegurada', desde: 1_000_000, hasta: 2_500_000.5 })).toBe(
      'Suma asegurada desde 1.000.000,00 y menor a 2.500.000,50',
    );
    expect(textoCondicion({ campo: 'km', en: [60, 401] })).toBe('Distancia es hasta 60 km o más de 400 km');
  });

  it('adds the security measures from their thresholds and goods', () => {
    const [o] = cotizar(solicitud({ CoberturaId: 101, ValorFactura: 200_000 }), contexto());
    expect(o!.medidasSeguridad.map((m) => m.nombre)).toEqual(['Rastreo satelital (GPS)', 'Custodia armada']);
    // Each measure carries its pt-BR name into the offer, for a pt-BR tenant's card and papers.
    expect(o!.medidasSeguridad[1]!.nombres).toEqual({ 'pt-BR': 'Escolta armada' });
    const [p] = cotizar(solicitud({ CoberturaId: 101, ValorFactura: 200_000, MercaderiaId: 4 }), contexto());
    expect(p!.medidasSeguridad.map((m) => m.nombre)).toEqual(['Rastreo satelital (GPS)']);
  });
});

describe('commercial values and payment', () => {
  it('uses the insurer default when absent and the request value for the editable lever', () => {
    expect(resolverComercial({}, P1, 'recargoAdmin')).toEqual({ recargoAdmin: 5, comisionProductor: 15 });
    expect(resolverComercial({ recargoAdmin: 7 }, P1, 'recargoAdmin')).toEqual({ recargoAdmin: 7, comisionProductor: 15 });
    expect(resolverComercial({ comisionProductor: 22 }, P1, 'comisionProductor')).toEqual({
      recargoAdmin: 5,
      comisionProductor: 22,
    });
  });

  it('rejects out-of-range values for the editable lever', () => {
    expect(validarComercial({ recargoAdmin: 11 }, P1, 'recargoAdmin')).toEqual({
      recargoAdmin: 'El recargo administrativo debe estar entre 0 % y 10 %',
    });
    expect(validarComercial({ recargoAdmin: 10 }, P1, 'recargoAdmin')).toEqual({});
    expect(validarComercial({ comisionProductor: 4 }, P1, 'comisionProductor')).toEqual({
      comisionProductor: 'La comisión del productor debe estar entre 5 % y 25 %',
    });
    expect(validarComercial({ comisionProductor: null }, P1, 'comisionProductor')).toEqual({});
  });

  it('rejects a change to the lever the tenant may not move', () => {
    expect(validarComercial({ comisionProductor: 20 }, P1, 'recargoAdmin')).toHaveProperty('comisionProductor');
    expect(validarComercial({ comisionProductor: 15 }, P1, 'recargoAdmin')).toEqual({});
    expect(validarComercial({ recargoAdmin: 3 }, P1, 'comisionProductor')).toHaveProperty('recargoAdmin');
  });

  it('allows instalments only with credit and within the insurer list', () => {
    expect(validarPago({ FormaDePagoId: 0, Cuotas: 3 }, P1)).toEqual({
      Cuotas: 'Sólo se puede pagar en cuotas con tarjeta de crédito',
    });
    expect(validarPago({ FormaDePagoId: 2, Cuotas: 12 }, P1)).toHaveProperty('Cuotas');
    expect(validarPago({ FormaDePagoId: 2, Cuotas: 12 }, P2)).toEqual({});
    expect(validarPago({ FormaDePagoId: 3, Cuotas: 1 }, P1)).toHaveProperty('FormaDePagoId');
  });

  it('cotizar throws the field errors, naming the insurer when several are quoted', () => {
    const r = solicitud({ recargoAdmin: 14 });
    expect(() => cotizar(r, contexto())).toThrow(SolicitudInvalidaError);
    expect(validarCotizacion(r, contexto())).toEqual({
      recargoAdmin: 'El recargo administrativo debe estar entre 0 % y 10 % (Aseguradora del Sur S.A.)',
    });
    // The same value re-pricing an insurer that allows it is fine.
    expect(cotizar(solicitud({ recargoAdmin: 14, CoberturaId: 202 }), contexto())[0]!.recargoAdmin.valor).toBe(14);
  });

  it('checks sum insured, imaginary benefit and fiscal condition', () => {
    const r = solicitud({ ValorFactura: 0, BeneficioImaginario: 15, CondicionFiscal: 'lucroReal' });
    expect(validarCotizacion(r, contexto({ beneficioImaginarioMaximo: 10 }))).toEqual({
      SumaAsegurada: 'La suma asegurada debe ser mayor a 0',
      BeneficioImaginario: 'El beneficio imaginario no puede superar el 10 %',
      CondicionFiscal: 'La condición fiscal no corresponde al país de la póliza',
    });
  });

  it('throws on a coverage whose insurer has no parameters (data error)', () => {
    expect(() => cotizar(solicitud(), contexto({ parametros: {} }))).toThrow(/parámetros/);
  });

  it('uses the first seeded coverage list unchanged (the engine never mutates data)', () => {
    const antes = JSON.stringify(COBERTURAS);
    cotizar(solicitud(), contexto());
    expect(JSON.stringify(COBERTURAS)).toBe(antes);
  });
});

describe('kilometre band (spec 3 §2.2: only where the tenant shows it)', () => {
  // 101 Todo riesgo prices more than 400 km × 1,2 ('Trayecto largo').
  const largo = { CoberturaId: 101, Km: 401 as const };

  it('is required to quote only when the tenant shows the field', () => {
    expect(validarCotizacion(solicitud({ Km: null }), contexto({ mostrarKm: true }))).toEqual({ Km: 'Requerido' });
    expect(validarCotizacion(solicitud({ Km: null }), contexto({ mostrarKm: false }))).toEqual({});
    expect(validarCotizacion(solicitud({ Km: null }), contexto())).toEqual({});
  });

  it('prices the band where shown and ignores it elsewhere', () => {
    const sinKm = cotizar(solicitud({ CoberturaId: 101, Km: 100 }), contexto({ mostrarKm: true }))[0]!;
    const conKm = cotizar(solicitud(largo), contexto({ mostrarKm: true }))[0]!;
    const oculto = cotizar(solicitud(largo), contexto({ mostrarKm: false }))[0]!;
    expect(conKm.calculoPrima.reglas.some((r) => r.grupo === 'Kilómetros')).toBe(true);
    expect(conKm.prima).toBeGreaterThan(sinKm.prima);
    expect(oculto.calculoPrima.reglas.some((r) => r.grupo === 'Kilómetros')).toBe(false);
    expect(oculto.prima).toBe(sinKm.prima);
  });
});

describe('commercial discount (dctoComercial)', () => {
  it('comes off the commission-loaded premium as a traced line', () => {
    const sin = cotizar(solicitud({ CoberturaId: 101 }), contexto())[0]!;
    const con = cotizar(solicitud({ CoberturaId: 101, dctoComercial: 10 }), contexto())[0]!;
    // 421,50 (case 1) − 10 % = 379,35
    expect(sin.prima).toBe(421.5);
    expect(con.prima).toBe(379.35);
    expect(con.calculoPrima.resultados['Descuento comercial']).toBe(379.35);
    expect(con.calculoPrima.reglas.at(-1)).toMatchObject({ grupo: 'Descuento comercial', valorOperacion: -10 });
    expect(con.premio).toBeLessThan(sin.premio);
    expect(sin.calculoPrima.reglas.some((r) => r.grupo === 'Descuento comercial')).toBe(false);
  });

  it('is bounded by the producer commission the quote uses', () => {
    // Aseguradora del Sur: default commission 15 %; a bank tenant moving it to 20 may give up to 20.
    expect(validarDescuento({ dctoComercial: 15 }, P1, 'recargoAdmin')).toEqual({});
    expect(validarDescuento({ dctoComercial: 15.5 }, P1, 'recargoAdmin')).toEqual({
      dctoComercial: 'El descuento comercial debe estar entre 0 % y 15 % (la comisión del productor)',
    });
    expect(validarDescuento({ dctoComercial: 20, comisionProductor: 20 }, P1, 'comisionProductor')).toEqual({});
    expect(validarDescuento({ dctoComercial: -1 }, P1, 'recargoAdmin')).toHaveProperty('dctoComercial');
    expect(() => cotizar(solicitud({ CoberturaId: 101, dctoComercial: 50 }), contexto())).toThrow(SolicitudInvalidaError);
  });
});
