import { describe, expect, it } from 'vitest';
import { FORMAS_DE_PAGO, MODOS_TRANSPORTE, MONEDAS, PAISES, TIPOS_MERCADERIA, TIPOS_RIESGO } from '../../catalogos/data.ts';
import { listCatalogo } from './catalogos.ts';

describe('list-catalogo response', () => {
  it.each([
    ['tiposMercaderia', TIPOS_MERCADERIA],
    ['paises', PAISES],
    ['monedas', MONEDAS],
    ['modosTransporte', MODOS_TRANSPORTE],
    ['formasDePago', FORMAS_DE_PAGO],
    ['tiposRiesgo', TIPOS_RIESGO],
  ])('keeps every field of %s through the client-side parse', (_name, data) => {
    expect(listCatalogo.response.parse({ data }).data).toEqual(data);
  });
});
