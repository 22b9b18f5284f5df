import { conTextosPt } from '../../coberturas/textos-pt-semilla.ts';
import type { Cobertura, Condicion, GrupoRegla, Montos, Regla, TipoOperacionRegla } from '../model.ts';

/**
 * Seeded specific-trip coverages: six, two per insurer. Rates are tasa por mil on the sum insured in
 * the usual cargo ranges (all risks ≈ 2.6–3.1 ‰, theft + accident ≈ 2.2 ‰, LAP / accident of the
 * conveyance ≈ 0.8–0.9 ‰); deductibles follow the samples of spec 2 §9 (20 % collision-fire, 15 %
 * total theft, 10 % partial theft, 1 % war and strikes).
 *
 * Amounts are per currency. The seed converts a USD figure with fixed seed rates (`FX`), rounded; an
 * insurer edits each currency's amount independently afterwards.
 *
 * Every excess code can be triggered against this seed (see validaciones.test.ts):
 * 500 origin Bolivia/Paraguay on 201 · 501 destination Bolivia on 301 · 510 goods 8 (IMO) or 15
 * (jewellery), or used goods on 101/201/202/301 · 520 sea/air/multimodal on 201, rail on 202 ·
 * 521 above the per-transport limit · 522 national transit (203) on 202 and 301 · 540 past departure on
 * all but 102 · 550–553 country mismatches against the policy country.
 */

const FX: Record<number, number> = { 840: 1, 32: 1000, 978: 0.9, 986: 5.5, 484: 18 };

const USD = 840;
const ARS = 32;
const EUR = 978;
const BRL = 986;
const MXN = 484;

/** A USD amount in every listed currency (seed rates, rounded to a whole unit). */
const montos = (usd: number, monedas: readonly number[]): Montos =>
  Object.fromEntries(monedas.map((m) => [String(m), Math.round(usd * (FX[m] ?? 1))]));

/** Per-transport sum-insured limits, in USD, converted to every listed currency. */
const limites = (porTransporte: Record<number, number>, monedas: readonly number[]) =>
  Object.fromEntries(Object.entries(porTransporte).map(([t, usd]) => [t, montos(usd, monedas)]));

let orden = 0;
const regla = (
  grupo: GrupoRegla,
  concepto: string,
  condicion: Condicion,
  tipoOperacion: TipoOperacionRegla,
  valor: number,
  monedaId?: number,
): Regla => ({ orden: (orden += 10), grupo, concepto, condicion, tipoOperacion, valor, ...(monedaId ? { monedaId } : {}) });

const siempre: Condicion = { siempre: true };
const en = (campo: 'mercaderiaId' | 'transporteId' | 'operacionId' | 'origenId' | 'destinoId' | 'km', ids: number[]) =>
  ({ campo, en: ids }) as Condicion;

/** One rule per currency: a minimum premium (a USD figure converted). */
const primaMinima = (usd: number, monedas: readonly number[]): Regla[] => {
  const o = (orden += 10);
  return monedas.map((m) => ({
    orden: o,
    grupo: 'Prima mínima',
    concepto: 'Prima mínima',
    condicion: siempre,
    tipoOperacion: 'minimo',
    valor: Math.round(usd * (FX[m] ?? 1)),
    monedaId: m,
  }));
};

/** One rule per currency: a factor (>= 1, keeps the premium monotone) from a sum insured in USD. */
const cumulo = (desdeUsd: number, factor: number, monedas: readonly number[]): Regla[] => {
  const o = (orden += 10);
  return monedas.map((m) => ({
    orden: o,
    grupo: 'Suma asegurada',
    concepto: 'Recargo por cúmulo en una unidad de transporte',
    condicion: { campo: 'sumaAsegurada', desde: Math.round(desdeUsd * (FX[m] ?? 1)) },
    tipoOperacion: 'multiplicar',
    valor: factor,
    monedaId: m,
  }));
};

const reglas = (construir: () => Regla[]): Regla[] => {
  orden = 0;
  return construir();
};

