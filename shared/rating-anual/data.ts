import { conTextosPt } from '../coberturas/textos-pt-semilla.ts';
import type { CoberturaAnual, ParametrosAnuales, TarifaAnual, TarifarioAnual } from './modelo.ts';

/**
 * The seeded annual tariff (master `ratingAnual`): six coverages, two per insurer, with the sample
 * values of spec 2 §9 — MAE from 4.000.000 up to 100.000.000 or 1.000.000.000, maximum RM coefficient
 * 80, frequency 15 or 35, severity 45 or 65, discount rate 0, 35 or 50, administrative surcharge 5 %,
 * issue fee 2.300, financial surcharge 5 % (taxes are the policy country's, not the coverage's),
 * deductibles 20/15/10/1 %, deposit premium 30 %. Goods rates are tasa por mil on the yearly movement,
 * in the usual range of floating cargo policies (0,25–1,2 ‰); an insurer edits all of it in the masters.
 *
 * Security measures: every seeded coverage pays theft (its deductibles), so each demands the two a
 * theft cover of road cargo usually does, with no threshold (the annual quote knows no shipment's
 * value): satellite tracking on road transit and stops only where guarded; the foreign-trade one adds
 * sealed containers; the named-perils one asks tracking only. They are an example for the insurer to
 * replace with its own wording, not an underwriting rule of the portal.
 */

const USD = 840;
const ARS = 32;

const GPS = { nombre: 'Rastreo satelital (GPS) del vehículo en el transporte terrestre' };
const VIGILADOS = { nombre: 'Detenciones y pernoctes sólo en lugares vigilados' };
const PRECINTOS = { nombre: 'Contenedores cerrados con precinto de seguridad' };

const DEDUCIBLES = [
  { cobertura: 'Colisión, vuelco e incendio', deducible: '20 %' },
  { cobertura: 'Robo total', deducible: '15 %' },
  { cobertura: 'Robo parcial', deducible: '10 %' },
  { cobertura: 'Guerra y huelga', deducible: '1 %' },
];

/** Goods 1–16 of the catalogue; IMO goods (8) and jewellery (15) carry the highest rates. */
const tasas = (escala: number): Record<string, number> =>
  Object.fromEntries(
    [0.35, 0.45, 0.9, 0.5, 0.6, 0.55, 0.5, 1.2, 0.3, 0.7, 0.8, 0.55, 0.3, 0.4, 1.2, 0.75].map((t, i) => [
      String(i + 1),
      Math.round(t * escala * 1000) / 1000,
    ]),
  );

const tarifa = (escala: number, primaMinima: number, extra: Partial<TarifaAnual> = {}): TarifaAnual => ({
  tasasMercaderia: tasas(escala),
  recargoMercaderiaUsada: 25,
  factoresTransporte: { '0': 1, '1': 1.15, '2': 0.85, '3': 1.05, '4': 1.1 },
  factoresOperacion: { '201': 1.1, '202': 1, '203': 0.9 },
  tramosMae: [
    { desde: 10_000_000, porcentaje: -10 },
    { desde: 50_000_000, porcentaje: -20 },
  ],
  tasaRM: 0.5,
  recargoSiniestralidad: 30,
  primaMinima,
  porcentajePrimaDeposito: 30,
  ...extra,
});

const base = {
  activa: true,
  deducibles: DEDUCIBLES,
  recargoAdministrativo: 5,
  recargoFinanciero: 5,
};

const configuracion = (c: Partial<CoberturaAnual['configuracion']> = {}): CoberturaAnual['configuracion'] => ({
  tasaDescuento: 0,
  permiteMercaderiaUsada: false,
  idsMercaderiasPermitidas: [],
  idsMercaderiasProhibidas: [8, 15],
  idsTransportesPermitidos: [0, 1, 2, 3, 4],
  idsOperacionesPermitidas: [201, 202, 203],
  maeMinimo: 4_000_000,
  maeMaximo: 100_000_000,
  coeficienteMaximoRM: 80,
  coeficienteMaximoFrecuenciaSiniestros: 15,
  coeficienteMaximoSeveridadSiniestros: 45,
  ...c,
});

