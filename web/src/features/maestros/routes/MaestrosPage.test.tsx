import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORMAS_DE_PAGO, TIPOS_CONTENEDOR } from '#shared/catalogos/data.ts';
import { stubApi, type ApiRequest } from '#web/test/api-mock.ts';
import { renderInLayout } from '#web/test/layout.tsx';
import { MaestrosPage } from './MaestrosPage.tsx';

vi.mock('#web/lib/auth/token.ts', () => ({ getIdToken: async () => 'tok', signOutEverywhere: async () => {} }));

const HOY = '2026-11-23';
const version = (n: number, vigenteDesde: string) => ({
  n,
  vigenteDesde,
  creado: `${HOY}T12:00:00.000Z`,
  por: n === 1 ? 'semilla' : 'administrador@cargosur.demo',
  cambios: { agregados: [], modificados: [], quitados: [] },
});
const maestro = {
  hoy: HOY,
  vigente: { ...version(1, '2000-01-01'), contenido: TIPOS_CONTENEDOR },
  ultima: { ...version(2, '2026-12-01'), contenido: TIPOS_CONTENEDOR },
  historial: [version(2, '2026-12-01'), version(1, '2000-01-01')],
};
const PATH = '/v1/maestros/tiposContenedor';

const responder = (req: ApiRequest) => {
  if (req.path === PATH) return { status: 200, body: maestro };
  if (req.path === `${PATH}/versiones`)
    return {
      status: 400,
      body: { message: 'Por favor, revisá los errores', errors: [{ path: 'contenido.7.nombre', message: 'Requerido' }] },
    };
  return undefined;
};

describe('MaestrosPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the version in effect, the scheduled one and the history; an editor saves from the latest version', async () => {
    const calls = stubApi(responder);
    renderInLayout(<MaestrosPage />, { permisos: ['maestros.ver', 'maestros.editar'], path: '/maestros?tab=tiposContenedor' });

    await waitFor(() => expect(screen.getByTestId('maestro-vigente').textContent).toBe('Vigente: v1 desde 01/01/2000'));
    expect(screen.getByTestId('maestro-programada').textContent).toBe('Programada: v2 desde 01/12/2026');
    expect(screen.getAllByTestId('maestro-historial-fila')).toHaveLength(2);
    // A new version cannot take effect before the scheduled one it is edited from.
    expect((screen.getByTestId('maestro-vigente-desde') as HTMLInputElement).value).toBe('01/12/2026');

    fireEvent.click(screen.getByTestId('maestro-tiposContenedor-agregar'));
    fireEvent.click(screen.getByTestId('maestro-guardar'));
    await waitFor(() => expect(screen.getByTestId('maestro-error').textContent).toContain('Fila 8 · nombre: Requerido'));
    expect(calls.requests.find((c) => c.method === 'POST')?.body).toMatchObject({ versionBase: 2, vigenteDesde: '2026-12-01' });
  });

  it("edits an entry's pt-BR name, saved in the new version", async () => {
    const calls = stubApi(responder);
    renderInLayout(<MaestrosPage />, { permisos: ['maestros.ver', 'maestros.editar'], path: '/maestros?tab=tiposContenedor' });

    const celda = (await screen.findByTestId('celda-nombrePt-5')) as HTMLInputElement;
    expect(celda.value).toBe('Flat rack');
    fireEvent.change(celda, { target: { value: 'Plataforma' } });
    fireEvent.click(screen.getByTestId('maestro-guardar'));
    await waitFor(() => expect(calls.requests.find((c) => c.method === 'POST')).toBeTruthy());
    const body = calls.requests.find((c) => c.method === 'POST')?.body as { contenido: { nombres?: object }[] };
    expect(body.contenido[5]?.nombres).toEqual({ 'pt-BR': 'Plataforma' });
  });

  it("a fixed catalogue (payment methods) edits only its entries' pt-BR names: no row comes or goes", async () => {
    const calls = stubApi((req) =>
      req.path === '/v1/maestros/formasDePago'
        ? {
            status: 200,
            body: {
              ...maestro,
              vigente: { ...maestro.vigente, contenido: FORMAS_DE_PAGO },
              ultima: { ...maestro.ultima, contenido: FORMAS_DE_PAGO },
            },
          }
        : undefined,
    );
    renderInLayout(<MaestrosPage />, { permisos: ['maestros.ver', 'maestros.editar'], path: '/maestros?tab=formasDePago' });

    const celda = (await screen.findByTestId('celda-nombrePt-0')) as HTMLInputElement;
    expect(screen.queryByTestId('celda-nombre-0')).toBeNull();
    expect(screen.getByText(FORMAS_DE_PAGO[0]!.nombre)).toBeTruthy();
    expect(screen.queryByTestId('maestro-formasDePago-agregar')).toBeNull();
    fireEvent.change(celda, { target: { value: 'Transferência bancária' } });
    fireEvent.click(screen.getByTestId('maestro-guardar'));
    await waitFor(() => expect(calls.requests.find((c) => c.method === 'POST')).toBeTruthy());
    const body = calls.requests.find((c) => c.method === 'POST')?.body as { contenido: { nombre: string; nombres?: object }[] };
    expect(body.contenido).toHaveLength(FORMAS_DE_PAGO.length);
    expect(body.contenido[0]).toMatchObject({
      nombre: FORMAS_DE_PAGO[0]!.nombre,
      nombres: { 'pt-BR': 'Transferência bancária' },
    });
  });

  it('is read-only without maestros.editar', async () => {
    stubApi(responder);
    renderInLayout(<MaestrosPage />, { permisos: ['maestros.ver'], path: '/maestros?tab=tiposContenedor' });
    await waitFor(() => expect(screen.getAllByTestId('maestro-historial-fila')).toHaveLength(2));
    expect(screen.queryByTestId('maestro-guardar')).toBeNull();
    expect(screen.queryByTestId('maestro-tiposContenedor-agregar')).toBeNull();
    expect(screen.queryByTestId('celda-nombre-0')).toBeNull();
  });
});
