import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '#web/test/api-mock.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { CondicionesPage } from './CondicionesPage.tsx';

const en = (path: string) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/condiciones/:coberturaId" element={<CondicionesPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('CondicionesPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a fresh link to the coverage’s conditions and goes there', async () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    const api = stubApi((req) =>
      req.path === '/v1/publico/condiciones/101' ? { body: { url: 'https://s3.test/condiciones/101.pdf?firma' } } : undefined,
    );
    en('/condiciones/101');
    expect(screen.getByText('Abriendo las condiciones de la cobertura…')).toBeTruthy();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('https://s3.test/condiciones/101.pdf?firma'));
    expect(api.requests.map((r) => r.path)).toContain('/v1/publico/condiciones/101');
  });

  it('says so when the coverage has no conditions', async () => {
    stubApi(() => undefined);
    en('/condiciones/999');
    expect(await screen.findByTestId('condiciones-error')).toBeTruthy();
    expect(screen.getByText('No encontramos las condiciones de esa cobertura.')).toBeTruthy();
  });
});
