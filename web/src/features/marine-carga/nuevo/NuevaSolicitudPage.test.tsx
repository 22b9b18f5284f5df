import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MONEDAS } from '#shared/catalogos/data.ts';
import { pageAnswer, stubApi } from '#web/test/api-mock.ts';
import { renderInLayout } from '#web/test/layout.tsx';
import { NuevaSolicitudPage } from './NuevaSolicitudPage.tsx';

vi.mock('#web/lib/auth/token.ts', () => ({ getIdToken: async () => 'tok', signOutEverywhere: async () => {} }));

describe('NuevaSolicitudPage (spec 2 §2.5, §5.3)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('an invalid submit marks every required field and sends nothing', async () => {
    const calls = stubApi((req) => (req.path === '/v1/catalogos/monedas' ? pageAnswer(MONEDAS) : undefined));
    renderInLayout(<NuevaSolicitudPage />, { permisos: ['suscripcion.solicitar'], path: '/marine-carga/transporte' });
    expect(screen.getByText('Suscribir Negocios de Marine Carga - Transportes')).toBeTruthy();
    fireEvent.click(screen.getByTestId('suscripcion-enviar'));
    // Insured, address, activity, currency, sum, incoterms, description, territory, packing, claims, coverage and the five limits.
    await waitFor(() => expect(screen.getAllByText('Requerido')).toHaveLength(16));
    expect(calls.requests.some((r) => r.method === 'POST')).toBe(false);
  });
});
