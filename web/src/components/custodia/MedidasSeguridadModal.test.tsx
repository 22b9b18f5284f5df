import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hoyIso } from '#web/lib/fecha.ts';
import { stubApi, type ApiAnswer, type ApiRequest } from '#web/test/api-mock.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import type { CertificadoCustodia } from './api.ts';
import { MedidasSeguridadModal } from './MedidasSeguridadModal.tsx';
import { contratacionDePrueba } from '#web/test/custodia.ts';

vi.mock('#web/lib/auth/token.ts', () => ({ getIdToken: async () => 'tok', signOutEverywhere: async () => {} }));
vi.mock('#web/lib/toast.ts', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));
// WebGL is not in jsdom: the map shows what it was given to draw.
vi.mock('./MapaRuta.tsx', () => ({
  default: ({ linea }: { linea: unknown[] }) => <div data-testid="mapa-mock" data-puntos={linea.length} />,
}));
const { toastError, toastSuccess } = await import('#web/lib/toast.ts');

const CERT: CertificadoCustodia = { ramo: 'carga', id: 7, numero: 'CC-00000007' };
const BA = { id: 'ar-ba', nombre: 'Buenos Aires, AR', lat: -34.6037, lng: -58.3816 };
const ROSARIO = { id: 'ar-ros', nombre: 'Rosario, AR', lat: -32.9442, lng: -60.6505 };
const COTIZADA = {
  isSuccessfull: true,
  data: { uid: 'u-1', rate: 227872.37, plan: { name: 'Custodia armada', description: '1 vehículo(s), 349 km aproximados.' } },
  errors: [],
};

type Respuestas = Partial<Record<'cotizar' | 'contratar' | 'custodia', ApiAnswer>>;
const SIN_CUSTODIA = { body: { cotizacion: null, contratacion: null } };
const api = (respuestas: Respuestas = {}) =>
  stubApi((req: ApiRequest) => {
    if (req.path === '/v1/custodia/lugares')
      return { body: { data: [BA, ROSARIO].filter((l) => l.nombre.toLowerCase().startsWith(req.query.texto!.toLowerCase())) } };
    if (req.path === '/v1/custodia/ruta')
      return {
        body: {
          distanciaKm: 348.6,
          linea: [
            [BA.lng, BA.lat],
            [-59.5, -33.8],
            [ROSARIO.lng, ROSARIO.lat],
          ],
        },
      };
    if (req.path === '/v1/custodia/certificados/carga/7') return respuestas.custodia ?? SIN_CUSTODIA;
    if (req.path === '/v1/custodia/cotizaciones') return respuestas.cotizar ?? { body: COTIZADA };
    if (req.path === '/v1/custodia/contrataciones') return respuestas.contratar ?? { body: { isSuccessfull: true, errors: [] } };
    return undefined;
  });

function Harness({ onContratada = () => {} }: { onContratada?: () => void }) {
  const [abierto, setAbierto] = useState<CertificadoCustodia | null>(CERT);
  return (
    <>
      <button type="button" onClick={() => setAbierto(CERT)} data-testid="abrir">
        abrir
      </button>
      <MedidasSeguridadModal certificado={abierto} onClose={() => setAbierto(null)} onContratada={onContratada} />
    </>
  );
}

/** Renders the modal open and waits for the certificate's custody to be read (none: the steps show). */
const abrir = async (ui = <Harness />) => {
  renderWithProviders(ui);
  await screen.findByTestId('custodia-stepper');
};

const elegir = async (campo: 'from' | 'to', texto: string) => {
  fireEvent.change(screen.getByTestId(`custodia-${campo}`), { target: { value: texto } });
  fireEvent.click(await screen.findByTestId(`custodia-${campo}-option`, {}, { timeout: 2000 }));
};
const escribir = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const posts = (calls: ReturnType<typeof api>, path: string) =>
  calls.requests.filter((r) => r.method === 'POST' && r.path === path);

const cotizarBaRosario = async () => {
  await elegir('from', 'Bue');
  await elegir('to', 'Ros');
  fireEvent.click(screen.getByTestId('custodia-cotizar'));
};

/** Quotes Buenos Aires → Rosario, takes the quote to the hire, fills it validly and sends it. */
const contratarBaRosario = async () => {
  await cotizarBaRosario();
  fireEvent.click(await screen.findByTestId('custodia-solicitar'));
  llenarContratacion();
  fireEvent.click(screen.getByTestId('custodia-contratar'));
};

const llenarContratacion = () => {
  const [y, m, d] = hoyIso().split('-');
  escribir('custodia-date', `${d}${m}${y}`);
  escribir('custodia-hour', '08:30');
  escribir('custodia-driver-name', 'Juan Pérez');
  escribir('custodia-driver-company', 'Transportes del Sur');
  escribir('custodia-driver-licensePlate', 'AB123CD');
  escribir('custodia-driver-phone-codeCountry', '54');
  escribir('custodia-driver-phone-area', '11');
  escribir('custodia-driver-phone-number', '4567 890');
  escribir('custodia-tripDetails', 'Monitoreo GPS');
  escribir('custodia-email', 'logistica@exportadora.demo');
};

