import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '#web/test/api-mock.ts';
import { contratacionDePrueba, cotizacionDePrueba } from '#web/test/custodia.ts';
import { renderInLayout } from '#web/test/layout.tsx';
import { CustodiaCertificadoCard } from './CustodiaCertificadoCard.tsx';

vi.mock('#web/lib/auth/token.ts', () => ({ getIdToken: async () => 'tok', signOutEverywhere: async () => {} }));
vi.mock('./MapaRuta.tsx', () => ({ default: () => <div /> }));

const CERT = { ramo: 'viaje', id: 3, numero: 'VE-3' } as const;
const CONTRATACION = contratacionDePrueba({
  rate: 845627.8,
  date: '2026-11-27',
  hour: '08:30',
  tripDetails: 'Necesita monitoreo GPS',
});
const COTIZACION = cotizacionDePrueba({
  rate: 845627.8,
  plan: { name: 'Custodia armada', description: '2 vehículos' },
  from: { latitude: -34.6, longitude: -58.4 },
  to: { latitude: -31.4, longitude: -64.2 },
  qtVehicles: 2,
});

describe('CustodiaCertificadoCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is not shown to a company that quotes security through its external link, and asks nothing', () => {
    const calls = stubApi(() => undefined);
    renderInLayout(<CustodiaCertificadoCard certificado={CERT} />, { permisos: ['seguridad.usar'] });
    expect(screen.queryByTestId('custodia-card')).toBeNull();
    expect(calls.requests).toHaveLength(0);
  });

  it('without a hire, says so and opens the modal for this certificate', async () => {
    const calls = stubApi((r) =>
      r.path === '/v1/custodia/certificados/viaje/3' ? { body: { cotizacion: null, contratacion: null } } : undefined,
    );
    renderInLayout(<CustodiaCertificadoCard certificado={CERT} exigidas={['Rastreo satelital (GPS)', 'Custodia armada']} />, {
      permisos: ['seguridad.usar'],
      configuracion: { seguridadPropia: true },
    });
    expect((await screen.findByTestId('custodia-sin-contratar')).textContent).toBe('Sin custodia contratada.');
    // What the coverage requires stays in sight until the custody is hired.
    expect(screen.getByTestId('custodia-exigida').textContent).toBe(
      'La cobertura exige: Rastreo satelital (GPS), Custodia armada.',
    );
    fireEvent.click(screen.getByTestId('detalle-medidas-seguridad'));
    await waitFor(() => expect(screen.getByTestId('custodia-certificado').textContent).toBe('Certificado VE-3'));
    expect(calls.requests[0]!.path).toBe('/v1/custodia/certificados/viaje/3');
  });

  it('a hired custody shows when it starts, the rate, the driver and the contact, and no button', async () => {
    stubApi(() => ({ body: { cotizacion: COTIZACION, contratacion: CONTRATACION } }));
    renderInLayout(<CustodiaCertificadoCard certificado={CERT} exigidas={[]} />, {
      permisos: ['seguridad.usar'],
      configuracion: { seguridadPropia: true },
    });
    const card = await screen.findByTestId('custodia-contratada');
    expect(screen.queryByTestId('custodia-exigida')).toBeNull();
    expect(card.textContent).toContain('Contratada');
    expect(card.textContent).toContain('Custodia armada');
    expect(card.textContent).toContain('27/11/2026 08:30');
    expect(card.textContent).toContain('$ 845.627,80');
    expect(card.textContent).toContain('Juan Pérez (Transportes del Sur)');
    expect(card.textContent).toContain('+54 11 4567 890');
    expect(screen.queryByTestId('detalle-medidas-seguridad')).toBeNull();
  });
});
