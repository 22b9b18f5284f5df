import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CertificadoCarga, PrecioCarga } from '#shared/contract/schemas/certificado-carga.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { pageAnswer, stubApi, type ApiAnswer, type ApiRequest } from '#web/test/api-mock.ts';
import { renderInLayout } from '#web/test/layout.tsx';
import { NuevoCertificadoPage } from './NuevoCertificadoPage.tsx';

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
const SOLICITUD = {
  clienteId: 9,
  polizaId: 4,
  endosoId: null,
  beneficiarioId: null,
  valor: 10000,
  demasGastos: 0,
  flete: 500,
  beneficioImaginario: 10,
  esMercaderiaUsada: false,
  transporteIds: [1],
  mercaderiaId: 3,
  origenId: 32,
  destinoId: 76,
  fechaSalida: '2025-06-20',
  markup: null,
  nroReferenciaInterna: 'REF-1',
};
const PRECIO: PrecioCarga = {
  moneda: { id: 2, simbolo: 'US$' },
  sumaAsegurada: 11550,
  prima: 1234.5,
  markup: { porcentaje: 20, asignacion: 'Prima', monto: 246.9, sugerido: 20, minimo: 5, maximo: 40 },
  cargosExtra: 0,
  precioFinal: 1481.4,
  premioSugerido: null,
  validaciones: [],
  requiereAprobacion: false,
};
const ORIGEN: CertificadoCarga = {
  id: 5,
  nroCertificado: null,
  nroReferenciaInterna: 'REF-1',
  fechaEstado: '2025-06-10T12:00:00.000Z',
  beneficiario: null,
  moneda: { id: 2, simbolo: 'US$' },
  sumaAsegurada: 11550,
  seguridad: 'No requiere',
  riesgo: 'Exportación',
  paisAMostrar: 'Brasil',
  tiposTransporte: [{ id: 1, nombre: 'Terrestre', cssClass: 'terrestre' }],
  estado: { id: ESTADOS.cotizado.id, nombre: 'Cotizado' },
  documentos: { certificado: false, cotizacion: true },
  idDeclaracion: null,
  cliente: { id: 9, nombre: CLIENTE.nombre },
  ramo: 'transporte',
  poliza: { id: 4, numero: 'TR-1001/2025', aseguradora: { id: 1, nombre: 'Aseguradora Demo' } },
  endoso: null,
  emisor: { id: 2, nombre: 'Broker Demo' },
  productorId: null,
  mercaderia: { id: 3, nombre: 'Maquinaria', esNueva: true },
  origen: { id: 32, nombre: 'Argentina', bandera: '/ar.svg' },
  destino: { id: 76, nombre: 'Brasil', bandera: '/br.svg' },
  fechaSalida: '2025-06-20',
  solicitud: SOLICITUD,
  precio: PRECIO,
  observacion: null,
  decision: null,
  baja: null,
  fechaEmision: null,
  codigoVerificacion: null,
  documentosPendientes: false,
  version: 1,
  creado: '2025-06-10T12:00:00.000Z',
  creadoPor: 'productor@cargosur.demo',
  historial: [],
};
const POLIZA = {
  id: 4,
  numero: 'TR-1001/2025',
  ramo: 'transporte',
  moneda: { id: 2, simbolo: 'US$' },
  aseguradora: { id: 1, nombre: 'Aseguradora Demo' },
  vigenciaDesde: '2025-01-01',
  vigenciaHasta: '2025-12-31',
  endosos: [],
  // The working company's transport condition for the policy: its markup bounds show before a quote.
  condiciones: [
    { polizaId: 4, endosoId: 0, beneficiarioId: 0, markup: { asignacion: 'Prima', sugerido: 20, minimo: 5, maximo: 40 } },
  ],
};
const CATALOGOS: Record<string, unknown[]> = {
  paises: [
    { id: 32, nombre: 'Argentina', codigo: 'AR', bandera: '/ar.svg' },
    { id: 76, nombre: 'Brasil', codigo: 'BR', bandera: '/br.svg' },
  ],
  modosTransporte: [{ id: 1, nombre: 'Terrestre', cssClass: 'terrestre' }],
  tiposMercaderia: [{ id: 3, nombre: 'Maquinaria', tags: [] }],
};

const api =
  (precio: PrecioCarga) =>
  (req: ApiRequest): ApiAnswer | undefined => {
    const catalogo = /^\/v1\/catalogos\/(\w+)$/.exec(req.path)?.[1];
    if (catalogo) return pageAnswer(CATALOGOS[catalogo] ?? []);
    if (req.path === '/v1/certificados/5') return { body: ORIGEN };
    if (req.path === '/v1/clientes') return pageAnswer([CLIENTE]);
    if (req.path === '/v1/clientes/9/polizas-activas/transporte') return { body: { data: [POLIZA] } };
    if (req.path === '/v1/certificados/cotizaciones') return { body: precio };
    if (req.path === '/v1/certificados' && req.method === 'POST')
      return {
        status: 201,
        body: { id: 6, estado: { id: 5, nombre: 'En Aprobación' }, nroCertificado: null, version: 1, precio },
      };
    return undefined;
  };

const PERMISOS = ['certificados.cotizar', 'prima.mostrar', 'markup.consultar'] as const;

