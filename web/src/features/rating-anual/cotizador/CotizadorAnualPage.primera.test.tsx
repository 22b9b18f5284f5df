import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { TIPOS_MERCADERIA } from '#shared/catalogos/data.ts';
import { parametrosDeMoneda } from '#shared/rating-anual/motor.ts';
import { avisarPrimeraPantalla } from '#web/lib/primera-pantalla.ts';
import { pageAnswer, stubApi } from '#web/test/api-mock.ts';
import { renderInLayout } from '#web/test/layout.tsx';
import { CTX } from '../test-fixtures.ts';
import { CotizadorAnualPage } from './CotizadorAnualPage.tsx';

vi.mock('#web/lib/auth/token.ts', () => ({ getIdToken: async () => 'tok', signOutEverywhere: async () => {} }));

describe('the annual quoter as the first screen of a visit (record 0185)', () => {
  it('draws its heading at once and asks for the wizard and its parameters only once the first screen painted', async () => {
    // Already in the module cache: a wizard the page did not hold back would render within the wait below.
    await import('./AsistenteAnual.tsx');
    const calls = stubApi((req) => {
      if (req.path === '/v1/rating-anual/parametros-aseguradora')
        return { body: { monedas: [{ id: 840, simbolo: 'U$S', nombre: 'Dólar' }], parametros: parametrosDeMoneda(840, CTX) } };
      if (req.path.startsWith('/v1/catalogos/')) return pageAnswer(TIPOS_MERCADERIA);
      return undefined;
    });
    renderInLayout(<CotizadorAnualPage />, {
      permisos: ['ratingAnual.cotizar'],
      path: '/seguros/flotantes/rating-anual/certificados/cotizador',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Cotizador rating anual' })).toBeTruthy();
    const irLista = screen.getByTestId('anual-ir-lista');
    irLista.focus();
    // A page that did not hold the wizard back asks for its parameters within this second.
    await expect(waitFor(() => expect(calls.requests).not.toEqual([]), { timeout: 1_000 })).rejects.toThrow();
    expect(screen.queryByTestId('anual-partes')).toBeNull();

    act(() => avisarPrimeraPantalla());
    expect(await screen.findByTestId('anual-partes')).toBeTruthy();
    expect(calls.requests.map((r) => r.path)).toContain('/v1/rating-anual/parametros-aseguradora');
    // The heading stays one element: it was not drawn again, and the focus on its button stayed there.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByTestId('anual-ir-lista')).toBe(irLista);
    expect(document.activeElement).toBe(irLista);
  });
});