const DEDUCIBLES_TODO_RIESGO = [
  { cobertura: 'Choque, vuelco, descarrilamiento e incendio', deducible: '20 % del siniestro' },
  { cobertura: 'Robo total', deducible: '15 % del siniestro' },
  { cobertura: 'Robo parcial', deducible: '10 % del siniestro' },
  { cobertura: 'Guerra, huelga y tumulto', deducible: '1 % de la suma asegurada' },
];

// ---------------------------------------------------------------------------------------------

const m101 = [USD, ARS, EUR];
const todoRiesgoSur: Cobertura = {
  id: 101,
  nombre: 'Todo riesgo',
  idAseguradora: 1,
  activa: true,
  monedas: m101,
  resumenes: [
    'Cubre pérdidas y daños materiales por cualquier causa externa durante el tránsito.',
    'Incluye robo total y parcial, choque, vuelco, incendio y mojadura.',
    'Carga y descarga incluidas.',
  ],
  deducibles: DEDUCIBLES_TODO_RIESGO,
  medidasSeguridad: [
    { nombre: 'Rastreo satelital (GPS)', desdeSumaAsegurada: montos(50_000, m101) },
    { nombre: 'Custodia armada', desdeSumaAsegurada: montos(150_000, m101), mercaderiaIds: [3, 11] },
    { nombre: 'Custodia armada', desdeSumaAsegurada: montos(400_000, m101) },
  ],
  popular: true,
  oferta: 0,
  coeficienteFrecuenciaSiniestros: 12,
  derechoEmision: montos(5, m101),
  configuracion: {
    paisesOrigenProhibidos: [],
    paisesDestinoProhibidos: [],
    mercaderiasProhibidas: [8, 15],
    permiteMercaderiaUsada: false,
    transportesPermitidos: [0, 1, 2, 3, 4],
    operacionesPermitidas: [201, 202, 203],
    limitesSumaAsegurada: limites({ 0: 400_000, 1: 2_000_000, 2: 1_000_000, 3: 400_000, 4: 1_500_000 }, m101),
    permiteSalidaRetroactiva: false,
    reglas: reglas(() => [
      regla('Mercadería', 'Tasa base todo riesgo', siempre, 'base', 2.8),
      regla('Mercadería', 'Mercadería de alto valor, susceptible de robo', en('mercaderiaId', [3, 11]), 'multiplicar', 1.4),
      regla('Mercadería', 'Mercadería perecedera (cadena de frío)', en('mercaderiaId', [2]), 'multiplicar', 1.25),
      regla('Mercadería', 'Mercadería a granel o de bajo riesgo', en('mercaderiaId', [9, 13, 14]), 'multiplicar', 0.8),
      regla('Transporte', 'Transporte marítimo', en('transporteId', [1]), 'multiplicar', 0.85),
      regla('Transporte', 'Transporte aéreo', en('transporteId', [2]), 'multiplicar', 0.75),
      regla('Transporte', 'Transporte ferroviario', en('transporteId', [3]), 'multiplicar', 0.9),
      regla('Operación', 'Tránsito nacional', en('operacionId', [203]), 'multiplicar', 0.9),
      ...cumulo(1_000_000, 1.1, m101),
      regla('Kilómetros', 'Trayecto corto', en('km', [60]), 'multiplicar', 0.9),
      regla('Kilómetros', 'Trayecto largo', en('km', [401]), 'multiplicar', 1.2),
      regla('Continuación', 'Continuación de viaje', { campo: 'continuacionViaje', es: true }, 'porcentaje', 15),
      ...primaMinima(50, m101),
    ]),
  },
};

