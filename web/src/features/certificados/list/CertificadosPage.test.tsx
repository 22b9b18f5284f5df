import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Permission } from '#shared/auth/permissions.ts';
import type { CertificadoCargaFila } from '#shared/contract/schemas/certificado-carga.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { renderInLayout } from '#web/test/layout.tsx';
import { pageAnswer, stubApi } from '#web/test/api-mock.ts';
import { CertificadosPage } from './CertificadosPage.tsx';

vi.mock('#web/lib/auth/token.ts', () => ({ getIdToken: async () => 'tok', signOutEverywhere: async () => {} }));

const fila = (id: number, estado: { id: number; nombre: string }, cambios: Partial<CertificadoCargaFila> = {}) => ({
  id,
  nroCertificado: estado.id === ESTADOS.emitido.id ? `TR-${id}` : null,
  nroReferenciaInterna: `REF-${id}`,
  fechaEstado: '2025-06-10',
  beneficiario: { nombre: 'Banco Demo' },
  moneda: { id: 2, simbolo: 'US$' },
  sumaAsegurada: 1234.56,
  prima: 10.5,
  premio: 2.25,
  precioFinal: 12.75,
  seguridad: 'No requiere',
  riesgo: 'Exportación',
  paisAMostrar: 'Brasil',
  tiposTransporte: [
    { id: 1, nombre: 'Terrestre', cssClass: 'terrestre' },
    { id: 2, nombre: 'Marítimo', cssClass: 'maritimo' },
    { id: 3, nombre: 'Aéreo', cssClass: 'aereo' },
  ],
  estado: { id: estado.id, nombre: estado.nombre },
  documentos: { certificado: estado.id === ESTADOS.emitido.id, cotizacion: true },
  idDeclaracion: null,
  cliente: { id: 9, nombre: 'Exportadora Demo S.A.' },
  ...cambios,
});

const ESTADOS_FILAS = [
  ESTADOS.emitido,
  ESTADOS.cotizado,
  ESTADOS.enAprobacion,
  ESTADOS.aprobado,
  ESTADOS.rechazado,
  ESTADOS.baja,
];
const FILAS = ESTADOS_FILAS.map((e, i) => fila(i + 1, e));
const PATH = '/v1/certificados';

