import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MONEDAS } from '#shared/catalogos/data.ts';
import { pageAnswer, stubApi, type ApiRequest } from '#web/test/api-mock.ts';
import { renderInLayout } from '#web/test/layout.tsx';
import { CotizarCaucionPage } from './CotizarCaucionPage.tsx';

vi.mock('#web/lib/auth/token.ts', () => ({ getIdToken: async () => 'tok', signOutEverywhere: async () => {} }));

const TOMADOR = {
  id: 9,
  nombre: 'Importadora Demo S.A.',
  cif: '30710000011',
  logo: null,
  markup: null,
  email: null,
  productorId: null,
  pais: { id: 32, nombre: 'Argentina', bandera: '/ar.svg' },
};

const catalogos = (req: ApiRequest) => {
  if (req.path === '/v1/catalogos/monedas') return pageAnswer(MONEDAS);
  if (req.path === '/v1/clientes') return pageAnswer([TOMADOR]);
  return undefined;
};

const elegir = async (testId: string, opcion: RegExp | string) => {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(await screen.findByRole('option', { name: opcion }));
};

const llenar = async () => {
  fireEvent.change(screen.getByTestId('caucion-tomador'), { target: { value: 'Impo' } });
  fireEvent.click((await screen.findAllByTestId('caucion-tomador-option', {}, { timeout: 3000 }))[0]!);
  await elegir('caucion-tipo', 'Tránsito aduanero');
  await elegir('caucion-moneda', /Dólar estadounidense/);
  fireEvent.change(screen.getByTestId('caucion-suma'), { target: { value: '120.000,50' } });
  fireEvent.change(screen.getByTestId('caucion-plazo'), { target: { value: '3' } });
  fireEvent.change(screen.getByTestId('caucion-aduana'), { target: { value: 'Rosario (052)' } });
};

describe('CotizarCaucionPage (issue 27 item 25)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('an invalid submit marks every required field and sends nothing', async () => {
    const calls = stubApi(catalogos);
    renderInLayout(<CotizarCaucionPage />, { permisos: ['cauciones.cotizar'], path: '/cauciones/aduaneras/cotizar' });
    expect(screen.getByRole('heading', { name: 'Cotizar caución aduanera' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('caucion-enviar'));
    // Tomador, bond type, currency, sum, term and customs office.
    await waitFor(() => expect(screen.getAllByText('Requerido')).toHaveLength(6));
    expect(calls.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('sends the request with the tomador’s id, shows its number; a field the API refuses goes next to it', async () => {
    let intentos = 0;
    const calls = stubApi((req) => {
      if (req.method !== 'POST') return catalogos(req);
      intentos++;
      return intentos === 1
        ? { status: 400, body: { message: 'Datos inválidos', errors: [{ path: 'moneda', message: 'La moneda no existe' }] } }
        : { status: 201, body: { id: 4, numero: 'CA-00000004', estado: 1 } };
    });
    renderInLayout(<CotizarCaucionPage />, { permisos: ['cauciones.cotizar'], path: '/cauciones/aduaneras/cotizar' });
    await llenar();
    fireEvent.click(screen.getByTestId('caucion-enviar'));
    expect(await screen.findByText('La moneda no existe')).toBeTruthy();
    fireEvent.click(screen.getByTestId('caucion-enviar'));
    expect(await screen.findByText('Solicitud CA-00000004: la aseguradora le responderá en el seguimiento.')).toBeTruthy();
    const enviados = calls.requests.filter((r) => r.method === 'POST');
    expect(enviados.map((r) => r.path)).toEqual(['/v1/cauciones/aduaneras', '/v1/cauciones/aduaneras']);
    expect(enviados[1]!.body).toMatchObject({
      tomador: { id: 9 },
      tipo: 'transito',
      moneda: 840,
      sumaAsegurada: 120_000.5,
      plazoMeses: 3,
      aduana: 'Rosario (052)',
      destinacion: '',
      observaciones: '',
    });
    expect(screen.getByTestId('caucion-enviar')).toHaveProperty('disabled', true);
  });
});
