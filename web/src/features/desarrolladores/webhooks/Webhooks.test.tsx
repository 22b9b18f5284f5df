import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-error.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { Webhooks } from './Webhooks.tsx';

vi.mock('#web/lib/api-client.ts', () => ({ apiCall: vi.fn() }));
vi.mock('#web/lib/toast.ts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
const { apiCall } = await import('#web/lib/api-client.ts');
const { toastSuccess } = await import('#web/lib/toast.ts');
const api = vi.mocked(apiCall) as unknown as ReturnType<typeof vi.fn>;

const ENDPOINT = {
  id: '11111111-1111-4111-8111-111111111111',
  url: 'https://erp.example.com/avisos',
  descripcion: 'ERP',
  eventos: ['certificado.emitido', 'siniestro.estado_cambiado'],
  activo: true,
  creado: '2026-11-20T12:00:00.000Z',
  secretos: [{ id: 'aaaaaaaaaaaa', creado: '2026-11-20T12:00:00.000Z' }],
};
const ENTREGA = {
  id: '20261129T101500Z-9f3c2a71b0d4',
  tipo: 'certificado.emitido',
  estado: 'fallida',
  intentos: 9,
  creada: '2026-11-29T10:15:00.000Z',
  proximoIntento: null,
  historial: [{ fecha: '2026-11-29T10:15:01.000Z', codigo: 503, error: null, respuesta: 'mantenimiento', duracionMs: 1234 }],
  carga: '{"id":"20261129T101500Z-9f3c2a71b0d4","tipo":"certificado.emitido","datos":{"id":7}}',
};

let endpoints: (typeof ENDPOINT)[];
let handlers: Record<string, (input: any) => unknown>;
beforeEach(() => {
  endpoints = [ENDPOINT];
  handlers = {
    'list-endpoints-webhook': () => ({ data: endpoints }),
    'create-endpoint-webhook': (input) => {
      if (input.body.url.startsWith('http:'))
        throw new ApiError(400, 'Revisá', [{ path: 'url', message: 'La URL tiene que empezar con https://.' }]);
      const endpoint = { ...ENDPOINT, id: '22222222-2222-4222-8222-222222222222', ...input.body };
      endpoints = [...endpoints, endpoint];
      return { endpoint, secreto: { id: 'bbbbbbbbbbbb', valor: 'whsec_DE-UNA-VEZ' } };
    },
    'update-endpoint-webhook': (input) => {
      endpoints = endpoints.map((e) => ({ ...e, ...input.body }));
      return endpoints[0];
    },
    'list-entregas-webhook': () => ({ data: [ENTREGA], meta: { size: 20, nextCursor: null, total: null } }),
    'reenviar-entrega-webhook': () => ({ ...ENTREGA, estado: 'pendiente' }),
  };
  api.mockReset();
  api.mockImplementation(async (op: { id: string }, input: unknown) => {
    const handler = handlers[op.id];
    if (!handler) throw new Error(`unexpected call ${op.id}`);
    return handler(input);
  });
});
const calls = (id: string) => api.mock.calls.filter(([op]) => (op as { id: string }).id === id);

describe('Webhooks', () => {
  it('lists each endpoint with its events and state, never a secret value', async () => {
    renderWithProviders(<Webhooks />);
    const tarjeta = await screen.findByTestId('webhook-tarjeta');
    expect(within(tarjeta).getByText('https://erp.example.com/avisos')).toBeTruthy();
    expect(within(tarjeta).getByText('Certificado emitido')).toBeTruthy();
    expect(within(tarjeta).getByText('Cambio de estado de un siniestro')).toBeTruthy();
    expect(within(tarjeta).getByTestId('webhook-activo').textContent).toBe('Activo');
    expect(within(tarjeta).getByText('Secreto del 20/11/2026')).toBeTruthy();
  });

  it('registers one, showing the server’s refusal on the URL field, then the secret once', async () => {
    renderWithProviders(<Webhooks />);
    fireEvent.click(await screen.findByTestId('webhook-nuevo'));
    const url = await screen.findByTestId('webhook-url');
    await waitFor(() => expect(document.activeElement).toBe(url));
    fireEvent.click(screen.getByTestId('webhook-guardar'));
    expect(await screen.findByText('El campo url es requerido')).toBeTruthy();
    expect(screen.getByText('El campo eventos es requerido')).toBeTruthy();
    fireEvent.change(screen.getByTestId('webhook-url'), { target: { value: 'http://erp.example.com' } });
    fireEvent.click(screen.getByTestId('webhook-evento-declaracion.pagada'));
    fireEvent.click(screen.getByTestId('webhook-guardar'));
    expect(await screen.findByText('La URL tiene que empezar con https://.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('webhook-url'), { target: { value: 'https://erp.example.com/b' } });
    fireEvent.click(screen.getByTestId('webhook-guardar'));
    expect((await screen.findByTestId('app-secreto-valor')).textContent).toBe('whsec_DE-UNA-VEZ');
    const [first, second] = calls('create-endpoint-webhook');
    expect(second![1].body).toEqual({ url: 'https://erp.example.com/b', descripcion: '', eventos: ['declaracion.pagada'] });
    // One key per opened form: the corrected retry is the same registration.
    expect(second![1].headers['Idempotency-Key']).toBe(first![1].headers['Idempotency-Key']);
  });

  it('pauses an endpoint', async () => {
    renderWithProviders(<Webhooks />);
    fireEvent.click(await screen.findByTestId('webhook-pausar'));
    await waitFor(() => expect(screen.getByTestId('webhook-activo').textContent).toBe('Pausado'));
    expect(calls('update-endpoint-webhook')[0]![1]).toEqual({ params: { endpointId: ENDPOINT.id }, body: { activo: false } });
  });

  it('shows the delivery log with each attempt and the body, and redelivers a failed one', async () => {
    renderWithProviders(<Webhooks />);
    fireEvent.click(await screen.findByTestId('webhook-ver-entregas'));
    const fila = await screen.findByTestId('webhook-entrega');
    expect(within(fila).getByTestId('webhook-entrega-estado').textContent).toBe('Fallida');
    expect(within(fila).getByText(/Intentos: 9 · HTTP 503/)).toBeTruthy();
    fireEvent.click(within(fila).getByRole('button', { name: /Certificado emitido/ }));
    expect((await within(fila).findByTestId('webhook-intento')).textContent).toMatch(/HTTP 503 · 1\.234 ms · mantenimiento/);
    fireEvent.click(within(fila).getByTestId('webhook-reenviar'));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Entrega en camino'));
    expect(calls('reenviar-entrega-webhook')[0]![1]).toEqual({ params: { endpointId: ENDPOINT.id, entregaId: ENTREGA.id } });
  });
});