/** Each with its pt-BR texts (name, deductibles, measures) for the pt-BR tenants. */
export const COBERTURAS_ANUALES: CoberturaAnual[] = [
  {
    ...base,
    id: 1,
    nombre: 'Flotante Todo Riesgo',
    idAseguradora: 1,
    idMoneda: USD,
    popular: true,
    medidasSeguridad: [GPS, VIGILADOS],
    derechoEmision: 2300,
    configuracion: configuracion(),
    tarifa: tarifa(1, 4_500),
  },
  {
    ...base,
    id: 2,
    nombre: 'Flotante Riesgos Nombrados',
    idAseguradora: 1,
    idMoneda: USD,
    popular: false,
    medidasSeguridad: [GPS],
    derechoEmision: 2300,
    configuracion: configuracion({ tasaDescuento: 35, permiteMercaderiaUsada: true }),
    tarifa: tarifa(0.8, 3_500),
  },
  {
    ...base,
    id: 3,
    nombre: 'Flotante Grandes Riesgos',
    idAseguradora: 2,
    idMoneda: USD,
    popular: false,
    medidasSeguridad: [GPS, VIGILADOS],
    derechoEmision: 2300,
    configuracion: configuracion({
      tasaDescuento: 50,
      maeMaximo: 1_000_000_000,
      coeficienteMaximoFrecuenciaSiniestros: 35,
      coeficienteMaximoSeveridadSiniestros: 65,
      idsMercaderiasProhibidas: [15],
    }),
    tarifa: tarifa(1.3, 9_000, { tramosMae: [{ desde: 100_000_000, porcentaje: -25 }] }),
  },
  {
    ...base,
    id: 4,
    nombre: 'Flotante Terrestre Nacional',
    idAseguradora: 2,
    idMoneda: USD,
    popular: false,
    medidasSeguridad: [GPS, VIGILADOS],
    derechoEmision: 2300,
    configuracion: configuracion({ idsTransportesPermitidos: [0, 3], idsOperacionesPermitidas: [203] }),
    tarifa: tarifa(0.7, 2_500),
  },
  {
    ...base,
    id: 5,
    nombre: 'Flotante Comercio Exterior',
    idAseguradora: 3,
    idMoneda: USD,
    popular: true,
    medidasSeguridad: [GPS, VIGILADOS, PRECINTOS],
    derechoEmision: 2300,
    configuracion: configuracion({
      tasaDescuento: 35,
      idsOperacionesPermitidas: [201, 202],
      coeficienteMaximoFrecuenciaSiniestros: 35,
      coeficienteMaximoSeveridadSiniestros: 65,
    }),
    tarifa: tarifa(1.1, 5_000),
  },
  {
    ...base,
    id: 6,
    nombre: 'Flotante Pesos Todo Riesgo',
    idAseguradora: 3,
    idMoneda: ARS,
    popular: false,
    medidasSeguridad: [GPS, VIGILADOS],
    derechoEmision: 2_300_000,
    configuracion: configuracion({ maeMinimo: 4_000_000_000, maeMaximo: 100_000_000_000 }),
    tarifa: tarifa(1, 4_500_000, {
      tramosMae: [
        { desde: 10_000_000_000, porcentaje: -10 },
        { desde: 50_000_000_000, porcentaje: -20 },
      ],
    }),
  },
].map(conTextosPt);

export const PARAMETROS_ANUALES: ParametrosAnuales[] = [
  {
    idAseguradora: 1,
    comisionMinima: 10,
    comisionMaxima: 30,
    comisionPredeterminada: 15,
    cuotasPermitidas: [1, 3, 6, 12],
    idsFormasDePagoPermitidas: [0, 1, 2, 4],
  },
  {
    idAseguradora: 2,
    comisionMinima: 10,
    comisionMaxima: 25,
    comisionPredeterminada: 20,
    cuotasPermitidas: [1, 3, 6, 12],
    idsFormasDePagoPermitidas: [0, 1, 2, 4, 6],
  },
  {
    idAseguradora: 3,
    comisionMinima: 10,
    comisionMaxima: 30,
    comisionPredeterminada: 20,
    cuotasPermitidas: [1, 3, 6],
    idsFormasDePagoPermitidas: [0, 2, 4],
  },
];

export const TARIFARIO_ANUAL: TarifarioAnual = { coberturas: COBERTURAS_ANUALES, parametros: PARAMETROS_ANUALES };