const render = (permisos: Permission[], filas: unknown[] = FILAS) => {
  const api = stubApi((req) => (req.path === PATH ? pageAnswer(filas, { total: filas.length }) : undefined));
  const view = renderInLayout(<CertificadosPage />, { permisos, path: '/certificados' });
  return { api, ...view };
};
const filas = () => screen.getAllByTestId('cert-row');
const filaDe = (estado: number) => filas()[ESTADOS_FILAS.findIndex((e) => e.id === estado)]!;
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('CertificadosPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows premium only with prima.mostrar, markup and final price only with markup.consultar; numbers 1.234,56', async () => {
    const { api } = render(['certificados.leer', 'prima.mostrar', 'markup.consultar']);
    await waitFor(() => expect(filas()).toHaveLength(6));
    expect(headers()).toEqual(expect.arrayContaining(['Prima', 'Markup', 'Precio final']));
    expect(filas()[0]!.textContent).toContain('US$ 1.234,56');
    expect(filas()[0]!.textContent).toContain('US$ 12,75');
    expect(api.last(PATH)).toEqual({ direccion: 'desc', size: '5' });
  });

  it('hides premium, markup and final price without the permissions', async () => {
    render(
      ['certificados.leer'],
      FILAS.map(({ prima: _p, premio: _m, precioFinal: _f, ...f }) => f),
    );
    await waitFor(() => expect(filas()).toHaveLength(6));
    expect(headers()).not.toContain('Prima');
    expect(headers()).not.toContain('Markup');
    expect(headers()).not.toContain('Precio final');
    expect(screen.queryByTestId('cert-nuevo')).toBeNull();
  });

  it("shows the first transport mode and '+N', which lists the rest", async () => {
    render(['certificados.leer']);
    await waitFor(() => expect(filas()).toHaveLength(6));
    const celda = within(filas()[0]!).getByTestId('cert-transportes');
    expect(celda.textContent).toBe('Terrestre+2');
    fireEvent.click(within(celda).getByTestId('cert-transportes-mas'));
    expect(
      within(celda)
        .getAllByTestId('cert-transportes-resto')
        .map((e) => e.textContent),
    ).toEqual(['Marítimo', 'Aéreo']);
  });

  it('hides print in approval, baja, approved and rejected; the tooltip names the certificate or the quotation', async () => {
    render(['certificados.leer']);
    await waitFor(() => expect(filas()).toHaveLength(6));
    expect(within(filaDe(ESTADOS.emitido.id)).getByTestId('cert-print').getAttribute('aria-label')).toBe('Descargar certificado');
    expect(within(filaDe(ESTADOS.cotizado.id)).getByTestId('cert-print').getAttribute('aria-label')).toBe('Descargar cotización');
    for (const e of [ESTADOS.enAprobacion, ESTADOS.aprobado, ESTADOS.rechazado, ESTADOS.baja])
      expect(within(filaDe(e.id)).queryByTestId('cert-print')).toBeNull();
  });

  it('double click opens the detail for issued, quoted, approved, rejected; in approval only with the permission', async () => {
    const { router } = render(['certificados.leer']);
    await waitFor(() => expect(filas()).toHaveLength(6));
    const abre = (estado: number) => filaDe(estado).getAttribute('data-abre');
    expect([ESTADOS.emitido, ESTADOS.cotizado, ESTADOS.aprobado, ESTADOS.rechazado].map((e) => abre(e.id))).toEqual([
      'true',
      'true',
      'true',
      'true',
    ]);
    expect(abre(ESTADOS.enAprobacion.id)).toBe('false');
    expect(abre(ESTADOS.baja.id)).toBe('false');
    fireEvent.doubleClick(within(filaDe(ESTADOS.enAprobacion.id)).getByTestId('cert-numero'));
    expect(router.state.location.pathname).toBe('/certificados');
    fireEvent.doubleClick(within(filaDe(ESTADOS.emitido.id)).getByTestId('cert-numero'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/certificados/detalle/1'));
  });

  it('in approval opens with certificados.leerEnAprobacion; the add link needs certificados.cotizar', async () => {
    render(['certificados.leer', 'certificados.leerEnAprobacion', 'certificados.cotizar']);
    await waitFor(() => expect(filas()).toHaveLength(6));
    expect(filaDe(ESTADOS.enAprobacion.id).getAttribute('data-abre')).toBe('true');
    expect(screen.getByTestId('cert-nuevo').getAttribute('href')).toBe('/certificados/nuevo');
  });

  it('a load error shows the error state', async () => {
    stubApi((req) => (req.path === PATH ? { status: 500, body: { message: 'Falla' } } : undefined));
    renderInLayout(<CertificadosPage />, { permisos: ['certificados.leer'] });
    await screen.findByText('No se pudieron cargar los certificados');
  });

  it('a security measure shows its badge', async () => {
    render(['certificados.leer'], [fila(1, ESTADOS.emitido, { seguridad: 'Requiere' })]);
    await waitFor(() => expect(filas()).toHaveLength(1));
    expect(screen.getByTestId('cert-seguridad')).toBeTruthy();
  });

  it('keeps its filters, order, page size and cursor in the URL: a reload or a shared link asks for the same page', async () => {
    const api = stubApi((req) => (req.path === PATH ? pageAnswer(FILAS, { total: 40, nextCursor: 'c2' }) : undefined));
    const { router } = renderInLayout(<CertificadosPage />, {
      permisos: ['certificados.leer'],
      path: '/certificados?estado=20&orden=asc&tam=10&cursores=c1&desde=2025-06-01',
    });
    await waitFor(() =>
      expect(api.last(PATH)).toEqual({ direccion: 'asc', estado: '20', desde: '2025-06-01', size: '10', cursor: 'c1' }),
    );
    // Another state starts again from page one and is written where a reload reads it.
    const estado = screen.getByTestId<HTMLSelectElement>('cert-filter-estado');
    fireEvent.change(estado, { target: { value: [...estado.options].find((o) => o.text === 'Cotizado')!.value } });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('estado')).toBe('10'));
    const url = new URLSearchParams(router.state.location.search);
    expect(url.get('cursores')).toBeNull();
    expect(url.get('tam')).toBe('10');
    expect(url.get('orden')).toBe('asc');
    await waitFor(() => expect(api.last(PATH)).toEqual({ direccion: 'asc', estado: '10', desde: '2025-06-01', size: '10' }));
  });

  it('an unknown state or a malformed day in the URL reads as not filtered', async () => {
    const api = stubApi((req) => (req.path === PATH ? pageAnswer(FILAS, { total: 6 }) : undefined));
    renderInLayout(<CertificadosPage />, {
      permisos: ['certificados.leer'],
      path: '/certificados?estado=999&desde=01-06-2025&tam=7',
    });
    await waitFor(() => expect(api.last(PATH)).toEqual({ direccion: 'desc', size: '5' }));
  });
});
