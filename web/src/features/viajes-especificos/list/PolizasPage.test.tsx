import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { renderInLayout } from '#web/test/layout.tsx';
import { pageAnswer, stubApi, type ApiAnswer, type ApiRequest } from '#web/test/api-mock.ts';
import { PolizasPage } from './PolizasPage.tsx';
import { POLIZAS_PATH } from './polizas.ts';

vi.mock('#web/lib/auth/token.ts', () => ({ getIdToken: async () => 'tok', signOutEverywhere: async () => {} }));

const TOMADOR = { id: 5, nombre: 'Logística Ñandú S.A.', cif: '30710000011' };
const fila = (id: number, estado: (typeof ESTADOS)[keyof typeof ESTADOS]) => ({
  id,
  nroCertificado: estado.id === ESTADOS.emitido.id ? `VE-${id}` : null,
  estado,
  fechaEstado: '2025-03-01',
  tomador: TOMADOR,
  sumaAsegurada: {
    moneda: { id: 2, simbolo: 'US$' },
    valorFactura: 1000,
    gastoEnvio: 100,
    demasGastos: 0,
    beneficioImaginario: 10,
    total: 1210,
  },
  premio: { monto: 12.5 },
  seguridad: 'No requiere',
  tipoOperacion: { id: 201 },
  medioTransporte: { id: 1, texto: 'Terrestre', cssClass: 'terrestre' },
  nroReferenciaInterna: `REF-${id}`,
  urlAsegurado: null,
  urlCopiaPAS: null,
  urlConstancia: null,
});
const FILAS = [fila(1, ESTADOS.emitido), fila(2, ESTADOS.enAprobacion)];

const PATH = '/v1/viajes-especificos/polizas';
const answer =
  (extra: (req: ApiRequest) => ApiAnswer | undefined = () => undefined) =>
  (req: ApiRequest): ApiAnswer | undefined => {
    const special = extra(req);
    if (special) return special;
    if (req.path === PATH) return pageAnswer(FILAS, { nextCursor: 'c2', total: 2 });
    if (req.path === '/v1/clientes')
      return pageAnswer([
        {
          ...TOMADOR,
          logo: null,
          markup: null,
          email: null,
          productorId: null,
          pais: { id: 32, nombre: 'Argentina', bandera: '/ar.svg' },
        },
      ]);
    return undefined;
  };