describe('NuevoCertificadoPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('validates before quoting: the required fields say so and nothing is asked of the server', async () => {
    const calls = stubApi(api(PRECIO));
    renderInLayout(<NuevoCertificadoPage />, { permisos: [...PERMISOS], path: '/certificados/nuevo' });
    fireEvent.click(screen.getByTestId('cert-cotizar'));
    expect(await screen.findByText('El campo cliente es requerido')).toBeTruthy();
    expect(screen.getByText('El campo valor es requerido')).toBeTruthy();
    expect(calls.requests.some((r) => r.path === '/v1/certificados/cotizaciones')).toBe(false);
  });

  it("a clone restores the request; 'Cotizar' shows the server's premium, markup and final price", async () => {
    const calls = stubApi(api(PRECIO));
    renderInLayout(<NuevoCertificadoPage />, { permisos: [...PERMISOS], path: '/certificados/nuevo?clonar=5' });
    await waitFor(() => expect((screen.getByTestId('cert-cliente') as HTMLInputElement).value).toContain(CLIENTE.nombre));
    await waitFor(() => expect((screen.getByTestId('cert-poliza') as HTMLInputElement).value).toContain('TR-1001/2025'));
    expect(screen.getByTestId('cert-markup-hint').textContent).toBe('Entre 5,00 % y 40,00 % (sugerido 20,00 %)');
    fireEvent.click(screen.getByTestId('cert-cotizar'));
    const card = await screen.findByTestId('cert-precio');
    expect(within(card).getByTestId('cert-precio-prima').textContent).toContain('US$ 1.234,50');
    expect(within(card).getByTestId('cert-precio-markup').textContent).toContain('US$ 246,90');
    expect(within(card).getByTestId('cert-precio-final').textContent).toContain('US$ 1.481,40');
    expect(screen.getByTestId('cert-markup-hint').textContent).toBe('Entre 5,00 % y 40,00 % (sugerido 20,00 %)');
    const enviado = calls.requests.find((r) => r.path === '/v1/certificados/cotizaciones')?.body;
    expect(enviado).toMatchObject({ ...SOLICITUD, observacion: '' });
    expect(screen.getByTestId('cert-emitir')).toBeTruthy();
    // Any change makes the price stale.
    fireEvent.change(screen.getByTestId('cert-referencia'), { target: { value: 'REF-2' } });
    expect(screen.queryByTestId('cert-precio')).toBeNull();
  });

  it("an excess shows 'Riesgo excedido' instead of the price and 'Solicitar aprobación' saves with the note", async () => {
    const excedido: PrecioCarga = {
      ...PRECIO,
      validaciones: [{ codigo: 560, mensaje: 'La suma asegurada excede el límite de la póliza' }],
      requiereAprobacion: true,
    };
    const calls = stubApi(api(excedido));
    const { router } = renderInLayout(<NuevoCertificadoPage />, {
      permisos: [...PERMISOS],
      path: '/certificados/nuevo?clonar=5',
    });
    await waitFor(() => expect((screen.getByTestId('cert-poliza') as HTMLInputElement).value).toContain('TR-1001/2025'));
    fireEvent.click(screen.getByTestId('cert-cotizar'));
    const card = await screen.findByTestId('cert-precio');
    expect(within(card).getByTestId('cert-excedido').textContent).toContain('Riesgo excedido');
    expect(within(card).getByText('La suma asegurada excede el límite de la póliza')).toBeTruthy();
    expect(within(card).queryByTestId('cert-precio-final')).toBeNull();
    expect(screen.queryByTestId('cert-emitir')).toBeNull();
    fireEvent.change(screen.getByTestId('cert-observacion'), { target: { value: 'Cliente habitual' } });
    fireEvent.click(screen.getByTestId('cert-solicitar'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/certificados/detalle/6'));
    const guardado = calls.requests.find((r) => r.path === '/v1/certificados' && r.method === 'POST');
    expect(guardado?.body).toMatchObject({ observacion: 'Cliente habitual', polizaId: 4 });
  });

  it('a client operator quotes for its own client, prefilled and fixed, without searching clients', async () => {
    const calls = stubApi(api(PRECIO));
    renderInLayout(<NuevoCertificadoPage />, {
      permisos: ['certificados.cotizar'],
      path: '/certificados/nuevo',
      empresa: { id: 40, tipo: 'cliente', nombre: CLIENTE.nombre, clienteId: CLIENTE.id },
    });
    const cliente = screen.getByTestId('cert-cliente') as HTMLInputElement;
    expect(cliente.value).toBe(CLIENTE.nombre);
    expect(cliente.readOnly).toBe(true);
    // Its policies come at once; a beneficiary search it may not make is not offered.
    fireEvent.click(screen.getByTestId('cert-poliza'));
    fireEvent.click(await screen.findByRole('option', { name: /TR-1001\/2025/ }));
    expect(screen.queryByTestId('cert-beneficiario')).toBeNull();
    expect(screen.queryByTestId('cert-beneficiario-nuevo')).toBeNull();
    fireEvent.click(screen.getByTestId('cert-cotizar'));
    expect(await screen.findByText('El campo valor es requerido')).toBeTruthy();
    expect(screen.queryByText('El campo cliente es requerido')).toBeNull();
    expect(calls.requests.some((r) => r.path === '/v1/clientes')).toBe(false);
  });
});
