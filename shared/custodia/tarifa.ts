import { formatearDinero } from '../viajes-especificos/redondeo.ts';

/**
 * The currency of the custody provider's rates. Its API answers a bare number (spec 2 §3.1); the
 * provider escorts trucks in Argentina and prices in pesos, so the rate is pesos wherever it is shown
 * (the modal, the hire, the certificate's card, the e-mail).
 */
export const MONEDA_TARIFA_CUSTODIA = { codigo: 'ARS', simbolo: '$' } as const;

/** 227872.37 -> '$ 227.872,37'. */
export const tarifaCustodia = (rate: number): string => `${MONEDA_TARIFA_CUSTODIA.simbolo} ${formatearDinero(rate)}`;
