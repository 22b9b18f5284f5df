import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { pageAnswer, stubApi } from '#web/test/api-mock.ts';
import { renderInLayout } from '#web/test/layout.tsx';
import { AprobacionesPage } from './AprobacionesPage.tsx';

vi.mock('#web/lib/auth/token.ts', () => ({ getIdToken: async () => 'tok', signOutEverywhere: async () => {} }));

const fila = (id: number) => ({
  id,
  nroCertificado: null,
  estado: ESTADOS.enAprobacion,
  fechaEstado: '2025-03-01',
  tomador: { id: 5, nombre: 'Logística Ñandú S.A.', cif: '30710000011' },
  sumaAsegurada: {
    moneda: { id: 2, simbolo: 'US$' },
    valorFactura: 1000,
    gastoEnvio: 0,
    demasGastos: 0,
    beneficioImaginario: 0,
    total: 1000,
  },
  premio: { monto: 10 },
  seguridad: 'No requiere',
  tipoOperacion: { id: 201 },
  medioTransporte: { id: 1, texto: 'Terrestre', cssClass: 'terrestre' },
  nroReferenciaInterna: null,
  urlAsegurado: null,
  urlCopiaPAS: null,
  urlConstancia: null,
});
const PATH = '/v1/viajes-especificos/polizas';

describe('AprobacionesPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is the certificate list in approval, oldest request first, narrowed only by dates', async () => {
    const calls = stubApi((req) => (req.path === PATH ? pageAnswer([fila(7), fila(8)], { total: 2 }) : undefined));
    renderInLayout(<AprobacionesPage />, { permisos: ['certificados.aprobar'] });

    await waitFor(() => expect(screen.getAllByTestId('aprobaciones-row')).toHaveLength(2));
    expect(calls.last(PATH)).toEqual({ estado: '5', direccion: 'asc', size: '10' });
    expect(screen.getByTestId('aprobaciones-total').textContent).toBe('2 en total');

    fireEvent.change(screen.getByTestId('aprobaciones-filter-desde'), { target: { value: '15022025' } });
    await waitFor(() => expect(calls.last(PATH)).toEqual({ estado: '5', direccion: 'asc', desde: '2025-02-15', size: '10' }));

    fireEvent.click(screen.getByText('Solicitada'));
    await waitFor(() => expect(calls.last(PATH)).toEqual({ estado: '5', direccion: 'desc', desde: '2025-02-15', size: '10' }));
  });

  it('keeps its dates, order, page size and cursor in the URL: a reload or a shared link asks for the same page', async () => {
    const calls = stubApi((req) => (req.path === PATH ? pageAnswer([fila(7)], { total: 1 }) : undefined));
    const { router } = renderInLayout(<AprobacionesPage />, {
      permisos: ['certificados.aprobar'],
      path: '/aprobaciones?desde=2025-02-15&orden=desc&tam=25&cursores=c1',
    });
    await waitFor(() =>
      expect(calls.last(PATH)).toEqual({ estado: '5', direccion: 'desc', desde: '2025-02-15', size: '25', cursor: 'c1' }),
    );
    expect((screen.getByTestId('aprobaciones-filter-desde') as HTMLInputElement).value).toBe('15/02/2025');
    // A whole day reaches the URL and starts again from page one; the order and size stay.
    fireEvent.change(screen.getByTestId('aprobaciones-filter-hasta'), { target: { value: '01032025' } });
    const url = () => new URLSearchParams(router.state.location.search);
    await waitFor(() => expect(url().get('hasta')).toBe('2025-03-01'));
    expect(url().get('cursores')).toBeNull();
    expect(url().get('orden')).toBe('desc');
    expect(url().get('tam')).toBe('25');
  });

  it('reads malformed days and an unknown order as not filtered, oldest first', async () => {
    const calls = stubApi((req) => (req.path === PATH ? pageAnswer([], { total: 0 }) : undefined));
    renderInLayout(<AprobacionesPage />, { permisos: ['certificados.aprobar'], path: '/aprobaciones?desde=15-02-2025&orden=x' });
    await waitFor(() => expect(calls.last(PATH)).toEqual({ estado: '5', direccion: 'asc', size: '10' }));
  });

  it('a double click or Revisar opens the review of that certificate', async () => {
    const calls = stubApi((req) => (req.path === PATH ? pageAnswer([fila(7)], { total: 1 }) : undefined));
    renderInLayout(<AprobacionesPage />, { permisos: ['certificados.aprobar'] });
    await waitFor(() => expect(screen.getAllByTestId('aprobaciones-row')).toHaveLength(1));

    fireEvent.doubleClick(screen.getByTestId('aprobaciones-row'));
    expect(await screen.findByText('Revisión de la cotización N° 7')).toBeTruthy();
    await waitFor(() => expect(calls.requests.some((r) => r.path === `${PATH}/7`)).toBe(true));
  });
});
