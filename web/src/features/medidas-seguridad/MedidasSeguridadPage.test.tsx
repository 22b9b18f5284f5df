import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { pageAnswer, stubApi } from '#web/test/api-mock.ts';
import { contratacionDePrueba, cotizacionDePrueba } from '#web/test/custodia.ts';
import { renderInLayout } from '#web/test/layout.tsx';
import { MedidasSeguridadPage } from './MedidasSeguridadPage.tsx';

vi.mock('#web/lib/auth/token.ts', () => ({ getIdToken: async () => 'tok', signOutEverywhere: async () => {} }));
vi.mock('#web/components/custodia/MapaRuta.tsx', () => ({ default: () => <div /> }));

const fila = (id: number) => ({
  id,
  nroCertificado: `TR-${id}`,
  nroReferenciaInterna: null,
  fechaEstado: '2026-11-20T12:00:00Z',
  beneficiario: null,
  moneda: { id: 840, simbolo: 'US$' },
  sumaAsegurada: 50_000,
  seguridad: 'No requiere',
  riesgo: 'Exportación',
  paisAMostrar: 'Brasil',
  tiposTransporte: [{ id: 1, nombre: 'Terrestre', cssClass: 'terrestre' }],
  estado: { id: ESTADOS.emitido.id, nombre: 'Emitido' },
  documentos: { certificado: true, cotizacion: true },
  idDeclaracion: null,
  cliente: { id: 9, nombre: 'Exportadora Demo S.A.' },
});

const COTIZACION = cotizacionDePrueba();
const CONTRATACION = contratacionDePrueba();

/** Certificate 1's custody is hired, 2's quoted, 3 has none. */
const custodias: Record<string, unknown> = {
  '/v1/custodia/certificados/carga/1': { cotizacion: COTIZACION, contratacion: CONTRATACION },
  '/v1/custodia/certificados/carga/2': { cotizacion: COTIZACION, contratacion: null },
  '/v1/custodia/certificados/carga/3': { cotizacion: null, contratacion: null },
};

const abrirPagina = () => {
  const calls = stubApi((r) => {
    if (r.path === '/v1/certificados') return pageAnswer([fila(1), fila(2), fila(3)]);
    return r.path in custodias ? { body: custodias[r.path] } : undefined;
  });
  renderInLayout(<MedidasSeguridadPage />, {
    permisos: ['certificados.leer', 'seguridad.usar'],
    configuracion: { seguridadPropia: true },
  });
  return calls;
};
const fila$ = async (numero: string) => within((await screen.findByText(numero)).closest('tr')!);

describe('/medidas-seguridad', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says on each row whether its custody is hired, quoted or none', async () => {
    abrirPagina();
    expect((await (await fila$('TR-1')).findByTestId('medidas-custodia')).textContent).toBe('Contratada');
    expect((await (await fila$('TR-2')).findByTestId('medidas-custodia')).textContent).toBe('Cotizada');
    expect((await (await fila$('TR-3')).findByTestId('medidas-custodia')).textContent).toBe('Sin contratar');
  });

  it('opens a hired custody on its hire, read only: nothing to fill in again and no quote sent', async () => {
    const calls = abrirPagina();
    fireEvent.click((await fila$('TR-1')).getByTestId('medidas-abrir'));
    expect((await screen.findByTestId('custodia-ya-contratada')).textContent).toBe(
      'La custodia de este certificado ya está contratada.',
    );
    const hire = screen.getByTestId('custodia-contratada');
    expect(hire.textContent).toContain('30/11/2026 20:15');
    expect(hire.textContent).toContain('$ 227.872,37');
    expect(screen.queryByTestId('custodia-stepper')).toBeNull();
    expect(screen.queryByTestId('custodia-from')).toBeNull();
    expect(calls.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('a custody not hired opens on Cotizar', async () => {
    abrirPagina();
    fireEvent.click((await fila$('TR-3')).getByTestId('medidas-abrir'));
    await waitFor(() => expect(screen.getByTestId('custodia-stepper').getAttribute('data-paso')).toBe('0'));
    expect(screen.queryByTestId('custodia-ya-contratada')).toBeNull();
  });

  it('keeps its branch, state, number search, page size and cursor in the URL; a new filter starts from page one', async () => {
    const VIAJES = '/v1/viajes-especificos/polizas';
    const api = stubApi((r) => (r.path === VIAJES ? pageAnswer([]) : undefined));
    const { router } = renderInLayout(<MedidasSeguridadPage />, {
      permisos: ['certificados.leer', 'viajesEspecificos.consultar', 'seguridad.usar'],
      configuracion: { seguridadPropia: true },
      path: '/medidas-seguridad?ramo=viaje&estado=30&tam=25&cursores=c1',
    });
    await waitFor(() => expect(api.last(VIAJES)).toEqual({ estado: '30', size: '25', cursor: 'c1' }));
    const url = () => new URLSearchParams(router.state.location.search);
    fireEvent.change(screen.getByTestId('medidas-buscar'), { target: { value: 'VE-0000007' } });
    await waitFor(() => expect(url().get('q')).toBe('VE-0000007'));
    expect(url().get('cursores')).toBeNull();
    expect(url().get('ramo')).toBe('viaje');
    await waitFor(() => expect(api.last(VIAJES)).toEqual({ nroCertificado: 'VE-0000007', size: '25' }));
  });

  it('reads a branch or a state it does not know as the first one', async () => {
    const api = stubApi((r) => (r.path === '/v1/certificados' ? pageAnswer([fila(1)]) : undefined));
    renderInLayout(<MedidasSeguridadPage />, {
      permisos: ['certificados.leer', 'seguridad.usar'],
      configuracion: { seguridadPropia: true },
      path: '/medidas-seguridad?ramo=viaje&estado=99',
    });
    await waitFor(() => expect(api.last('/v1/certificados')).toEqual({ estado: String(ESTADOS.emitido.id), size: '10' }));
  });

  it('cuts a number in the URL past the 40 characters the box takes', async () => {
    const api = stubApi((r) => (r.path === '/v1/certificados' ? pageAnswer([]) : undefined));
    renderInLayout(<MedidasSeguridadPage />, {
      permisos: ['certificados.leer', 'seguridad.usar'],
      configuracion: { seguridadPropia: true },
      path: `/medidas-seguridad?q=${'7'.repeat(45)}`,
    });
    await waitFor(() => expect(api.last('/v1/certificados')).toEqual({ nroCertificado: '7'.repeat(40), size: '10' }));
  });
});
