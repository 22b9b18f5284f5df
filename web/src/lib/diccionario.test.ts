import { afterEach, describe, expect, it, vi } from 'vitest';

const MENSAJE = 'La cobertura no admite la operación Importación';
const sinCatalogos = () => ({});

/** A fresh copy of the module: the test setup loads the pt-BR dictionary for every screen under test. */
const nuevo = async () => {
  vi.resetModules();
  return import('./diccionario.ts');
};

afterEach(() => {
  vi.doUnmock('#shared/i18n/mensajes/traducir.ts');
  vi.restoreAllMocks();
});

describe('the message dictionary', () => {
  it('is never loaded for es-AR, which shows the spec’s Spanish as written', async () => {
    vi.doMock('#shared/i18n/mensajes/traducir.ts', () => {
      throw new Error('es-AR no carga el diccionario');
    });
    const { cargarDiccionario, traducirConDiccionario } = await nuevo();
    await cargarDiccionario('es-AR');
    expect(traducirConDiccionario('es-AR', MENSAJE, sinCatalogos)).toBe(MENSAJE);
  });

  it('translates for pt-BR once loaded with the locale', async () => {
    const { cargarDiccionario, traducirConDiccionario } = await nuevo();
    await cargarDiccionario('pt-BR');
    expect(traducirConDiccionario('pt-BR', MENSAJE, sinCatalogos)).toBe('A cobertura não admite a operação Importação');
  });

  it('says so, and loads it, when asked before the locale loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { traducirConDiccionario } = await nuevo();
    expect(traducirConDiccionario('pt-BR', MENSAJE, sinCatalogos)).toBe(MENSAJE);
    expect(error).toHaveBeenCalledWith('El diccionario de pt-BR no estaba cargado al traducir un mensaje');
    await vi.waitFor(() => expect(traducirConDiccionario('pt-BR', MENSAJE, sinCatalogos)).not.toBe(MENSAJE));
  });
});