describe("'Medidas de Seguridad' (spec 2 §2.4, §4.3, §5.1, §5.2, §8)", () => {
  beforeEach(() => vi.mocked(toastError).mockClear() && vi.mocked(toastSuccess).mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it('opens on Cotizar with one vehicle and both checkboxes ticked; the map waits for the places', async () => {
    api();
    await abrir();
    expect(screen.getByText('Medidas de Seguridad')).toBeTruthy();
    expect(screen.getByTestId('custodia-certificado').textContent).toBe('Certificado CC-00000007');
    expect(screen.getByTestId('custodia-stepper').getAttribute('data-paso')).toBe('0');
    expect((screen.getByTestId('custodia-vehiculos') as HTMLInputElement).value).toBe('1');
    expect((screen.getByTestId('custodia-rotulados') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('custodia-armada') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('custodia-distancia').textContent).toBe('Elegí el origen y el destino para ver la ruta.');
  });

  it('an invalid quote says what is missing first (origin, then destination, else the fields in red) and sends nothing', async () => {
    const calls = api();
    await abrir();
    fireEvent.click(screen.getByTestId('custodia-cotizar'));
    await waitFor(() => expect(toastError).toHaveBeenLastCalledWith('Debe especificár el lugar de origen'));
    expect(screen.getAllByText('Debe especificár el lugar de origen')).toHaveLength(1);

    await elegir('from', 'Bue');
    fireEvent.click(screen.getByTestId('custodia-cotizar'));
    await waitFor(() => expect(toastError).toHaveBeenLastCalledWith('Debe especificár el lugar de destino'));

    await elegir('to', 'Ros');
    escribir('custodia-vehiculos', '51');
    fireEvent.click(screen.getByTestId('custodia-cotizar'));
    await waitFor(() => expect(toastError).toHaveBeenLastCalledWith('Revise los campos marcados en rojo'));
    expect(screen.getByText('Máximo 50')).toBeTruthy();
    expect(posts(calls, '/v1/custodia/cotizaciones')).toHaveLength(0);
  });

  it("quotes with the spec's body, says 'Cotizada' and shows the collapsible result, the route and its distance", async () => {
    const calls = api();
    await abrir();
    await cotizarBaRosario();
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Cotizada'));
    expect(posts(calls, '/v1/custodia/cotizaciones')[0]!.body).toEqual({
      from: { lat: BA.lat, lng: BA.lng, nombre: BA.nombre },
      to: { lat: ROSARIO.lat, lng: ROSARIO.lng, nombre: ROSARIO.nombre },
      qtVehicles: 1,
      wtVehicleLabeled: true,
      wtPersonnelArmed: true,
      idCertificado: 7,
      ramo: 'carga',
    });
    expect(screen.getByTestId('custodia-tarifa').textContent).toBe('$ 227.872,37');
    expect(screen.getByTestId('custodia-plan').textContent).toBe('Custodia armada');
    expect(screen.getByTestId('custodia-plan-descripcion').textContent).toBe('1 vehículo(s), 349 km aproximados.');
    expect(screen.getByTestId('mapa-mock').getAttribute('data-puntos')).toBe('3');
    expect(screen.getByTestId('custodia-distancia').textContent).toBe('Distancia aproximada: 349 km');
    const toggle = screen.getByTestId('custodia-resultado-toggle');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it("a refusal toasts 'Error al cotizar' with the provider's errors joined, or 'Error desconocido al cotizar'", async () => {
    api({
      cotizar: {
        body: { isSuccessfull: false, data: null, errors: ['Más de 4.000 km', 'Más de 40 vehículos'] },
      },
    });
    await abrir();
    await cotizarBaRosario();
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Más de 4.000 km, Más de 40 vehículos', 'Error al cotizar'));
    expect(screen.queryByTestId('custodia-resultado')).toBeNull();
    vi.unstubAllGlobals();
    api({ cotizar: { body: { isSuccessfull: false, data: null, errors: [] } } });
    fireEvent.click(screen.getByTestId('custodia-cotizar'));
    await waitFor(() => expect(toastError).toHaveBeenLastCalledWith('Error desconocido al cotizar'));
  });

  it('changing the trip after a quote drops it: what is hired is what was quoted', async () => {
    api();
    await abrir();
    await cotizarBaRosario();
    await screen.findByTestId('custodia-resultado');
    escribir('custodia-vehiculos', '2');
    await waitFor(() => expect(screen.queryByTestId('custodia-resultado')).toBeNull());
  });

  it("Solicitar moves to Contratar; an invalid hire says 'Revise los campos marcados en rojo' and sends nothing", async () => {
    const calls = api();
    await abrir();
    await cotizarBaRosario();
    fireEvent.click(await screen.findByTestId('custodia-solicitar'));
    expect(screen.getByTestId('custodia-stepper').getAttribute('data-paso')).toBe('1');
    // The price is restated where the hire is decided.
    expect(screen.getByTestId('custodia-contratar-precio').textContent).toBe('Vas a contratar Custodia armada por $ 227.872,37.');
    escribir('custodia-driver-licensePlate', 'AB1');
    escribir('custodia-driver-phone-codeCountry', '5');
    escribir('custodia-driver-phone-number', '4567-890');
    escribir('custodia-date', '01012020');
    fireEvent.click(screen.getByTestId('custodia-contratar'));
    await waitFor(() => expect(toastError).toHaveBeenLastCalledWith('Revise los campos marcados en rojo'));
    expect(screen.getByText('Mínimo 6 caracteres')).toBeTruthy();
    expect(screen.getByText('Mínimo 2 caracteres')).toBeTruthy();
    expect(screen.getByText('Sólo dígitos y espacios')).toBeTruthy();
    expect(screen.getByText('La fecha no puede ser anterior a hoy')).toBeTruthy();
    expect(posts(calls, '/v1/custodia/contrataciones')).toHaveLength(0);
  });

  it("hires the quoted custody (the country code with its '+'), says 'Contratada', emits 'hired' and closes", async () => {
    const calls = api();
    const onContratada = vi.fn();
    await abrir(<Harness onContratada={onContratada} />);
    await contratarBaRosario();
    await waitFor(() => expect(toastSuccess).toHaveBeenLastCalledWith('Contratada'));
    expect(posts(calls, '/v1/custodia/contrataciones')[0]!.body).toEqual({
      date: hoyIso(),
      hour: '08:30',
      email: 'logistica@exportadora.demo',
      driver: {
        name: 'Juan Pérez',
        company: 'Transportes del Sur',
        licensePlate: 'AB123CD',
        phone: { codeCountry: '+54', area: '11', number: '4567 890' },
      },
      tripDetails: 'Monitoreo GPS',
      idCertificado: 7,
      ramo: 'carga',
      uid: 'u-1',
    });
    expect(onContratada).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByTestId('custodia-stepper')).toBeNull());
  });

  it("a refused hire toasts 'Error al contratar' with its errors (or 'Error desconocido al contratar') and stays open", async () => {
    api({ contratar: { body: { isSuccessfull: false, errors: ['No hay custodias disponibles entre las 00:00 y las 06:00'] } } });
    const onContratada = vi.fn();
    await abrir(<Harness onContratada={onContratada} />);
    await contratarBaRosario();
    await waitFor(() =>
      expect(toastError).toHaveBeenLastCalledWith(
        'No hay custodias disponibles entre las 00:00 y las 06:00',
        'Error al contratar',
      ),
    );
    vi.unstubAllGlobals();
    api({ contratar: { status: 502, body: { message: '' } } });
    fireEvent.click(screen.getByTestId('custodia-contratar'));
    await waitFor(() => expect(toastError).toHaveBeenLastCalledWith('Error desconocido al contratar'));
    expect(onContratada).not.toHaveBeenCalled();
    expect(screen.getByTestId('custodia-stepper').getAttribute('data-paso')).toBe('1');
  });

  it('opening it again starts over: no quote, no places, step Cotizar', async () => {
    api();
    await abrir();
    await cotizarBaRosario();
    fireEvent.click(await screen.findByTestId('custodia-solicitar'));
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByTestId('custodia-stepper')).toBeNull());
    fireEvent.click(screen.getByTestId('abrir'));
    expect((await screen.findByTestId('custodia-stepper')).getAttribute('data-paso')).toBe('0');
    expect(screen.queryByTestId('custodia-resultado')).toBeNull();
    expect((screen.getByTestId('custodia-from') as HTMLInputElement).value).toBe('');
  });

  it('a certificate whose custody is hired opens on that hire, with nothing to fill in again', async () => {
    const calls = api({
      custodia: {
        body: {
          cotizacion: {
            ...COTIZADA.data,
            from: { latitude: BA.lat, longitude: BA.lng },
            to: { latitude: ROSARIO.lat, longitude: ROSARIO.lng },
            qtVehicles: 1,
            wtVehicleLabeled: true,
            wtPersonnelArmed: true,
            fecha: '2026-11-27T08:55:00Z',
            usuario: 'Pablo Productor',
          },
          contratacion: contratacionDePrueba({ hour: '08:30' }),
        },
      },
    });
    renderWithProviders(<Harness />);
    expect((await screen.findByTestId('custodia-ya-contratada')).textContent).toBe(
      'La custodia de este certificado ya está contratada.',
    );
    expect(screen.getByTestId('custodia-contratada').textContent).toContain('$ 227.872,37');
    expect(screen.queryByTestId('custodia-stepper')).toBeNull();
    expect(calls.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});