const m102 = [USD, ARS];
const lapSur: Cobertura = {
  id: 102,
  nombre: 'Accidente del medio de transporte (LAP)',
  idAseguradora: 1,
  activa: true,
  monedas: m102,
  resumenes: [
    'Cubre la pérdida total o parcial causada por choque, vuelco, descarrilamiento o incendio del medio de transporte.',
    'Libre de avería particular: no cubre robo ni faltantes.',
  ],
  deducibles: [{ cobertura: 'Choque, vuelco, descarrilamiento e incendio', deducible: '10 % del siniestro' }],
  medidasSeguridad: [{ nombre: 'Rastreo satelital (GPS)', desdeSumaAsegurada: montos(300_000, m102) }],
  popular: false,
  oferta: 0,
  coeficienteFrecuenciaSiniestros: 6,
  derechoEmision: montos(5, m102),
  configuracion: {
    paisesOrigenProhibidos: [],
    paisesDestinoProhibidos: [],
    mercaderiasProhibidas: [15],
    permiteMercaderiaUsada: true,
    transportesPermitidos: [0, 1, 2, 3, 4],
    operacionesPermitidas: [201, 202, 203],
    limitesSumaAsegurada: limites({ 0: 600_000, 1: 3_000_000, 2: 1_500_000, 3: 600_000, 4: 2_000_000 }, m102),
    permiteSalidaRetroactiva: true,
    reglas: reglas(() => [
      regla('Mercadería', 'Tasa base LAP', siempre, 'base', 0.9),
      regla('Mercadería', 'Mercadería perecedera (cadena de frío)', en('mercaderiaId', [2]), 'multiplicar', 1.1),
      regla('Mercadería', 'Mercadería usada', { campo: 'esMercaderiaUsada', es: true }, 'multiplicar', 1.15),
      regla('Transporte', 'Transporte marítimo', en('transporteId', [1]), 'multiplicar', 1.2),
      regla('Kilómetros', 'Trayecto largo', en('km', [401]), 'multiplicar', 1.15),
      regla('Continuación', 'Continuación de viaje', { campo: 'continuacionViaje', es: true }, 'porcentaje', 10),
      ...primaMinima(30, m102),
    ]),
  },
};

const m201 = [USD, ARS];
const roboTransportes: Cobertura = {
  id: 201,
  nombre: 'Robo total y parcial + accidente',
  idAseguradora: 2,
  activa: true,
  monedas: m201,
  resumenes: [
    'Cubre robo total y parcial de la carga, con o sin violencia sobre el conductor.',
    'Incluye accidente del medio de transporte (choque, vuelco, incendio).',
    'Sólo transporte terrestre y ferroviario.',
  ],
  deducibles: [
    { cobertura: 'Choque, vuelco e incendio', deducible: '20 % del siniestro' },
    { cobertura: 'Robo total', deducible: '15 % del siniestro' },
    { cobertura: 'Robo parcial', deducible: '10 % del siniestro' },
  ],
  medidasSeguridad: [
    { nombre: 'Rastreo satelital (GPS)', desdeSumaAsegurada: montos(20_000, m201) },
    { nombre: 'Custodia armada', desdeSumaAsegurada: montos(40_000, m201), mercaderiaIds: [3, 11] },
    { nombre: 'Custodia armada', desdeSumaAsegurada: montos(100_000, m201) },
  ],
  popular: true,
  oferta: 10,
  coeficienteFrecuenciaSiniestros: 20,
  derechoEmision: montos(4, m201),
  configuracion: {
    paisesOrigenProhibidos: [68, 600],
    paisesDestinoProhibidos: [],
    mercaderiasProhibidas: [8, 15, 16],
    permiteMercaderiaUsada: false,
    transportesPermitidos: [0, 3],
    operacionesPermitidas: [201, 202, 203],
    limitesSumaAsegurada: limites({ 0: 250_000, 3: 250_000 }, m201),
    permiteSalidaRetroactiva: false,
    reglas: reglas(() => [
      regla('Mercadería', 'Tasa base robo + accidente', siempre, 'base', 2.2),
      regla('Mercadería', 'Mercadería de alto valor, susceptible de robo', en('mercaderiaId', [3, 5, 11]), 'multiplicar', 1.5),
      regla('Mercadería', 'Textiles y hogar', en('mercaderiaId', [6, 12]), 'multiplicar', 1.15),
      regla('Transporte', 'Transporte ferroviario', en('transporteId', [3]), 'multiplicar', 0.9),
      ...cumulo(150_000, 1.15, m201),
      regla('Kilómetros', 'Trayecto corto', en('km', [60]), 'multiplicar', 0.85),
      regla('Kilómetros', 'Trayecto largo', en('km', [401]), 'multiplicar', 1.25),
      regla('Continuación', 'Continuación de viaje', { campo: 'continuacionViaje', es: true }, 'porcentaje', 20),
      ...primaMinima(60, m201),
    ]),
  },
};

