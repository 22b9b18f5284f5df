import type { EntradaCarga } from './precio-carga.ts';
import type { EntradaContenedores } from './precio-contenedores.ts';
import type { PolizaPrecio } from './tipos.ts';

/**
 * Shared by the tests and the benchmark: a US$ cargo policy (0,15 %, minimum US$ 50, limits by sea
 * US$ 500.000 and by land US$ 200.000, one endorsement March–June, dangerous goods and Bolivia
 * excluded), a client with its own terms (0,2 %, minimum 60, intermediary 0,05 %, minimum 10) and an
 * issuer condition (markup 0,1 % of the sum insured within 0,05–0,3 %, sale rate 0,25 % minimum 80,
 * extra charges 15, minimum price 100).
 */
export const HOY = '2025-06-10';

export const POLIZA: PolizaPrecio = {
  id: 7,
  numero: 'TR-1001/2025',
  ramo: 'transporte',
  moneda: { id: 840, simbolo: 'US$' },
  vigenciaDesde: '2025-01-01',
  vigenciaHasta: '2025-12-31',
  tasa: 0.15,
  primaMinima: 50,
  limitesPorEmbarque: [
    { transporteId: 1, limite: 500_000 },
    { transporteId: 0, limite: 200_000 },
  ],
  endosos: [{ id: 1, vigenciaDesde: '2025-03-01', vigenciaHasta: '2025-06-30' }],
  anulada: false,
  exclusiones: { mercaderias: [8], paises: [68] },
};

export const entradaCarga = (cambios: Partial<EntradaCarga> = {}): EntradaCarga => ({
  poliza: POLIZA,
  endosoId: null,
  terminos: { tasa: 0.2, primaMinima: 60, tasaIntermediario: 0.05, primaMinimaIntermediario: 10 },
  condicion: {
    tasaVenta: { valor: 0.25, primaMinima: 80, primaCargosExtra: 15 },
    asignacion: 'SumaAsegurada',
    markup: 0.1,
    markupMinimo: 0.05,
    markupMaximo: 0.3,
    premioMinimo: 100,
    premioSugerido: 350,
  },
  embarque: {
    componentes: { valor: 100_000, demasGastos: 0, flete: 0, beneficioImaginario: 10, esMercaderiaUsada: false },
    transporteIds: [1],
    mercaderiaId: 3,
    origenId: 156,
    destinoId: 32,
    fechaSalida: HOY,
  },
  hoy: HOY,
  ...cambios,
});

export const POLIZA_CONTENEDORES: PolizaPrecio = { ...POLIZA, id: 8, numero: 'CT-2002/2025', ramo: 'contenedores' };

/** 20' Dry 40 + 25 per container, 40' Dry 70 + 45; price within [100, 1.000]. */
export const entradaContenedores = (cambios: Partial<EntradaContenedores> = {}): EntradaContenedores => ({
  poliza: POLIZA_CONTENEDORES,
  endosoId: null,
  condicion: {
    tasaVenta: {
      contenedores: [
        { idTipo: 1, prima: 40, primaTransporte: 25 },
        { idTipo: 2, prima: 70, primaTransporte: 45 },
      ],
    },
    premioMinimo: 100,
    premioMaximo: 1_000,
    premio: 400,
  },
  viaje: { fechaSalida: HOY, fechaLlegada: '2025-06-20', fechaDevolucion: '2025-07-05' },
  contenedores: [
    { idTipo: 1, cantidad: 3 },
    { idTipo: 2, cantidad: 2 },
  ],
  hoy: HOY,
  ...cambios,
});
