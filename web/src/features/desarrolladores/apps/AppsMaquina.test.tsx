import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-error.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { AppsMaquina } from './AppsMaquina.tsx';

vi.mock('#web/lib/api-client.ts', () => ({ apiCall: vi.fn() }));
vi.mock('#web/lib/toast.ts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
const { apiCall } = await import('#web/lib/api-client.ts');
const { toastError, toastSuccess } = await import('#web/lib/toast.ts');
const api = vi.mocked(apiCall) as unknown as ReturnType<typeof vi.fn>;

const APP = {
  clientId: 'abc123',
  nombre: 'TMS Rosario',
  alcances: ['cotizar', 'consultar'],
  correoAvisos: 'tms@cargosur.demo',
  cuotaPorMinuto: 120,
  activo: true,
  creado: '2026-11-20T12:00:00.000Z',
  secretos: [{ id: 'abc123-1', creado: '2026-11-20T12:00:00.000Z' }],
};
/** A broker's administrator: grants quoting, issuing and following, not claims (no siniestros.denunciar). */
const ME = {
  empresas: [
    {
      empresa: { id: 10, nombre: 'Productores Asociados' },
      rol: { id: 'administrador', nombre: 'Administrador' },
      permisos: ['viajesEspecificos.cotizar', 'viajesEspecificos.consultar', 'integraciones.gestionar'],
    },
  ],
};

let apps: (typeof APP)[];
let handlers: Record<string, (input: any) => unknown>;
beforeEach(() => {
  apps = [APP];
  handlers = {
    'get-me': () => ME,
    'list-clientes-maquina': () => ({ data: apps }),
    'create-cliente-maquina': (input) => {
      const cliente = { ...APP, clientId: 'nuevo1', ...input.body, secretos: [{ id: 'nuevo1-1', creado: APP.creado }] };
      apps = [...apps, cliente];
      return { cliente, secreto: { id: 'nuevo1-1', valor: 'SECRETO-DE-UNA-VEZ' } };
    },
    'rotar-secreto-cliente-maquina': () => {
      throw new ApiError(422, 'El cliente ya tiene dos secretos: retirá el viejo antes de rotar otra vez.');
    },
    'delete-cliente-maquina': () => {
      apps = [];
      return undefined;
    },
  };
  api.mockReset();
  vi.mocked(toastError).mockReset();
  api.mockImplementation(async (op: { id: string }, input: unknown) => {
    const handler = handlers[op.id];
    if (!handler) throw new Error(`unexpected call ${op.id}`);
    return handler(input);
  });
});
const calls = (id: string) => api.mock.calls.filter(([op]) => (op as { id: string }).id === id);
/** Opens the form once the user's grantable scopes are known (the button waits for them). */
const abrirNueva = async () => {
  const boton = (await screen.findByTestId('app-nueva')) as HTMLButtonElement;
  await waitFor(() => expect(boton.disabled).toBe(false));
  fireEvent.click(boton);
  await screen.findByTestId('app-nombre');
};

describe('AppsMaquina', () => {
  it('lists each system with its scopes, quota and secrets, never a secret value', async () => {
    renderWithProviders(<AppsMaquina />);
    const tarjeta = await screen.findByTestId('app-tarjeta');
    expect(within(tarjeta).getByText('TMS Rosario')).toBeTruthy();
    expect(within(tarjeta).getByText('abc123')).toBeTruthy();
    expect(within(tarjeta).getByText('cotizar').closest('[title]')?.getAttribute('title')).toBe(
      'Cotizar y guardar viajes específicos',
    );
    expect(within(tarjeta).getByText('120 solicitudes por minuto')).toBeTruthy();
    expect(within(tarjeta).getByText('Secreto del 20/11/2026')).toBeTruthy();
  });

  it('creates one with only grantable scopes and shows its secret once, with one idempotency key per form', async () => {
    renderWithProviders(<AppsMaquina />);
    await abrirNueva();
    expect(screen.queryByTestId('app-alcance-siniestros')).toBeNull();
    // The first field takes the focus (not the close button), and the quota's bounds read as numbers do.
    expect(document.activeElement).toBe(screen.getByTestId('app-nombre'));
    expect(screen.getByText('Entre 1 y 1.200.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('app-nombre'), { target: { value: 'TMS Córdoba' } });
    fireEvent.change(screen.getByTestId('app-correo'), { target: { value: 'tms@cargosur.demo' } });
    fireEvent.click(screen.getByTestId('app-alcance-emitir'));
    fireEvent.click(screen.getByTestId('app-nueva-crear'));
    expect((await screen.findByTestId('app-secreto-valor')).textContent).toBe('SECRETO-DE-UNA-VEZ');
    expect(screen.getByTestId('app-secreto-aviso').textContent).toMatch(/no se vuelve a mostrar/);
    const [, input] = calls('create-cliente-maquina')[0]!;
    expect(input.body).toEqual({
      nombre: 'TMS Córdoba',
      correoAvisos: 'tms@cargosur.demo',
      alcances: ['emitir'],
      cuotaPorMinuto: 120,
    });
    expect(input.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    fireEvent.click(screen.getByTestId('app-secreto-listo'));
    await waitFor(() => expect(screen.queryByText('SECRETO-DE-UNA-VEZ')).toBeNull());
  });

  it('refuses an empty form with the API’s messages before calling it', async () => {
    renderWithProviders(<AppsMaquina />);
    await abrirNueva();
    fireEvent.click(screen.getByTestId('app-nueva-crear'));
    expect(await screen.findByText('El campo nombre es requerido')).toBeTruthy();
    expect(screen.getByText('El campo alcances es requerido')).toBeTruthy();
    expect(calls('create-cliente-maquina')).toHaveLength(0);
  });

  it('says why a rotation was refused, and deletes after a confirmation', async () => {
    renderWithProviders(<AppsMaquina />);
    fireEvent.click(await screen.findByTestId('app-rotar'));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(expect.stringMatching(/ya tiene dos secretos/)));
    fireEvent.click(screen.getByTestId('app-eliminar'));
    expect((await screen.findByTestId('app-confirmar')).textContent).toMatch(/TMS Rosario deja de poder llamar/);
    fireEvent.click(screen.getByTestId('app-confirmar-si'));
    expect(await screen.findByTestId('apps-vacio')).toBeTruthy();
    expect(toastSuccess).toHaveBeenCalledWith('Sistema eliminado');
    expect(calls('delete-cliente-maquina')[0]![1]).toEqual({ params: { clientId: 'abc123' } });
  });
});
