import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Declaracion } from '#shared/contract/schemas/declaracion.ts';
import { pageAnswer, stubApi } from '#web/test/api-mock.ts';
import { renderInLayout } from '#web/test/layout.tsx';
import { DeclaracionesPage } from './DeclaracionesPage.tsx';

vi.mock('#web/lib/auth/token.ts', () => ({ getIdToken: async () => 'tok', signOutEverywhere: async () => {} }));
vi.mock('#web/lib/toast.ts', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const declaracion = (id: string, estado: { id: number; texto: string }, extra: Partial<Declaracion> = {}): Declaracion => ({
  id,
  tipo: 'venta',
  periodo: { mes: 10, anio: 2026 },
  emisor: { id: 20, nombre: 'Partner Emisor Regional S.A.', cif: '30-71234567-1' },
  aseguradora: null,
  poliza: null,
  endoso: null,
  moneda: { id: 840, simbolo: 'US$' },
  cantidad: { transporte: 2, contenedores: 0 },
  sumaAsegurada: 100_000,
  prima: 462,
  estado,
  pagada: false,
  fechaBorrador: '2026-11-01T03:30:00.000Z',
  aceptacionAutomatica: null,
  aceptacion: null,
  factura: null,
  pagos: [],
  ...extra,
});

const BORRADOR = declaracion(
  '2026-10-v-20-840',
  { id: 2, texto: 'Borrador' },
  { aceptacionAutomatica: '2099-11-06T03:30:00.000Z' },
);
const FACTURADA = declaracion(
  '2026-09-v-20-840',
  { id: 4, texto: 'Facturada' },
  {
    periodo: { mes: 9, anio: 2026 },
    factura: {
      numero: 'A-0001-00000042',
      fecha: '2026-10-05',
      vto: '2026-11-05',
      importe: 462,
      saldo: { monto: 462, moneda: { id: 840, simbolo: 'US$' } },
      pagada: false,
      nombreArchivo: 'factura.pdf',
      url: 'https://s3.test/factura.pdf',
      xml: null,
    },
  },
);

const listar = () =>
  stubApi((req) => (req.path === '/v1/declaraciones' ? pageAnswer([BORRADOR, FACTURADA], { total: 2 }) : undefined));

describe('Declaraciones: the Acciones column (spec 2 §2.3, issue 27 item 22)', () => {
  it('offers export, confirm and confirm payment in each row, as its state and permissions allow, without expanding it', async () => {
    listar();
    renderInLayout(<DeclaracionesPage tipo="venta" />, { permisos: ['declaraciones.confirmarPagos'] });
    expect(await screen.findByRole('columnheader', { name: 'Acciones' })).toBeTruthy();
    const borrador = await screen.findByTestId(`declaracion-row-${BORRADOR.id}`);
    const facturada = screen.getByTestId(`declaracion-row-${FACTURADA.id}`);
    expect(within(borrador).getByTestId('declaracion-confirmar')).toBeTruthy();
    expect(within(borrador).getByTestId('declaracion-exportar')).toBeTruthy();
    expect(within(borrador).queryByTestId('pago-confirmar-total')).toBeNull();
    expect(within(facturada).getByTestId('pago-confirmar-total')).toBeTruthy();
    expect(within(facturada).getByTestId('declaracion-exportar')).toBeTruthy();
    expect(within(facturada).queryByTestId('declaracion-confirmar')).toBeNull();
    expect(screen.queryByTestId('declaracion-expandida')).toBeNull();
  });

  it('without the confirm-payment permission the row does not offer it', async () => {
    listar();
    renderInLayout(<DeclaracionesPage tipo="venta" />, { permisos: [] });
    const facturada = await screen.findByTestId(`declaracion-row-${FACTURADA.id}`);
    expect(within(facturada).queryByTestId('pago-confirmar-total')).toBeNull();
  });

  it("a row's action opens its dialog and leaves the row as it was (the click does not expand it)", async () => {
    listar();
    renderInLayout(<DeclaracionesPage tipo="venta" />, { permisos: ['declaraciones.confirmarPagos'] });
    const facturada = await screen.findByTestId(`declaracion-row-${FACTURADA.id}`);
    fireEvent.click(within(facturada).getByTestId('pago-confirmar-total'));
    expect(await screen.findByTestId('pago-confirmar-importes')).toBeTruthy();
    // A click inside the dialog (a portal of the row's cell in React's tree) does not reach the row either.
    fireEvent.click(screen.getByTestId('pago-confirmar-importes'));
    expect(screen.queryByTestId('declaracion-expandida')).toBeNull();
  });

  it('the expanded row keeps invoicing and proofs; the actions are not repeated there', async () => {
    listar();
    renderInLayout(<DeclaracionesPage tipo="venta" />, { permisos: ['declaraciones.confirmarPagos'] });
    const borrador = await screen.findByTestId(`declaracion-row-${BORRADOR.id}`);
    fireEvent.click(within(borrador).getByText('octubre 2026'));
    const expandida = await screen.findByTestId('declaracion-expandida');
    expect(within(expandida).getByTestId('bloque-pagos')).toBeTruthy();
    expect(screen.getAllByTestId('declaracion-confirmar')).toHaveLength(1);
  });
});

describe('Declaraciones: the list in the URL', () => {
  const PATH = '/v1/declaraciones';
  const url = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

  it('keeps its states, page size and cursor: a reload or a shared link asks for the same page; unknown states are left out', async () => {
    const api = listar();
    renderInLayout(<DeclaracionesPage tipo="venta" />, { path: '/declaraciones/partners?estado=2,9,4&tam=10&cursores=c1' });
    await waitFor(() => expect(api.last(PATH)).toEqual({ tipo: 'venta', estado: '2,4', size: '10', cursor: 'c1' }));
  });

  it("keeps its lookup and text (the balances' link to an invoice); a new text starts from page one", async () => {
    const api = listar();
    const { router } = renderInLayout(<DeclaracionesPage tipo="venta" />, {
      path: '/declaraciones/partners?por=facturaComercial&q=F-0001&cursores=c1',
    });
    await waitFor(() => expect(api.last(PATH)).toEqual({ tipo: 'venta', facturaComercial: 'F-0001', size: '5', cursor: 'c1' }));
    expect((screen.getByTestId('declaraciones-buscar') as HTMLInputElement).value).toBe('F-0001');
    fireEvent.change(screen.getByTestId('declaraciones-buscar'), { target: { value: 'F-0002' } });
    await waitFor(() => expect(url(router).get('q')).toBe('F-0002'));
    expect(url(router).get('cursores')).toBeNull();
    expect(url(router).get('por')).toBe('facturaComercial');
    await waitFor(() => expect(api.last(PATH)).toEqual({ tipo: 'venta', facturaComercial: 'F-0002', size: '5' }));
  });

  it('reads an unknown lookup as the certificate number', async () => {
    const api = listar();
    renderInLayout(<DeclaracionesPage tipo="venta" />, { path: '/declaraciones/partners?por=nada&q=CC-7' });
    await waitFor(() => expect(api.last(PATH)).toEqual({ tipo: 'venta', nroCertificado: 'CC-7', size: '5' }));
  });
});
