import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Permission } from '#shared/auth/permissions.ts';
import type { CertificadoContenedoresFila } from '#shared/contract/schemas/certificado-contenedores.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { fechasAjenas } from '#test/fixtures/fechas.ts';
import { pageAnswer, stubApi } from '#web/test/api-mock.ts';
import { renderInLayout } from '#web/test/layout.tsx';
import { ContenedoresPage } from './ContenedoresPage.tsx';

vi.mock('#web/lib/auth/token.ts', () => ({ getIdToken: async () => 'tok', signOutEverywhere: async () => {} }));

const fila = (id: number, estado: { id: number; nombre: string }): CertificadoContenedoresFila => ({
  id,
  nroCertificado: estado.id === ESTADOS.emitido.id ? `CT-0000000${id}` : null,
  nroReferenciaInterna: `REF-${id}`,
  fechaEstado: '2025-06-10T12:00:00.000Z',
  beneficiario: { nombre: 'Banco Demo' },
  fechaSalida: '2025-06-20',
  fechaLlegada: '2025-07-05',
  fechaDevolucion: '2025-07-20',
  moneda: { id: 2, simbolo: 'US$' },
  prima: 1234.5,
  precioFinal: 1234.5,
  cantidadContenedores: 3,
  estado: { id: estado.id, nombre: estado.nombre },
  documentos: { certificado: estado.id === ESTADOS.emitido.id, cotizacion: estado.id === ESTADOS.cotizado.id },
  idDeclaracion: null,
  cliente: { id: 9, nombre: 'Exportadora Demo S.A.' },
});

const ESTADOS_FILAS = [ESTADOS.emitido, ESTADOS.cotizado, ESTADOS.enAprobacion, ESTADOS.baja];
const FILAS = ESTADOS_FILAS.map((e, i) => fila(i + 1, e));
const PATH = '/v1/contenedores/certificados';

const render = (permisos: Permission[], filas: unknown[] = FILAS) => {
  const api = stubApi((req) => (req.path === PATH ? pageAnswer(filas, { total: filas.length }) : undefined));
  return { api, ...renderInLayout(<ContenedoresPage />, { permisos, path: '/contenedores' }) };
};
const filas = () => screen.getAllByTestId('cont-row');
// Every header cell, the sortable one (state, ordered by its date) too.
const headers = () => [...screen.getByTestId('cont-table').querySelectorAll('thead th')].map((h) => h.textContent.trim());

describe('ContenedoresPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the columns of spec 2 §2.2, premium with prima.mostrar and final price with markup.consultar; dates dd/mm/aaaa', async () => {
    const { api } = render(['contenedores.ver', 'prima.mostrar', 'markup.consultar']);
    await waitFor(() => expect(filas()).toHaveLength(4));
    expect(headers()).toEqual([
      'Referencia interna',
      'Beneficiario',
      'Inicio del viaje',
      'Fin del viaje',
      'Fecha de devolución',
      'Prima',
      'Precio final',
      'Estado',
      'Acciones',
    ]);
    expect(filas()[0]!.textContent).toContain('20/06/2025');
    const celdas = filas().flatMap((f) => [...f.querySelectorAll('td')].map((td) => td.textContent));
    expect(fechasAjenas(celdas.join('\n'))).toEqual([]);
    expect(filas()[0]!.textContent).toContain('US$ 1.234,50');
    expect(api.last(PATH)).toEqual({ direccion: 'desc', size: '5' });
  });

  it('hides premium and final price without their permissions', async () => {
    render(
      ['contenedores.ver'],
      FILAS.map(({ prima: _p, precioFinal: _f, ...f }) => f),
    );
    await waitFor(() => expect(filas()).toHaveLength(4));
    expect(headers()).not.toContain('Prima');
    expect(headers()).not.toContain('Precio final');
  });

  it('premium and final price are separate permissions', async () => {
    render(
      ['contenedores.ver', 'prima.mostrar'],
      FILAS.map(({ precioFinal: _f, ...f }) => f),
    );
    await waitFor(() => expect(filas()).toHaveLength(4));
    expect(headers()).toContain('Prima');
    expect(headers()).not.toContain('Precio final');
  });

  it('prints only issued certificates, their certificate', async () => {
    render(['contenedores.ver']);
    await waitFor(() => expect(filas()).toHaveLength(4));
    expect(within(filas()[0]!).getByTestId('cont-print').getAttribute('aria-label')).toBe('Descargar certificado');
    for (const f of filas().slice(1)) expect(within(f).queryByTestId('cont-print')).toBeNull();
  });

  it('the add link needs contenedores.emitir; double click opens the certificate', async () => {
    const { router } = render(['contenedores.ver', 'contenedores.cotizar']);
    await waitFor(() => expect(filas()).toHaveLength(4));
    expect(screen.queryByTestId('cont-nuevo')).toBeNull();
    fireEvent.doubleClick(within(filas()[2]!).getByTestId('cont-referencia'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contenedores/certificados/3'));
  });

  it('with contenedores.emitir the add link goes to the new certificate; a load error shows the error state', async () => {
    stubApi((req) => (req.path === PATH ? { status: 500, body: { message: 'Falla' } } : undefined));
    renderInLayout(<ContenedoresPage />, { permisos: ['contenedores.ver', 'contenedores.emitir'], path: '/contenedores' });
    expect(screen.getByTestId('cont-nuevo').getAttribute('href')).toBe('/contenedores/certificados/nuevo');
    await screen.findByTestId('cont-error');
  });

  it('filters by internal reference: the lookup alone, without the state', async () => {
    const { api } = render(['contenedores.ver']);
    await waitFor(() => expect(filas()).toHaveLength(4));
    fireEvent.change(screen.getByTestId('cont-search'), { target: { value: 'REF-2' } });
    await waitFor(() => expect(api.last(PATH)).toEqual({ direccion: 'desc', size: '5', referencia: 'REF-2' }));
  });
});
