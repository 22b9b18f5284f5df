import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Permission } from '#shared/auth/permissions.ts';
import type { CotizacionEmbarcacionFila } from '#shared/contract/schemas/checkout.ts';
import { pageAnswer, stubApi } from '#web/test/api-mock.ts';
import { renderInLayout } from '#web/test/layout.tsx';
import { EmbarcacionesPage } from './EmbarcacionesPage.tsx';

vi.mock('#web/lib/auth/token.ts', () => ({ getIdToken: async () => 'tok', signOutEverywhere: async () => {} }));

const PATH = '/v1/checkout';
const base: CotizacionEmbarcacionFila = {
  id: 'abcdefghijklmnopqrstuv',
  nombre: 'La Gaviota',
  tomador: { nombre: 'Marina Costa' },
  cobertura: { id: 'todo-riesgo', nombre: 'Todo riesgo con franquicia' },
  aseguradora: { id: 1, nombre: 'Aseguradora del Sur S.A.' },
  sumaAsegurada: 42_000_000,
  total: 185_430.46,
  moneda: { codigo: 'ARS', simbolo: '$' },
  estado: 'pendiente',
  creado: '2026-11-28T12:00:00.000Z',
  url: 'http://cargosur.localhost/checkout?total=185430.46&nombre=La+Gaviota&moneda=%24&id=abcdefghijklmnopqrstuv',
  poliza: null,
  polizaDisponible: false,
};
const pagada: CotizacionEmbarcacionFila = {
  ...base,
  id: 'zyxwvutsrqponmlkjihgfe',
  nombre: 'El Albatros',
  estado: 'pagada',
  url: null,
  poliza: { numero: 'EMB-00000007', vigencia: { desde: '2026-11-28T12:00:00.000Z', hasta: '2027-11-28T12:00:00.000Z' } },
  polizaDisponible: true,
};

const render = (permisos: Permission[], filas: CotizacionEmbarcacionFila[] = [base, pagada], query = '') => {
  const api = stubApi((req) => (req.path === PATH ? pageAnswer(filas) : undefined));
  return { api, ...renderInLayout(<EmbarcacionesPage />, { permisos, path: `/certificados/embarcaciones${query}` }) };
};
const filas = () => screen.getAllByTestId('emb-row');

describe('EmbarcacionesPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers 'Nueva Póliza' to the boat form to who may quote certificates (spec 2 §2.1)", async () => {
    render(['certificados.leer', 'certificados.cotizar']);
    const nuevo = await screen.findByTestId('emb-nuevo');
    expect(nuevo.textContent).toBe('Nueva Póliza');
    expect(nuevo.getAttribute('href')).toBe('/certificados/embarcaciones/nueva');
  });

  it("shows no 'Nueva Póliza' without certificados.cotizar", async () => {
    render(['certificados.leer']);
    await waitFor(() => expect(filas()).toHaveLength(2));
    expect(screen.queryByTestId('emb-nuevo')).toBeNull();
  });

  it('asks newest first and shows the quote pending with its link, the policy paid with its period and PDF', async () => {
    const { api } = render(['certificados.leer']);
    await waitFor(() => expect(filas()).toHaveLength(2));
    expect(api.last(PATH)).toEqual({ direccion: 'desc', size: '10' });
    const [pendiente, paga] = filas() as [HTMLElement, HTMLElement];
    expect(within(pendiente).getByTestId('emb-numero').textContent).toBe(base.id);
    expect(pendiente.textContent).toContain('$ 42.000.000,00');
    expect(pendiente.textContent).toContain('$ 185.430,46');
    expect(within(pendiente).getByTestId('emb-estado').textContent).toBe('Pendiente de pago');
    expect(within(pendiente).getByTestId('emb-abrir').getAttribute('href')).toBe(base.url);
    expect(within(pendiente).getByTestId('emb-copiar')).toBeTruthy();
    expect(within(pendiente).queryByTestId('emb-poliza')).toBeNull();

    expect(within(paga).getByTestId('emb-numero').textContent).toBe('EMB-00000007');
    expect(within(paga).getByTestId('emb-estado').textContent).toBe('Pagada');
    expect(within(paga).getByTestId('emb-vigencia').textContent).toMatch(
      /^Vigente del \d{2}\/11\/2026 \d{2}:\d{2} al \d{2}\/11\/2027/,
    );
    expect(within(paga).getByTestId('emb-poliza').textContent).toBe('Descargar póliza');
    expect(within(paga).queryByTestId('emb-copiar')).toBeNull();
    // Boats have none of the certificate filters.
    expect(screen.queryByTestId('emb-search')).toBeNull();
  });

  it('says the policy is being made while its PDF is not there yet', async () => {
    render(['certificados.leer'], [{ ...pagada, polizaDisponible: false }]);
    await waitFor(() => expect(filas()).toHaveLength(1));
    expect(screen.getByTestId('emb-generando')).toBeTruthy();
    expect(screen.queryByTestId('emb-poliza')).toBeNull();
  });

  it('keeps its order, page size and cursor in the URL: a reload or a shared link asks for the same page', async () => {
    const { api, router } = render(['certificados.leer'], [base, pagada], '?orden=asc&tam=25&cursores=c1');
    await waitFor(() => expect(api.last(PATH)).toEqual({ direccion: 'asc', size: '25', cursor: 'c1' }));
    // Another order starts again from page one and is written where a reload reads it.
    fireEvent.click(screen.getByText('Fecha de cotización'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('orden')).toBeNull());
    const url = new URLSearchParams(router.state.location.search);
    expect(url.get('cursores')).toBeNull();
    expect(url.get('tam')).toBe('25');
    await waitFor(() => expect(api.last(PATH)).toEqual({ direccion: 'desc', size: '25' }));
  });

  it('reads an order it does not know as newest first', async () => {
    const { api } = render(['certificados.leer'], [base], '?orden=lateral');
    await waitFor(() => expect(api.last(PATH)).toEqual({ direccion: 'desc', size: '10' }));
  });
});
