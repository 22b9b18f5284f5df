import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '#web/test/api-mock.ts';
import { renderInLayout } from '#web/test/layout.tsx';
import { certificadoAnual } from '../test-fixtures.ts';
import { DetalleAnualPage } from './DetalleAnualPage.tsx';

vi.mock('#web/lib/auth/token.ts', () => ({ getIdToken: async () => 'tok', signOutEverywhere: async () => {} }));

const RUTA = '/seguros/flotantes/rating-anual/certificados/:id';
const abrir = (id: string) =>
  renderInLayout(<DetalleAnualPage />, {
    permisos: ['certificados.leer'],
    ruta: RUTA,
    path: `/seguros/flotantes/rating-anual/certificados/${id}`,
  });

describe('DetalleAnualPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads 'Seguros › Rating anual › Detalle' above the quote", async () => {
    stubApi((req) => (req.path === '/v1/rating-anual/certificados/5' ? { body: certificadoAnual() } : undefined));
    abrir('5');
    expect((await screen.findByTestId('anual-titulo')).textContent).toContain('N° 5');
    expect(screen.getByTestId('anual-migas').textContent).toBe('Seguros›Rating anual›Detalle');
  });

  it('an id that is not a number is a page that does not exist: no load error, nothing asked', async () => {
    const calls = stubApi(() => undefined);
    const { router } = abrir('abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/404'));
    expect(calls.requests).toHaveLength(0);
  });
});