const m202 = [USD, BRL, ARS];
const todoRiesgoTransportes: Cobertura = {
  id: 202,
  nombre: 'Todo riesgo',
  idAseguradora: 2,
  activa: true,
  monedas: m202,
  resumenes: [
    'Cobertura amplia para importaciones y exportaciones.',
    'Admite joyas y metales preciosos con recargo.',
    'Incluye estadía en puerto o aeropuerto hasta 30 días.',
  ],
  deducibles: DEDUCIBLES_TODO_RIESGO,
  medidasSeguridad: [
    { nombre: 'Rastreo satelital (GPS)', desdeSumaAsegurada: montos(50_000, m202) },
    { nombre: 'Custodia armada', desdeSumaAsegurada: montos(200_000, m202) },
  ],
  popular: false,
  oferta: 0,
  coeficienteFrecuenciaSiniestros: 15,
  derechoEmision: montos(6, m202),
  configuracion: {
    paisesOrigenProhibidos: [],
    paisesDestinoProhibidos: [],
    mercaderiasProhibidas: [8],
    permiteMercaderiaUsada: false,
    transportesPermitidos: [0, 1, 2, 4],
    operacionesPermitidas: [201, 202],
    limitesSumaAsegurada: limites({ 0: 300_000, 1: 1_500_000, 2: 800_000, 4: 1_000_000 }, m202),
    permiteSalidaRetroactiva: false,
    reglas: reglas(() => [
      regla('Mercadería', 'Tasa base todo riesgo', siempre, 'base', 3.1),
      regla('Mercadería', 'Mercadería de alto valor, susceptible de robo', en('mercaderiaId', [3, 11]), 'multiplicar', 1.5),
      regla('Mercadería', 'Joyas y metales preciosos', en('mercaderiaId', [15]), 'multiplicar', 2),
      regla('Mercadería', 'Mercadería perecedera (cadena de frío)', en('mercaderiaId', [2]), 'multiplicar', 1.3),
      regla('Transporte', 'Transporte marítimo', en('transporteId', [1]), 'multiplicar', 0.9),
      regla('Transporte', 'Transporte aéreo', en('transporteId', [2]), 'multiplicar', 0.7),
      regla('Operación', 'Exportación', en('operacionId', [202]), 'multiplicar', 0.95),
      regla('Ruta', 'Origen en Asia', en('origenId', [156]), 'multiplicar', 1.1),
      regla('Kilómetros', 'Trayecto largo', en('km', [401]), 'multiplicar', 1.2),
      regla('Continuación', 'Continuación de viaje', { campo: 'continuacionViaje', es: true }, 'porcentaje', 15),
      ...primaMinima(55, m202),
    ]),
  },
};

