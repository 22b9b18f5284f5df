import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORMAS_DE_PAGO, MODOS_TRANSPORTE, TIPOS_MERCADERIA, TIPOS_RIESGO } from '#shared/catalogos/data.ts';
import type { CotizacionAnualRequest } from '#shared/contract/schemas/rating-anual.ts';
import { solicitudAnual } from '#shared/rating-anual/fixtures.ts';
import { cotizarAnual, parametrosDeMoneda } from '#shared/rating-anual/motor.ts';
import { pageAnswer, stubApi, type ApiAnswer, type ApiRequest } from '#web/test/api-mock.ts';
import { formatNumber } from '#web/lib/format.ts';
import { avisarPrimeraPantalla } from '#web/lib/primera-pantalla.ts';
import { renderInLayout } from '#web/test/layout.tsx';
import { CTX, LIMPIA, REFUSADA, SOLICITUD, TOMADOR, certificadoAnual } from '../test-fixtures.ts';
import { CotizadorAnualPage } from './CotizadorAnualPage.tsx';

vi.mock('#web/lib/auth/token.ts', () => ({ getIdToken: async () => 'tok', signOutEverywhere: async () => {} }));
vi.mock('#web/lib/toast.ts', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));
const { toastError, toastSuccess } = await import('#web/lib/toast.ts');

const ORIGEN = certificadoAnual();
const CATALOGOS: Record<string, unknown[]> = {
  formasDePago: FORMAS_DE_PAGO,
  tiposMercaderia: TIPOS_MERCADERIA,
  tiposRiesgo: TIPOS_RIESGO,
  modosTransporte: MODOS_TRANSPORTE,
};

/** The API as the server answers it: the quotes come from the same engine the server runs. */
const api = (req: ApiRequest): ApiAnswer | undefined => {
  const catalogo = /^\/v1\/catalogos\/(\w+)$/.exec(req.path)?.[1];
  if (catalogo) return pageAnswer(CATALOGOS[catalogo] ?? []);
  if (req.path === '/v1/rating-anual/parametros-aseguradora')
    return {
      body: { monedas: [{ id: 840, simbolo: 'U$S', nombre: 'Dólar' }], parametros: parametrosDeMoneda(840, CTX) },
    };
  if (req.path === '/v1/rating-anual/certificados/5') return { body: ORIGEN };
  if (req.path === '/v1/clientes') return pageAnswer([TOMADOR]);
  if (req.path === '/v1/rating-anual/cotizaciones/pdf') return { body: { url: 'https://s3.test/oferta.pdf?firma=1' } };
  if (req.path === '/v1/rating-anual/cotizaciones')
    return { body: cotizarAnual(solicitudAnual(req.body as CotizacionAnualRequest), CTX) };
  if (req.path === '/v1/rating-anual/certificados' && req.method === 'POST')
    return { status: 201, body: { id: 7, estado: 5, nroCotizacion: 'CA-7' } };
  return undefined;
};

const guardadas = (calls: ReturnType<typeof stubApi>) =>
  calls.requests.filter((r) => r.path === '/v1/rating-anual/certificados' && r.method === 'POST');

/** The cloned quote, quoted: the offers of step 2 on screen. */
const cotizarClon = async () => {
  const calls = stubApi(api);
  const render = renderInLayout(<CotizadorAnualPage />, {
    permisos: ['ratingAnual.cotizar'],
    path: '/seguros/flotantes/rating-anual/certificados/cotizador?clonar=5',
  });
  await waitFor(() => expect((screen.getByTestId('anual-tomador') as HTMLInputElement).value).toContain(TOMADOR.nombre));
  fireEvent.click(screen.getByTestId('anual-cotizar'));
  await screen.findByTestId(`oferta-anual-${LIMPIA.cobertura.id}`);
  return { calls, ...render };
};

const cotizadas = (calls: ReturnType<typeof stubApi>) =>
  calls.requests.filter((r) => r.path === '/v1/rating-anual/cotizaciones').map((r) => r.body as CotizacionAnualRequest);

