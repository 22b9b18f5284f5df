import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Permission } from '#shared/auth/permissions.ts';
import type { PrecioContenedores } from '#shared/contract/schemas/certificado-contenedores.ts';
import { pageAnswer, stubApi, type ApiAnswer, type ApiRequest } from '#web/test/api-mock.ts';
import { renderInLayout } from '#web/test/layout.tsx';
import { NuevoContenedoresPage } from './NuevoContenedoresPage.tsx';

vi.mock('#web/lib/auth/token.ts', () => ({ getIdToken: async () => 'tok', signOutEverywhere: async () => {} }));

const CLIENTE = {
  id: 9,
  nombre: 'Exportadora Demo S.A.',
  cif: '30710000011',
  logo: null,
  markup: null,
  email: null,
  productorId: null,
  pais: { id: 32, nombre: 'Argentina', bandera: '/ar.svg' },
};
const TIPOS = [
  { id: 1, codigo: '20DV', nombre: "20' Dry" },
  { id: 2, codigo: '40DV', nombre: "40' Dry" },
  { id: 3, codigo: '40HC', nombre: "40' High Cube" },
];
const POLIZA = {
  id: 2,
  numero: 'CT-0002',
  ramo: 'contenedores',
  moneda: { id: 2, simbolo: 'US$' },
  aseguradora: { id: 1, nombre: 'Aseguradora Demo' },
  vigenciaDesde: '2025-01-01',
  vigenciaHasta: '2030-12-31',
  endosos: [],
  // The issuer's condition prices two of the three types.
  condiciones: [{ polizaId: 2, endosoId: 0, beneficiarioId: 0, tiposContenedor: TIPOS.slice(0, 2) }],
};
const PRECIO: PrecioContenedores = {
  moneda: { id: 2, simbolo: 'US$' },
  lineas: [
    {
      tipo: TIPOS[0]!,
      cantidad: 3,
      porDefecto: false,
      prima: 100,
      primaTransporte: 20,
      montoPrima: 300,
      montoTransporte: 60,
    },
  ],
  subtotal: 360,
  prima: 1234.5,
  precioFinal: 1234.5,
  validaciones: [],
  requiereAprobacion: false,
};

const api = (req: ApiRequest): ApiAnswer | undefined => {
  if (req.path === '/v1/catalogos/tiposContenedor') return pageAnswer(TIPOS);
  if (req.path === '/v1/clientes') return pageAnswer([CLIENTE]);
  if (req.path === '/v1/clientes/9/polizas-activas/contenedores') return { body: { data: [POLIZA] } };
  if (req.path === '/v1/contenedores/certificados/cotizaciones') return { body: PRECIO };
  return undefined;
};

const PERMISOS: Permission[] = [
  'contenedores.ver',
  'contenedores.cotizar',
  'contenedores.emitir',
  'prima.mostrar',
  'markup.consultar',
];
const fecha = (testId: string, ddmmyyyy: string) => fireEvent.change(screen.getByTestId(testId), { target: { value: ddmmyyyy } });

const elegirCliente = async () => {
  fireEvent.change(screen.getByTestId('cont-cliente'), { target: { value: 'Expo' } });
  fireEvent.click((await screen.findAllByTestId('cont-cliente-option'))[0]!);
  await waitFor(() => expect(screen.getByTestId('cont-poliza')).not.toHaveProperty('disabled', true));
};

describe('NuevoContenedoresPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('validates before quoting: required fields, and the dates in order with the pricing rule’s messages', async () => {
    const calls = stubApi(api);
    renderInLayout(<NuevoContenedoresPage />, { permisos: PERMISOS, path: '/contenedores/certificados/nuevo' });
    fireEvent.click(screen.getByTestId('cont-cotizar'));
    expect(await screen.findByText('El campo cliente es requerido')).toBeTruthy();
    expect(screen.getByText('El campo inicio del viaje es requerido')).toBeTruthy();
    expect(screen.getByText('El campo tipo de contenedor es requerido')).toBeTruthy();

    fecha('cont-fechaSalida', '10-07-2025');
    fecha('cont-fechaLlegada', '05-07-2025');
    fecha('cont-fechaDevolucion', '01-07-2025');
    fireEvent.click(screen.getByTestId('cont-cotizar'));
    expect(await screen.findByText('La fecha de fin del viaje debe ser posterior a la de inicio')).toBeTruthy();
    fecha('cont-fechaLlegada', '20-07-2025');
    fireEvent.click(screen.getByTestId('cont-cotizar'));
    expect(await screen.findByText('La fecha de devolución debe ser posterior a la de fin del viaje')).toBeTruthy();

    fireEvent.change(within(screen.getByTestId('cont-linea')).getByTestId('cont-cantidad'), { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('cont-cotizar'));
    expect(await screen.findByText('La cantidad de cada tipo debe estar entre 1 y 10.000')).toBeTruthy();
    expect(calls.requests.some((r) => r.path === '/v1/contenedores/certificados/cotizaciones')).toBe(false);
  });

  it("offers the types the issuer's condition prices, each once; 'Cotizar' shows the price per type", async () => {
    const calls = stubApi(api);
    renderInLayout(<NuevoContenedoresPage />, { permisos: PERMISOS, path: '/contenedores/certificados/nuevo' });
    await elegirCliente();
    fireEvent.click(screen.getByTestId('cont-poliza'));
    fireEvent.click(await screen.findByRole('option', { name: /CT-0002/ }));

    fireEvent.click(screen.getByTestId('cont-tipo'));
    const opciones = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(opciones).toEqual(["20' Dry (20DV)", "40' Dry (40DV)"]);
    fireEvent.click(screen.getByRole('option', { name: "20' Dry (20DV)" }));
    fireEvent.change(screen.getByTestId('cont-cantidad'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('cont-agregar'));
    const segunda = screen.getAllByTestId('cont-linea')[1]!;
    fireEvent.click(within(segunda).getByTestId('cont-tipo'));
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(["40' Dry (40DV)"]));
    fireEvent.click(within(segunda).getByTestId('cont-quitar'));

    fecha('cont-fechaSalida', '10-07-2025');
    fecha('cont-fechaLlegada', '20-07-2025');
    fecha('cont-fechaDevolucion', '30-07-2025');
    fireEvent.click(screen.getByTestId('cont-cotizar'));
    const card = await screen.findByTestId('cert-precio');
    expect(within(card).getByTestId('cont-precio-linea').textContent).toContain("20' Dry (20DV)");
    expect(within(card).getByTestId('cert-precio-final').textContent).toContain('US$ 1.234,50');
    const enviado = calls.requests.find((r) => r.path === '/v1/contenedores/certificados/cotizaciones')?.body;
    expect(enviado).toMatchObject({
      clienteId: 9,
      polizaId: 2,
      fechaSalida: '2025-07-10',
      fechaLlegada: '2025-07-20',
      fechaDevolucion: '2025-07-30',
      contenedores: [{ idTipo: 1, cantidad: 3 }],
    });
    expect(screen.getByTestId('cert-emitir')).toBeTruthy();
  });
});
