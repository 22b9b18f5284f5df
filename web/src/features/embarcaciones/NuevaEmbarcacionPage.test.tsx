import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageAnswer, stubApi } from '#web/test/api-mock.ts';
import { renderInLayout } from '#web/test/layout.tsx';
import { NuevaEmbarcacionPage } from './NuevaEmbarcacionPage.tsx';

vi.mock('#web/lib/auth/token.ts', () => ({ getIdToken: async () => 'tok', signOutEverywhere: async () => {} }));

const URL_CHECKOUT = 'http://cargosur.localhost/checkout?total=120000&nombre=La+Gaviota&moneda=%24&id=abcdefghijklmnopqrstuv';
const escribir = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const elegir = async (testId: string, opcion: string) => {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(await screen.findByRole('option', { name: opcion }));
};

const render = (answer: { status?: number; body: unknown }) => {
  const api = stubApi((req) => {
    if (req.path === '/v1/empresas')
      return pageAnswer([
        { id: 2, nombre: 'Transportes Seguros S.A.', cif: '30-2', tipo: 'aseguradora', paisId: 32, configuracion: {} },
      ]);
    if (req.path === '/v1/checkout' && req.method === 'POST') return answer;
    return undefined;
  });
  renderInLayout(<NuevaEmbarcacionPage />, { permisos: ['certificados.cotizar'], path: '/certificados/embarcaciones/nueva' });
  return api;
};
const completar = async () => {
  escribir('emb-nombre-input', 'La Gaviota');
  await elegir('emb-cobertura', 'Responsabilidad civil');
  escribir('emb-suma', '30.000.000');
  escribir('emb-total', '120.000');
  await elegir('emb-aseguradora', 'Transportes Seguros S.A.');
  escribir('emb-tomador', 'Marina Costa');
  escribir('emb-email', 'marina@cargosur.demo');
};

describe('NuevaEmbarcacionPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('registers the quote with POST /v1/checkout and hands over its checkout link', async () => {
    const api = render({ status: 201, body: { id: 'abcdefghijklmnopqrstuv', url: URL_CHECKOUT } });
    await completar();
    fireEvent.click(screen.getByTestId('emb-registrar'));
    await screen.findByTestId('emb-registrada');
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      nombre: 'La Gaviota',
      coberturaId: 'rc',
      sumaAsegurada: 30_000_000,
      total: 120_000,
      aseguradoraId: 2,
      tomador: { nombre: 'Marina Costa', email: 'marina@cargosur.demo' },
    });
    expect((screen.getByTestId('emb-enlace') as HTMLInputElement).value).toBe(URL_CHECKOUT);
    expect(screen.getByTestId('emb-enlace-abrir').getAttribute('href')).toBe(URL_CHECKOUT);
  });

  it('refuses a total above the sum insured before sending, with the server’s message', async () => {
    const api = render({ status: 201, body: {} });
    await completar();
    escribir('emb-total', '40.000.000');
    fireEvent.click(screen.getByTestId('emb-registrar'));
    await screen.findByText('El total no puede superar la suma asegurada');
    await waitFor(() => expect(api.requests.some((r) => r.method === 'POST')).toBe(false));
  });

  it('puts the server’s field errors on their fields', async () => {
    render({
      status: 400,
      body: { message: 'Datos inválidos', errors: [{ path: 'aseguradoraId', message: 'No es una aseguradora del portal' }] },
    });
    await completar();
    fireEvent.click(screen.getByTestId('emb-registrar'));
    await screen.findByText('No es una aseguradora del portal');
    expect(screen.queryByTestId('emb-registrada')).toBeNull();
  });
});
