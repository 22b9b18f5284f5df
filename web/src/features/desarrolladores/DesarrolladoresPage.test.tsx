import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { operacionesDeMaquina } from '#shared/auth/maquinas.ts';
import { OPERATIONS } from '#shared/contract/operations.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { DesarrolladoresPage } from './DesarrolladoresPage.tsx';

const recibida = vi.hoisted(() => ({ configuracion: undefined as undefined | Record<string, any> }));

// Scalar itself is a Vue app that jsdom does not run; what this page owns is what it hands it.
// The machine clients' section has its own test (apps/AppsMaquina.test.tsx).
vi.mock('./apps/AppsMaquina.tsx', () => ({ AppsMaquina: () => null }));
vi.mock('@scalar/api-reference-react', () => ({
  ApiReferenceReact: ({ configuration }: { configuration: Record<string, any> }) => {
    recibida.configuracion = configuration;
    return <div data-testid="scalar">{configuration.content.info.title}</div>;
  },
}));

describe('DesarrolladoresPage', () => {
  it('hands the renderer the contract’s whole OpenAPI, with every outside call turned off', async () => {
    renderWithProviders(<DesarrolladoresPage />);
    expect(screen.getByRole('heading', { name: 'Desarrolladores' })).toBeTruthy();
    expect((await screen.findByTestId('scalar')).textContent).toBe('Portal de seguros de carga');
    const c = recibida.configuracion!;
    const operaciones = Object.values(c.content.paths).flatMap((m) => Object.values(m as object));
    // Those open to transport systems appear again at their /maquinas route.
    expect(operaciones).toHaveLength(OPERATIONS.length + operacionesDeMaquina(OPERATIONS).length);
    expect(c).toMatchObject({
      withDefaultFonts: false,
      telemetry: false,
      hideClientButton: true,
      hideTestRequestButton: true,
      agent: { disabled: true },
      mcp: { disabled: true },
      localization: { locale: 'es' },
    });
  });
});