describe('CotizadorAnualPage', () => {
  // Reached from another screen: the first one painted already (the first visit: CotizadorAnualPage.primera.test.tsx).
  beforeAll(() => avisarPrimeraPantalla());
  beforeEach(() => {
    vi.mocked(toastError).mockReset();
    vi.mocked(toastSuccess).mockReset();
    window.sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('quotes a cloned form; a refused offer cannot be chosen; credit enables instalments and re-quotes; saving needs the tomador', async () => {
    const calls = stubApi(api);
    renderInLayout(<CotizadorAnualPage />, {
      permisos: ['ratingAnual.cotizar'],
      path: '/seguros/flotantes/rating-anual/certificados/cotizador?clonar=5',
    });
    await waitFor(() => expect((screen.getByTestId('anual-tomador') as HTMLInputElement).value).toContain(TOMADOR.nombre));
    // The clone restored the compositions: each row's amount is its percent of the MAE.
    expect((screen.getByTestId('composicion-mercaderias-0-valor') as HTMLInputElement).value).toBe('14.000.000,00');
    expect((screen.getByTestId('composicion-mercaderias-1-valor') as HTMLInputElement).value).toBe('6.000.000,00');

    fireEvent.click(screen.getByTestId('anual-cotizar'));
    const refusada = await screen.findByTestId(`oferta-anual-${REFUSADA.cobertura.id}`);
    expect(toastSuccess).toHaveBeenCalledWith('Cotizada');
    expect(cotizadas(calls)[0]).toMatchObject({ mae: SOLICITUD.mae, mercaderias: SOLICITUD.mercaderias });
    expect(within(refusada).getByTestId('oferta-riesgo-excedido').textContent).toBe('Riesgo excedido');
    expect(within(refusada).getByText(REFUSADA.validaciones[0]!.mensaje)).toBeTruthy();
    expect(within(refusada).queryByTestId('oferta-seleccionar')).toBeNull();
    expect(within(refusada).getByTestId('oferta-solicitar-aprobacion')).toBeTruthy();
    const limpia = screen.getByTestId(`oferta-anual-${LIMPIA.cobertura.id}`);
    expect(within(limpia).queryByTestId('oferta-riesgo-excedido')).toBeNull();

    // Cash: one instalment, the field disabled. Credit enables it; a valid change re-quotes.
    const cuotas = screen.getByTestId('anual-cuotas') as HTMLInputElement;
    expect(cuotas.disabled).toBe(true);
    fireEvent.click(screen.getByTestId('anual-forma-pago'));
    fireEvent.click(await screen.findByRole('option', { name: 'Crédito' }));
    await waitFor(() => expect((screen.getByTestId('anual-cuotas') as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('anual-cuotas'));
    fireEvent.click(await screen.findByRole('option', { name: '6' }));
    await waitFor(() => expect(cotizadas(calls).at(-1)).toMatchObject({ idFormaDePago: 2, cuotas: 6 }), { timeout: 3_000 });
    await waitFor(() =>
      expect(
        within(screen.getByTestId(`oferta-anual-${LIMPIA.cobertura.id}`)).getByTestId('oferta-premio').textContent,
      ).toContain('por mes (6 cuotas)'),
    );

    // Choosing the clean offer goes to the summary; without a tomador nothing is saved.
    fireEvent.click(within(screen.getByTestId(`oferta-anual-${LIMPIA.cobertura.id}`)).getByTestId('oferta-seleccionar'));
    const guardar = await screen.findByTestId('anual-guardar');
    fireEvent.change(screen.getByTestId('anual-tomador'), { target: { value: 'otro' } });
    fireEvent.click(guardar);
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Debe indicar el tomador de la póliza'));
    expect(calls.requests.some((r) => r.path === '/v1/rating-anual/certificados' && r.method === 'POST')).toBe(false);
  });

  it('a claims count keeps its decimal comma ("2,5" is 2,5) and is rounded to an integer before quoting', async () => {
    const calls = stubApi(api);
    renderInLayout(<CotizadorAnualPage />, {
      permisos: ['ratingAnual.cotizar'],
      path: '/seguros/flotantes/rating-anual/certificados/cotizador?clonar=5',
    });
    await waitFor(() => expect((screen.getByTestId('anual-tomador') as HTMLInputElement).value).toContain(TOMADOR.nombre));
    fireEvent.click(within(screen.getByTestId('anual-siniestro')).getByText('Sí'));
    const cantidad = (await screen.findByTestId('anual-siniestros-0-cantidad')) as HTMLInputElement;
    fireEvent.change(cantidad, { target: { value: '2,5' } });
    expect(cantidad.value).not.toBe('25');
    fireEvent.blur(cantidad);
    await waitFor(() => expect(cantidad.value).toBe('3'));
    fireEvent.click(screen.getByTestId('anual-cotizar'));
    await waitFor(() => expect(cotizadas(calls)).toHaveLength(1));
    expect(cotizadas(calls)[0]!.siniestralidadPorAnio[0]).toMatchObject({ anio: 0, cantidad: 3 });
  });

  it("an invalid step 1 says 'Revise los errores resaltados en rojo' and asks the server nothing", async () => {
    const calls = stubApi(api);
    renderInLayout(<CotizadorAnualPage />, {
      permisos: ['ratingAnual.cotizar'],
      path: '/seguros/flotantes/rating-anual/certificados/cotizador',
    });
    fireEvent.click(await screen.findByTestId('anual-cotizar'));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Revise los errores resaltados en rojo', 'Error en la solicitud'),
    );
    expect(cotizadas(calls)).toHaveLength(0);
  });

  it('step 3 restates the parties, payment and commission and the annual premium; the chosen offer is shown, not offered', async () => {
    const { calls } = await cotizarClon();
    fireEvent.click(within(screen.getByTestId(`oferta-anual-${LIMPIA.cobertura.id}`)).getByTestId('oferta-seleccionar'));
    const partes = await screen.findByTestId('anual-resumen-partes');
    const oferta = cotizarAnual(solicitudAnual(cotizadas(calls).at(-1)!), CTX).find(
      (o) => o.cobertura.id === LIMPIA.cobertura.id,
    )!;
    // The clone pays by transfer with a 15 % commission, which sets a 5 % extra premium.
    for (const dato of ['Contratantes, pago y comisión', TOMADOR.nombre, 'Transferencia', '15,00 %', '5,00 %'])
      expect(partes.textContent).toContain(dato);
    expect(screen.getByTestId('anual-total').textContent).toBe(`Premio anual: U$S ${formatNumber(oferta.premio.monto)}`);
    expect(screen.getByTestId('anual-guardar')).toBeTruthy();
    expect(screen.queryByText('Seleccionar')).toBeNull();
    expect(screen.queryByTestId('oferta-solicitar-aprobacion')).toBeNull();
  });

  it("the trail reads 'Seguros › Rating anual › Cotizador'; the back button says new; 'Ir al listado' leads to the list", async () => {
    stubApi(api);
    const { router } = renderInLayout(<CotizadorAnualPage />, {
      permisos: ['ratingAnual.cotizar'],
      path: '/seguros/flotantes/rating-anual/certificados/cotizador',
    });
    expect((await screen.findByTestId('anual-migas')).textContent).toBe('Seguros›Rating anual›Cotizador');
    expect(screen.getByTestId('anual-ir-lista').getAttribute('href')).toBe('/seguros/flotantes/rating-anual/certificados');
    expect(screen.getByTestId('anual-volver').textContent).toContain('Nueva cotización');
    fireEvent.click(screen.getByTestId('anual-volver'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seguros/flotantes/rating-anual/certificados'));
  });

  it('from the payment step the tomador is required: no offer is chosen without it, and the approval answers survive Cancelar', async () => {
    const { calls } = await cotizarClon();
    fireEvent.change(screen.getByTestId('anual-tomador'), { target: { value: 'Frig' } });
    expect(await screen.findByText('Debe indicar el tomador de la póliza')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId(`oferta-anual-${LIMPIA.cobertura.id}`)).getByTestId('oferta-seleccionar'));
    expect(toastError).toHaveBeenLastCalledWith('Debe indicar el tomador de la póliza');
    expect(screen.queryByTestId('anual-guardar')).toBeNull();

    const respuestas = { tipoMercaderia: 'Solventes IMO clase 3', transporte: 'Camiones con GPS', logistica: 'Zárate a Córdoba' };
    fireEvent.click(
      within(screen.getByTestId(`oferta-anual-${REFUSADA.cobertura.id}`)).getByTestId('oferta-solicitar-aprobacion'),
    );
    for (const [campo, texto] of Object.entries(respuestas))
      fireEvent.change(await screen.findByTestId(`anual-aprobacion-${campo}`), { target: { value: texto } });
    fireEvent.click(screen.getByTestId('anual-aprobacion-enviar'));
    await waitFor(() => expect(toastError).toHaveBeenCalledTimes(2));
    expect(guardadas(calls)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByTestId('anual-aprobacion-enviar')).toBeNull());

    // The producer picks the tomador and asks again: the three answers are still there.
    fireEvent.click(await screen.findByTestId('anual-tomador-option', {}, { timeout: 3_000 }));
    await waitFor(() => expect(screen.queryByText('Debe indicar el tomador de la póliza')).toBeNull());
    fireEvent.click(
      within(screen.getByTestId(`oferta-anual-${REFUSADA.cobertura.id}`)).getByTestId('oferta-solicitar-aprobacion'),
    );
    for (const [campo, texto] of Object.entries(respuestas))
      expect(((await screen.findByTestId(`anual-aprobacion-${campo}`)) as HTMLTextAreaElement).value).toBe(texto);
    fireEvent.click(screen.getByTestId('anual-aprobacion-enviar'));

    // The success view says what happened: a request to the insurer, not a plain saved quote.
    expect((await screen.findByTestId('anual-exito-titulo')).textContent).toBe('Solicitud de aprobación enviada');
    expect(screen.getByTestId('anual-exito-aprobacion').textContent).toBe(
      `La cotización quedó En Aprobación. ${REFUSADA.cobertura.aseguradora} revisará sus respuestas; cuando la apruebe, podrá emitirla desde el detalle.`,
    );
    expect(guardadas(calls)[0]!.body).toMatchObject({
      coberturaId: REFUSADA.cobertura.id,
      tomadorId: TOMADOR.id,
      solicitudAprobacion: respuestas,
    });
  });

  it('choosing an offer keeps a draft: the quoter opens with it again until the quote is saved or the draft discarded', async () => {
    const { calls, unmount } = await cotizarClon();
    fireEvent.click(within(screen.getByTestId(`oferta-anual-${LIMPIA.cobertura.id}`)).getByTestId('oferta-seleccionar'));
    await screen.findByTestId('anual-guardar');
    unmount();

    const abrir = () =>
      renderInLayout(<CotizadorAnualPage />, {
        permisos: ['ratingAnual.cotizar'],
        path: '/seguros/flotantes/rating-anual/certificados/cotizador',
      });
    const otra = abrir();
    expect((await screen.findByTestId('anual-borrador')).textContent).toContain(
      `al elegir la cobertura ${LIMPIA.cobertura.nombre} (${LIMPIA.cobertura.aseguradora})`,
    );
    expect((screen.getByTestId('anual-tomador') as HTMLInputElement).value).toContain(TOMADOR.nombre);
    expect((screen.getByTestId('composicion-mercaderias-0-valor') as HTMLInputElement).value).toBe('14.000.000,00');

    // Saved, the draft is gone.
    fireEvent.click(screen.getByTestId('anual-cotizar'));
    fireEvent.click(within(await screen.findByTestId(`oferta-anual-${LIMPIA.cobertura.id}`)).getByTestId('oferta-seleccionar'));
    fireEvent.click(await screen.findByTestId('anual-guardar'));
    await screen.findByTestId('anual-exito');
    expect(guardadas(calls)).toHaveLength(1);
    otra.unmount();
    abrir();
    await screen.findByTestId('anual-cotizar');
    expect(screen.queryByTestId('anual-borrador')).toBeNull();
  });

  it("'Descartar borrador' empties the form", async () => {
    const { unmount } = await cotizarClon();
    fireEvent.click(within(screen.getByTestId(`oferta-anual-${LIMPIA.cobertura.id}`)).getByTestId('oferta-seleccionar'));
    await screen.findByTestId('anual-guardar');
    unmount();
    renderInLayout(<CotizadorAnualPage />, {
      permisos: ['ratingAnual.cotizar'],
      path: '/seguros/flotantes/rating-anual/certificados/cotizador',
    });
    fireEvent.click(await screen.findByTestId('anual-borrador-descartar'));
    await waitFor(() => expect(screen.queryByTestId('anual-borrador')).toBeNull());
    expect((screen.getByTestId('anual-tomador') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('composicion-mercaderias-0-valor') as HTMLInputElement).value).toBe('0,00');
    expect(window.sessionStorage.length).toBe(0);
  });

  it('each offer card lists its coverage’s security measures and opens its PDF, priced from the request it answers', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { calls } = await cotizarClon();
    for (const o of [LIMPIA, REFUSADA]) {
      const card = screen.getByTestId(`oferta-anual-${o.cobertura.id}`);
      expect(o.medidasSeguridad.length).toBeGreaterThan(0);
      const medidas = within(card).getByTestId('oferta-medidas');
      expect(medidas.textContent).toContain('Medidas de seguridad');
      for (const m of o.medidasSeguridad) expect(within(medidas).getByText(m.nombre)).toBeTruthy();
    }
    fireEvent.click(within(screen.getByTestId(`oferta-anual-${LIMPIA.cobertura.id}`)).getByTestId('oferta-pdf'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://s3.test/oferta.pdf?firma=1'));
    const pdf = calls.requests.filter((r) => r.path === '/v1/rating-anual/cotizaciones/pdf');
    expect(pdf).toHaveLength(1);
    expect(pdf[0]!.method).toBe('POST');
    // The request the offers answer, as it was sent to be quoted; no amount of the card goes with it.
    expect(pdf[0]!.body).toEqual({ cotizacion: cotizadas(calls).at(-1), coberturaId: LIMPIA.cobertura.id });
  });
});
