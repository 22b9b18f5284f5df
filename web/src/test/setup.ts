import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { cargarDiccionario } from '#web/lib/diccionario.ts';

// Screens under jsdom (Mantine selects, debounced searches, a request each) take seconds on a busy
// two-core machine: room enough that a test fails for what it checks, not for the load.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 4_000 });

// The app loads it with the pt-BR messages before its first render; screens under test render without that step.
await cargarDiccionario('pt-BR');

// Mantine needs these browser APIs that jsdom lacks.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      // No media feature matches in these tests; an empty query matches everything, as in browsers
      // (mantine-datatable asks for '' for a column without visibleMediaQuery).
      value: vi.fn().mockImplementation((query: string) => ({
        matches: query.trim() === '',
        media: query,
        onchange: null,
        addListener: vi.fn(),
        removeListener: vi.fn(),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        dispatchEvent: vi.fn(),
      })),
    });
  }

  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  if (!('ResizeObserver' in window)) {
    Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
    Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
  }

  window.HTMLElement.prototype.scrollIntoView ??= function scrollIntoView() {};
  Object.defineProperty(window, 'scrollTo', { writable: true, configurable: true, value: vi.fn() });
  // Mantine's autosize textarea re-measures when web fonts load.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: vi.fn(), removeEventListener: vi.fn() },
    });
}

afterEach(() => {
  cleanup();
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
});
