import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PrimeraPantalla from './primera-pantalla.ts';

type Modulo = typeof PrimeraPantalla;

/** A fresh copy of the module whose fallback timer sits on a clock that only the test moves. */
const importarConRelojQuieto = async (): Promise<Modulo> => {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  const modulo = await import('./primera-pantalla.ts');
  return modulo;
};

describe('the first screen signal (record 0185)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds deferred work until the first screen painted, then runs it at once', async () => {
    const { trasLaPrimeraPantalla, avisarPrimeraPantalla } = await importarConRelojQuieto();
    vi.useRealTimers();
    const antes = vi.fn();
    trasLaPrimeraPantalla(antes);
    expect(antes).not.toHaveBeenCalled();
    avisarPrimeraPantalla();
    avisarPrimeraPantalla();
    expect(antes).toHaveBeenCalledTimes(1);
    const despues = vi.fn();
    trasLaPrimeraPantalla(despues);
    expect(despues).toHaveBeenCalledTimes(1);
  });

  it('gives the signal itself three seconds after the start where no screen does', async () => {
    const { trasLaPrimeraPantalla } = await importarConRelojQuieto();
    const fn = vi.fn();
    trasLaPrimeraPantalla(fn);
    vi.advanceTimersByTime(2_999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('is given by a screen after the browser painted its first commit', async () => {
    const { useAvisarPrimeraPantalla, trasLaPrimeraPantalla } = await importarConRelojQuieto();
    vi.useRealTimers();
    const fn = vi.fn();
    trasLaPrimeraPantalla(fn);
    function Pantalla() {
      useAvisarPrimeraPantalla();
      return <p>tablero</p>;
    }
    render(<Pantalla />);
    expect(fn).not.toHaveBeenCalled();
    await waitFor(() => expect(fn).toHaveBeenCalledTimes(1));
  });
});

describe('where the browser reports largest-contentful-paint entries', () => {
  let entrada: (() => void) | undefined;
  class Observador {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(cb: () => void) {
      entrada = cb;
    }
    observe() {}
    disconnect() {
      entrada = undefined;
    }
  }
  beforeEach(() => vi.stubGlobal('PerformanceObserver', Observador));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  function Pantalla({ avisar }: { avisar: Modulo['useAvisarPrimeraPantalla'] }) {
    avisar();
    return <p>tablero</p>;
  }

  it('the signal waits for the entry that says the screen is on screen, not for the main thread’s paint', async () => {
    const { useAvisarPrimeraPantalla, trasLaPrimeraPantalla } = await importarConRelojQuieto();
    const fn = vi.fn();
    trasLaPrimeraPantalla(fn);
    render(<Pantalla avisar={useAvisarPrimeraPantalla} />);
    vi.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    act(() => entrada?.());
    vi.advanceTimersByTime(50);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('goes on without it after half a second', async () => {
    const { useAvisarPrimeraPantalla, trasLaPrimeraPantalla } = await importarConRelojQuieto();
    const fn = vi.fn();
    trasLaPrimeraPantalla(fn);
    render(<Pantalla avisar={useAvisarPrimeraPantalla} />);
    vi.advanceTimersByTime(549);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(entrada).toBeUndefined();
  });
});

describe('the app provider before the first screen painted (record 0185)', () => {
  let modulo: Modulo;
  beforeEach(async () => {
    modulo = await importarConRelojQuieto();
    vi.useRealTimers();
  });

  it('mounts the toasts only after the signal, and the error modal as soon as an error is reported', async () => {
    const { AppProvider } = await import('#web/app/provider.tsx');
    const { toastSuccess } = await import('./toast.ts');
    const { reportError } = await import('./error-service.ts');
    const { default: esAR } = await import('#shared/i18n/es-AR.json');
    render(
      <AppProvider messages={esAR}>
        <p>pantalla</p>
      </AppProvider>,
    );
    toastSuccess('Guardado antes de pintar');
    await screen.findByText('pantalla');
    expect(screen.queryByText('Guardado antes de pintar')).toBeNull();
    expect(screen.queryByTestId('global-error-modal')).toBeNull();

    reportError({ titleKey: 'errors.server.title', message: 'El servidor no respondió', status: 503 });
    expect(await screen.findByText('El servidor no respondió')).toBeTruthy();
    expect(screen.queryByText('Guardado antes de pintar')).toBeNull();

    modulo.avisarPrimeraPantalla();
    expect(await screen.findByText('Guardado antes de pintar')).toBeTruthy();
  });
});
