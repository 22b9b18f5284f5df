import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuardarRequest, Oferta } from '#shared/contract/schemas/viaje-especifico.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { AprobacionModal } from './AprobacionModal.tsx';
import { ajustarContenedores, clampContenedores, preguntasVisibles, type AprobacionValues } from './aprobacion/preguntas.ts';

vi.mock('#web/lib/api-client.ts', () => ({ apiCall: vi.fn() }));
const { apiCall } = await import('#web/lib/api-client.ts');
const api = vi.mocked(apiCall) as unknown as ReturnType<typeof vi.fn>;

const calculo = { valorInicial: 0, reglas: [], resultados: {}, total: 0 };
const oferta = (codigos: number[]): Oferta => ({
  cobertura: {
    id: 101,
    nombre: 'Todo riesgo',
    idAseguradora: 1,
    aseguradora: 'Aseguradora del Sur S.A.',
    idMoneda: 840,
    urlCondiciones: '',
    resumenes: [],
  },
  moneda: { id: 840, simbolo: 'US$' },
  sumaAsegurada: 57_750,
  prima: 260.34,
  premio: 345.17,
  formaDePago: 0,
  cuotas: 1,
  valorCuota: 345.17,
  recargoAdmin: { valor: 5, predeterminado: 5, minimo: 0, maximo: 10 },
  comisionProductor: { valor: 15, predeterminada: 15, minima: 5, maxima: 25 },
  deducibles: [],
  medidasSeguridad: [],
  popular: false,
  oferta: 0,
  validaciones: codigos.map((codigo) => ({ codigo, mensaje: `Mensaje ${codigo}` })),
  coeficienteFrecuenciaSiniestros: 1,
  cantidadViajes: 1,
  calculoPrima: calculo,
  calculoPremio: calculo,
});
const request: GuardarRequest = {
  ValorFactura: 50_000,
  DemasGastos: 500,
  GastoEnvio: 2_000,
  BeneficioImaginario: 10,
  dctoComercial: 0,
  MonedaId: 840,
  EsMercaderiaUsada: false,
  MercaderiaId: 3,
  OperacionId: 202,
  TransporteId: 0,
  OrigenId: 32,
  DestinoId: 76,
  FechaSalida: '2026-11-20',
  Km: null,
  ContinuacionViaje: false,
  FormaDePagoId: 0,
  Cuotas: 1,
  CoberturaId: 101,
  TomadorId: 1,
};

const flags = (o: Partial<AprobacionValues> = {}) => ({
  esGranel: false,
  cantidadContenedores: null,
  sobredimension: false,
  ...o,
});

describe('approval questions by excess code', () => {
  it('asks each code its questions, once, in catalogue order', () => {
    expect(preguntasVisibles([540], flags())).toEqual(['motivoDemora']);
    expect(preguntasVisibles([500], flags())).toEqual(['depositoOrigen', 'puertoSalida', 'paisBeneficiario', 'involucraEstado']);
    expect(preguntasVisibles([500, 501], flags())).toEqual([
      'depositoOrigen',
      'puertoSalida',
      'depositoDestino',
      'puertoLlegada',
      'paisBeneficiario',
      'involucraEstado',
    ]);
    expect(preguntasVisibles([510], flags())).toEqual(['detalleMercaderia', 'embalaje']);
    expect(preguntasVisibles([521], flags())).toEqual(['medidasSeguridad', 'siniestrosConocidos']);
    expect(preguntasVisibles([999], flags())).toEqual([]);
  });

  it.each([520, 522, 550, 551, 552, 553])('code %i (transport/operation not permitted) always asks the route', (codigo) => {
    expect(preguntasVisibles([codigo], flags())).toEqual(['detalleTransporte', 'ruta']);
    expect(preguntasVisibles([codigo], flags({ esGranel: true }))).toContain('ruta');
  });

  it('asks a schedule from 2 containers (not in bulk) and the oversize questions with the flag', () => {
    expect(preguntasVisibles([], flags({ cantidadContenedores: 1 }))).toEqual([]);
    expect(preguntasVisibles([], flags({ cantidadContenedores: 2 }))).toEqual(['cronograma']);
    expect(preguntasVisibles([], flags({ cantidadContenedores: 5, esGranel: true }))).toEqual([]);
    expect(preguntasVisibles([520], flags({ sobredimension: true }))).toEqual([
      'detalleTransporte',
      'dimensionesPeso',
      'trincado',
      'gestionRiesgo',
      'ruta',
    ]);
  });

  it('clamps the container count to 0..50 and sizes the list to match', () => {
    expect(clampContenedores(60)).toBe(50);
    expect(clampContenedores(-3)).toBe(0);
    expect(clampContenedores(2.7)).toBe(2);
    expect(clampContenedores('')).toBeNull();
    const tres = ajustarContenedores([], 3);
    expect(tres).toHaveLength(3);
    const kept = ajustarContenedores([{ tipo: "40' Dry", valor: 10 }, ...tres], 2);
    expect(kept).toEqual([
      { tipo: "40' Dry", valor: 10 },
      { tipo: null, valor: null },
    ]);
    expect(ajustarContenedores(kept, null)).toEqual([]);
  });
});

