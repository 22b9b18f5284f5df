import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '#web/test/api-mock.ts';
import { renderInLayout } from '#web/test/layout.tsx';
import { LIMPIA, REFUSADA, certificadoAnual } from '../test-fixtures.ts';
import { AccionesAnual } from './AccionesAnual.tsx';

vi.mock('#web/lib/auth/token.ts', () => ({ getIdToken: async () => 'tok', signOutEverywhere: async () => {} }));
vi.mock('#web/lib/toast.ts', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));
const { toastSuccess } = await import('#web/lib/toast.ts');

const PERMISOS = ['ratingAnual.cotizar'] as const;
const SOLICITUD = {
  tipoMercaderia: 'Solventes IMO clase 3',
  transporte: 'Camiones con GPS',
  logistica: 'Zárate a Córdoba',
};

describe('AccionesAnual', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("a saved quote the coverage refuses cannot be issued: 'Solicitar aprobación' sends the three answers", async () => {
    const calls = stubApi((req) =>
      req.path === '/v1/rating-anual/certificados/5/solicitud-aprobacion' ? { body: { id: 5, estado: 5 } } : undefined,
    );
    renderInLayout(<AccionesAnual c={certificadoAnual({ cotizacionSeleccionada: REFUSADA })} permisos={[...PERMISOS]} />);
    expect(screen.queryByTestId('anual-emitir')).toBeNull();
    fireEvent.click(screen.getByTestId('anual-solicitar-aprobacion'));
    fireEvent.click(await screen.findByTestId('anual-aprobacion-enviar'));
    expect((await screen.findAllByText('Requerido')).length).toBe(3);
    for (const [campo, texto] of Object.entries(SOLICITUD))
      fireEvent.change(screen.getByTestId(`anual-aprobacion-${campo}`), { target: { value: texto } });
    fireEvent.click(screen.getByTestId('anual-aprobacion-enviar'));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Solicitud enviada'));
    const enviada = calls.requests.find((r) => r.path.endsWith('/solicitud-aprobacion'));
    expect(enviada).toMatchObject({ method: 'POST', body: SOLICITUD });
  });

  it('a clean saved quote is issued without an approval request, once the producer confirms it', async () => {
    const calls = stubApi((req) =>
      req.path === '/v1/rating-anual/certificados/5/emision'
        ? { body: { id: 5, estado: 20, nroCertificado: 'FA-00000005' } }
        : undefined,
    );
    renderInLayout(<AccionesAnual c={certificadoAnual({ cotizacionSeleccionada: LIMPIA })} permisos={[...PERMISOS]} />);
    expect(screen.queryByTestId('anual-solicitar-aprobacion')).toBeNull();
    fireEvent.click(screen.getByTestId('anual-emitir'));
    expect(await screen.findByText(new RegExp(`con la cobertura ${LIMPIA.cobertura.nombre}\\. Una vez emitido`))).toBeTruthy();
    fireEvent.click(screen.getByTestId('anual-emitir-ok-cerrar'));
    await waitFor(() => expect(screen.queryByTestId('anual-emitir-ok')).toBeNull());
    expect(calls.requests).toHaveLength(0);
    fireEvent.click(screen.getByTestId('anual-emitir'));
    fireEvent.click(await screen.findByTestId('anual-emitir-ok'));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Certificado emitido'));
    expect(calls.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/rating-anual/certificados/5/emision']);
  });

  it('the three answers survive Cancelar: reopening the request shows them again', async () => {
    stubApi(() => undefined);
    renderInLayout(<AccionesAnual c={certificadoAnual({ cotizacionSeleccionada: REFUSADA })} permisos={[...PERMISOS]} />);
    fireEvent.click(screen.getByTestId('anual-solicitar-aprobacion'));
    for (const [campo, texto] of Object.entries(SOLICITUD))
      fireEvent.change(await screen.findByTestId(`anual-aprobacion-${campo}`), { target: { value: texto } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByTestId('anual-aprobacion-enviar')).toBeNull());
    fireEvent.click(screen.getByTestId('anual-solicitar-aprobacion'));
    for (const [campo, texto] of Object.entries(SOLICITUD))
      expect(((await screen.findByTestId(`anual-aprobacion-${campo}`)) as HTMLTextAreaElement).value).toBe(texto);
  });

  it("'Compartir' copies the detail's link, or a fresh link to the quotation's PDF for someone outside the portal", async () => {
    const pdf = 'https://archivos.test/cotizacion-anual-5.pdf?firma=x';
    const calls = stubApi((req) =>
      req.path === '/v1/rating-anual/certificados/5/descarga' ? { body: { url: pdf } } : undefined,
    );
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderInLayout(<AccionesAnual c={certificadoAnual()} permisos={[...PERMISOS]} />);
    fireEvent.click(screen.getByTestId('anual-compartir'));
    fireEvent.click(await screen.findByTestId('anual-compartir-enlace'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${window.location.pathname}`));
    expect(calls.requests).toHaveLength(0);
    fireEvent.click(screen.getByTestId('anual-compartir'));
    fireEvent.click(await screen.findByText('Copiar el enlace del PDF de la cotización (5 minutos)'));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(pdf));
    expect(toastSuccess).toHaveBeenLastCalledWith('Enlace del PDF copiado: vale 5 minutos y lo abre quien lo reciba');
  });

  it('an issued annual rating offers no claim: it names no shipment (the claim goes on the shipment’s certificate)', () => {
    stubApi(() => undefined);
    const emitido = certificadoAnual({
      nroCertificado: 'FA-00000005',
      estado: { id: 20, value: 20, nombre: 'Emitido', texto: 'Emitido', colorName: '#00AA00' },
    });
    renderInLayout(<AccionesAnual c={emitido} permisos={['ratingAnual.cotizar', 'siniestros.denunciar']} />);
    expect(screen.getByTestId('anual-clonar')).toBeTruthy();
    expect(screen.queryByTestId('anual-denunciar')).toBeNull();
    expect(screen.queryByText('Denunciar siniestro')).toBeNull();
  });
});