const choose = async (testId: string, option: string | RegExp) => {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

describe('PolizasPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('newest state change first; one lookup at a time: a number clears the state and sets the dates aside', async () => {
    const calls = stubApi(answer());
    renderInLayout(<PolizasPage />);

    await waitFor(() => expect(screen.getAllByTestId('polizas-row')).toHaveLength(2));
    expect(calls.last(PATH)).toEqual({ direccion: 'desc', size: '10' });
    const first = screen.getAllByTestId('polizas-row')[0]!;
    expect(within(first).getByTestId('polizas-numero').textContent).toBe('VE-1');
    expect(first.textContent).toContain('US$ 1.210,00');
    expect(screen.getByTestId('polizas-total').textContent).toBe('2 en total');

    await choose('polizas-filter-estado', 'Emitido');
    await waitFor(() => expect(calls.last(PATH)).toEqual({ direccion: 'desc', estado: '20', size: '10' }));

    fireEvent.change(input('polizas-filter-desde'), { target: { value: '01032025' } });
    await waitFor(() => expect(calls.last(PATH)).toEqual({ direccion: 'desc', estado: '20', desde: '2025-03-01', size: '10' }));

    fireEvent.change(input('polizas-search'), { target: { value: 'VE-0001 ' } });
    await waitFor(() => expect(calls.last(PATH)).toEqual({ direccion: 'desc', nroCertificado: 'VE-0001', size: '10' }));
    expect(input('polizas-filter-estado').value).toBe('');
    expect(input('polizas-filter-desde').disabled).toBe(true);
    expect(input('polizas-filter-desde').value).toBe('');

    // Another lookup: the input is for it alone.
    await choose('polizas-buscar-por', 'Referencia interna');
    expect(input('polizas-search').value).toBe('');
    fireEvent.change(input('polizas-search'), { target: { value: 'REF-2' } });
    await waitFor(() => expect(calls.last(PATH)).toEqual({ direccion: 'desc', referencia: 'REF-2', size: '10' }));

    // The state takes the place of the lookup.
    await choose('polizas-filter-estado', 'En Aprobación');
    await waitFor(() => expect(calls.last(PATH)).toEqual({ direccion: 'desc', estado: '5', size: '10' }));
    expect(input('polizas-search').value).toBe('');
    expect(
      calls.queries(PATH).every((q) => ['estado', 'nroCertificado', 'referencia', 'tomadorId'].filter((k) => k in q).length <= 1),
    ).toBe(true);
  });

  it('by policyholder, found with the party search, with a date range', async () => {
    const calls = stubApi(answer());
    renderInLayout(<PolizasPage />);
    await waitFor(() => expect(screen.getAllByTestId('polizas-row')).toHaveLength(2));

    await choose('polizas-buscar-por', 'Tomador');
    const tomador = input('polizas-tomador');
    tomador.focus();
    fireEvent.change(tomador, { target: { value: 'Ñan' } });
    fireEvent.click(await screen.findByTestId('polizas-tomador-option', {}, { timeout: 2000 }));
    await waitFor(() => expect(calls.last(PATH)).toEqual({ direccion: 'desc', tomadorId: '5', size: '10' }));
    expect(calls.last('/v1/clientes')).toEqual({ filtro: 'Ñan', size: '10' });

    fireEvent.change(input('polizas-filter-desde'), { target: { value: '01012025' } });
    fireEvent.change(input('polizas-filter-hasta'), { target: { value: '31012025' } });
    await waitFor(() =>
      expect(calls.last(PATH)).toEqual({
        direccion: 'desc',
        tomadorId: '5',
        desde: '2025-01-01',
        hasta: '2025-01-31',
        size: '10',
      }),
    );

    // 'Hasta' before 'desde' is marked and not asked for.
    fireEvent.change(input('polizas-filter-hasta'), { target: { value: '01122024' } });
    expect(await screen.findByText('La fecha hasta debe ser posterior a la fecha desde')).toBeTruthy();
    await waitFor(() => expect(calls.last(PATH)).toEqual({ direccion: 'desc', tomadorId: '5', desde: '2025-01-01', size: '10' }));
  });

  it("shows the server's message for a refused filter on its input", async () => {
    const message = 'Filtrá por estado, tomador, número o referencia: uno por vez';
    stubApi(
      answer((req) =>
        req.path === PATH && req.query.referencia
          ? { status: 400, body: { message: 'Por favor, revisá los errores', errors: [{ path: 'query.referencia', message }] } }
          : undefined,
      ),
    );
    renderInLayout(<PolizasPage />);
    await waitFor(() => expect(screen.getAllByTestId('polizas-row')).toHaveLength(2));
    await choose('polizas-buscar-por', 'Referencia interna');
    fireEvent.change(input('polizas-search'), { target: { value: 'REF-2' } });
    expect(await screen.findByTestId('polizas-error')).toBeTruthy();
    expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(1);
    expect(input('polizas-search').getAttribute('aria-invalid')).toBe('true');
  });

  it('the date column turns the order around; double click opens only the states that open', async () => {
    const calls = stubApi(answer());
    const { router } = renderInLayout(<PolizasPage />, { path: POLIZAS_PATH, permisos: ['viajesEspecificos.consultar'] });
    await waitFor(() => expect(screen.getAllByTestId('polizas-row')).toHaveLength(2));

    fireEvent.click(screen.getByText('Fecha de estado'));
    await waitFor(() => expect(calls.last(PATH)).toEqual({ direccion: 'asc', size: '10' }));

    const [emitido, enAprobacion] = screen.getAllByTestId('polizas-row');
    expect(enAprobacion!.getAttribute('data-abre')).toBe('false');
    fireEvent.doubleClick(enAprobacion!);
    expect(router.state.location.pathname).toBe(POLIZAS_PATH);

    fireEvent.click(within(emitido!).getByTestId('polizas-expand'));
    expect((await screen.findByTestId('polizas-expanded')).textContent).toContain('30710000011');

    fireEvent.doubleClick(emitido!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${POLIZAS_PATH}/1`));
  });

  it('print opens the two copies in tabs opened inside the click, each sent to a link asked for then', async () => {
    const conCopias = { ...fila(1, ESTADOS.emitido), urlAsegurado: 'vieja', urlCopiaPAS: 'vieja' };
    const descarga = `${PATH}/1/descarga`;
    stubApi(
      answer((req) => {
        if (req.path === PATH) return pageAnswer([conCopias]);
        if (req.path === descarga) return { body: { url: `https://s3.test/${req.query.documento}.pdf?firma=nueva` } };
        return undefined;
      }),
    );
    const tabs = [0, 1].map(() => ({ opener: window as unknown, location: { href: 'about:blank' }, close: vi.fn() }));
    const open = vi.spyOn(window, 'open').mockImplementation(() => tabs[open.mock.calls.length - 1] as unknown as Window);
    renderInLayout(<PolizasPage />);

    fireEvent.click(await screen.findByTestId('polizas-print'));
    expect(open).toHaveBeenCalledTimes(2);
    await waitFor(() =>
      expect(tabs.map((w) => w.location.href)).toEqual([
        'https://s3.test/asegurado.pdf?firma=nueva',
        'https://s3.test/pas.pdf?firma=nueva',
      ]),
    );
    open.mockRestore();
  });
});