const renderModal = (codigos: number[], req: GuardarRequest = request) => {
  const onSolicitada = vi.fn();
  renderWithProviders(
    <MemoryRouter>
      <AprobacionModal opened onClose={() => {}} request={req} oferta={oferta(codigos)} onSolicitada={onSolicitada} />
    </MemoryRouter>,
  );
  return { onSolicitada };
};
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('AprobacionModal', () => {
  beforeEach(() => {
    api.mockReset();
    api.mockImplementation(async (op: { id: string }) => {
      if (op.id === 'solicitar-aprobacion' || op.id === 'actualizar-solicitud-aprobacion') return { id: 77 };
      throw new Error(`unexpected ${op.id}`);
    });
  });

  it('shows the questions of the codes; an invalid submit marks every field and makes no call', async () => {
    renderModal([540, 522]);
    expect(screen.getByTestId('aprobacion-pregunta-motivoDemora')).toBeTruthy();
    expect(screen.getByTestId('aprobacion-pregunta-ruta')).toBeTruthy();
    expect(screen.getByTestId('aprobacion-pregunta-detalleTransporte')).toBeTruthy();
    expect(screen.queryByTestId('aprobacion-pregunta-embalaje')).toBeNull();
    fireEvent.click(screen.getByTestId('aprobacion-submit'));
    await waitFor(() => expect(screen.getAllByText('Requerido')).toHaveLength(4)); // 3 questions + container count
    expect(api).not.toHaveBeenCalled();
  });

  it('clamps the container count to 50, resizes the list, asks the schedule from 2 containers', async () => {
    renderModal([540]);
    type('aprobacion-cantidad', '60');
    await waitFor(() => expect(screen.getAllByTestId('aprobacion-contenedor')).toHaveLength(50));
    expect((screen.getByTestId('aprobacion-cantidad') as HTMLInputElement).value).toBe('50');
    type('aprobacion-cantidad', '1');
    await waitFor(() => expect(screen.getAllByTestId('aprobacion-contenedor')).toHaveLength(1));
    expect(screen.queryByTestId('aprobacion-pregunta-cronograma')).toBeNull();
    type('aprobacion-cantidad', '2');
    await waitFor(() => expect(screen.getAllByTestId('aprobacion-contenedor')).toHaveLength(2));
    expect(screen.getByTestId('aprobacion-pregunta-cronograma')).toBeTruthy();
    fireEvent.click(screen.getByTestId('aprobacion-granel'));
    await waitFor(() => expect(screen.queryByTestId('aprobacion-cantidad')).toBeNull());
    expect(screen.queryByTestId('aprobacion-pregunta-cronograma')).toBeNull();
  }, 30_000);

  it('posts the quote with the rendered answers and containers, then shows the success panel', async () => {
    const { onSolicitada } = renderModal([540]);
    type('aprobacion-pregunta-motivoDemora', 'Demora en aduana');
    type('aprobacion-cantidad', '1');
    await screen.findByTestId('aprobacion-contenedor-tipo-0');
    fireEvent.click(screen.getByTestId('aprobacion-contenedor-tipo-0'));
    fireEvent.click(await screen.findByRole('option', { name: "40' Dry" }));
    type('aprobacion-contenedor-valor-0', '25000');
    type('aprobacion-observacion', 'Salió ayer');
    fireEvent.click(screen.getByTestId('aprobacion-submit'));
    expect(await screen.findByTestId('aprobacion-success')).toBeTruthy();
    expect(onSolicitada).toHaveBeenCalledWith(77);
    const [op, input] = api.mock.calls[0]!;
    expect(op.id).toBe('solicitar-aprobacion');
    expect(input.headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(input.body).toMatchObject({
      ...request,
      contenedores: [{ tipo: "40' Dry", valor: 25_000 }],
      observacion: 'Salió ayer',
    });
    expect(input.body.respuestas).toEqual([
      { pregunta: 'Motivo de la demora', respuesta: 'Demora en aduana' },
      { pregunta: 'Es carga a granel', respuesta: 'No' },
      { pregunta: 'Cantidad de contenedores', respuesta: '1' },
      { pregunta: 'Carga sobredimensionada', respuesta: 'No' },
    ]);
    expect(within(screen.getByTestId('aprobacion-success')).getByTestId('aprobacion-continue')).toBeTruthy();
  });

  it('uses PATCH (the update operation) when the payload has an Id', async () => {
    renderModal([540], { ...request, Id: 12 });
    type('aprobacion-pregunta-motivoDemora', 'Demora');
    fireEvent.click(screen.getByTestId('aprobacion-granel'));
    fireEvent.click(screen.getByTestId('aprobacion-submit'));
    await screen.findByTestId('aprobacion-success');
    const [op, input] = api.mock.calls[0]!;
    expect(op.id).toBe('actualizar-solicitud-aprobacion');
    expect(input.body.Id).toBe(12);
    expect(input.body.contenedores).toEqual([]);
  });
});