const m301 = [USD, MXN, ARS];
const todoRiesgoAtlantida: Cobertura = {
  id: 301,
  nombre: 'Todo riesgo',
  idAseguradora: 3,
  activa: true,
  monedas: m301,
  resumenes: [
    'Todo riesgo para importación y exportación, de bodega a bodega.',
    'Incluye robo, mojadura, rotura y faltantes de bultos enteros.',
  ],
  deducibles: DEDUCIBLES_TODO_RIESGO,
  medidasSeguridad: [
    { nombre: 'Rastreo satelital (GPS)', desdeSumaAsegurada: montos(75_000, m301) },
    { nombre: 'Custodia armada', desdeSumaAsegurada: montos(250_000, m301) },
  ],
  popular: false,
  oferta: 15,
  coeficienteFrecuenciaSiniestros: 10,
  derechoEmision: montos(5, m301),
  configuracion: {
    paisesOrigenProhibidos: [],
    paisesDestinoProhibidos: [68],
    mercaderiasProhibidas: [8, 15],
    permiteMercaderiaUsada: false,
    transportesPermitidos: [0, 1, 2, 3, 4],
    operacionesPermitidas: [201, 202],
    limitesSumaAsegurada: limites({ 0: 350_000, 1: 2_500_000, 2: 1_200_000, 3: 350_000, 4: 1_500_000 }, m301),
    permiteSalidaRetroactiva: false,
    reglas: reglas(() => [
      regla('Mercadería', 'Tasa base todo riesgo', siempre, 'base', 2.6),
      regla('Mercadería', 'Mercadería de alto valor, susceptible de robo', en('mercaderiaId', [3, 11]), 'multiplicar', 1.35),
      regla('Mercadería', 'Vehículos', en('mercaderiaId', [16]), 'multiplicar', 1.2),
      regla('Mercadería', 'Mercadería perecedera (cadena de frío)', en('mercaderiaId', [2]), 'multiplicar', 1.2),
      regla('Transporte', 'Transporte marítimo', en('transporteId', [1]), 'multiplicar', 0.8),
      regla('Transporte', 'Transporte aéreo', en('transporteId', [2]), 'multiplicar', 0.75),
      ...cumulo(2_000_000, 1.1, m301),
      regla('Kilómetros', 'Trayecto largo', en('km', [401]), 'multiplicar', 1.15),
      regla('Continuación', 'Continuación de viaje', { campo: 'continuacionViaje', es: true }, 'porcentaje', 10),
      ...primaMinima(45, m301),
    ]),
  },
};

const m302 = [USD, ARS, BRL, MXN];
const lapAtlantida: Cobertura = {
  id: 302,
  nombre: 'Accidente del medio de transporte (LAP)',
  idAseguradora: 3,
  activa: true,
  monedas: m302,
  resumenes: ['Cubre los daños a la carga causados por accidente del medio de transporte.', 'Admite mercadería usada.'],
  deducibles: [
    { cobertura: 'Choque, vuelco, descarrilamiento e incendio', deducible: '10 % del siniestro' },
    { cobertura: 'Guerra, huelga y tumulto', deducible: '1 % de la suma asegurada' },
  ],
  medidasSeguridad: [{ nombre: 'Rastreo satelital (GPS)', desdeSumaAsegurada: montos(250_000, m302) }],
  popular: false,
  oferta: 0,
  coeficienteFrecuenciaSiniestros: 8,
  derechoEmision: montos(3, m302),
  configuracion: {
    paisesOrigenProhibidos: [],
    paisesDestinoProhibidos: [],
    mercaderiasProhibidas: [8],
    permiteMercaderiaUsada: true,
    transportesPermitidos: [0, 1, 2, 3, 4],
    operacionesPermitidas: [201, 202, 203],
    limitesSumaAsegurada: limites({ 0: 500_000, 1: 2_500_000, 2: 1_000_000, 3: 500_000, 4: 1_500_000 }, m302),
    permiteSalidaRetroactiva: false,
    reglas: reglas(() => [
      regla('Mercadería', 'Tasa base LAP', siempre, 'base', 0.8),
      regla('Mercadería', 'Mercadería usada', { campo: 'esMercaderiaUsada', es: true }, 'multiplicar', 1.1),
      regla('Transporte', 'Transporte marítimo', en('transporteId', [1]), 'multiplicar', 1.25),
      regla('Kilómetros', 'Trayecto largo', en('km', [401]), 'multiplicar', 1.1),
      ...primaMinima(25, m302),
    ]),
  },
};

/** Each with its pt-BR texts (name, summaries, deductibles, measures) for the pt-BR tenants. */
export const COBERTURAS: Cobertura[] = [
  todoRiesgoSur,
  lapSur,
  roboTransportes,
  todoRiesgoTransportes,
  todoRiesgoAtlantida,
  lapAtlantida,
].map(conTextosPt);
