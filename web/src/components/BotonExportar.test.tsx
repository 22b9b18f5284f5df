import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_EXPORTACION, type Exportacion } from '#shared/contract/schemas/exportacion.ts';
import { stubApi } from '#web/test/api-mock.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { BotonExportar } from './BotonExportar.tsx';

vi.mock('#web/lib/auth/token.ts', () => ({ getIdToken: async () => 'tok', signOutEverywhere: async () => {} }));

const ID = '6f1c2a4e-8b3d-4e5f-9a0b-1c2d3e4f5a6b';
const pendiente: Exportacion = { id: ID, estado: 'pendiente' };

describe('BotonExportar', () => {
  const assign = vi.fn();
  beforeEach(() => {
    // The pauses between asks pass on the fake clock, which runs along with the test.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    assign.mockReset();
  });

  it('shows that the file is being built while the worker builds it, then follows its fresh link', async () => {
    const estados: Exportacion[] = [pendiente, { id: ID, estado: 'lista', url: 'https://s3.test/bordereau.xlsx?firma=1' }];
    const api = stubApi((req) => (req.path === `/v1/exportaciones/${ID}` ? { body: estados.shift() } : undefined));
    renderWithProviders(
      <BotonExportar pedir={async () => pendiente} testId="exportar">
        Exportar
      </BotonExportar>,
    );
    fireEvent.click(screen.getByTestId('exportar'));
    expect((await screen.findByTestId('exportar-progreso')).textContent).toContain('Generando el archivo');
    await vi.advanceTimersByTimeAsync(5_000);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://s3.test/bordereau.xlsx?firma=1'));
    expect(api.requests.filter((r) => r.path === `/v1/exportaciones/${ID}`)).toHaveLength(2);
    expect(screen.queryByTestId('exportar-progreso')).toBeNull();
  });

  it('a file already built downloads at once, without asking again', async () => {
    const api = stubApi(() => undefined);
    renderWithProviders(
      <BotonExportar pedir={async () => ({ id: ID, estado: 'lista', url: 'https://s3.test/saldos.xlsx' })} testId="exportar">
        Exportar
      </BotonExportar>,
    );
    fireEvent.click(screen.getByTestId('exportar'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://s3.test/saldos.xlsx'));
    expect(api.requests).toHaveLength(0);
  });

  it('an export that failed shows the spec’s message beside the button, and downloads nothing', async () => {
    stubApi((req) =>
      req.path === `/v1/exportaciones/${ID}` ? { body: { id: ID, estado: 'fallida', mensaje: ERROR_EXPORTACION } } : undefined,
    );
    renderWithProviders(
      <BotonExportar pedir={async () => pendiente} testId="exportar">
        Exportar
      </BotonExportar>,
    );
    fireEvent.click(screen.getByTestId('exportar'));
    await vi.advanceTimersByTimeAsync(2_000);
    expect((await screen.findByTestId('exportar-error')).textContent).toContain(ERROR_EXPORTACION);
    expect(assign).not.toHaveBeenCalled();
    expect((screen.getByTestId('exportar') as HTMLButtonElement).disabled).toBe(false);
  });
});
