import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fechasAjenas } from '#test/fixtures/fechas.ts';
import { pageAnswer, stubApi } from '#web/test/api-mock.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { SiniestrosLista } from './SiniestrosLista.tsx';

vi.mock('#web/lib/auth/token.ts', () => ({ getIdToken: async () => 'tok', signOutEverywhere: async () => {} }));

const fila = (id: number) => ({
  id,
  numero: `S-2025-00000${id}`,
  version: 1,
  idCertificado: 40,
  numeroCertificado: 'VE-0040',
  certificado: null,
  estado: { id: 'denunciado', nombre: 'Denunciado', color: '#009EF7' },
  cobertura: { id: 1, texto: 'Robo total' },
  fechaOcurrencia: '2025-02-10',
  fechaDenuncia: '2025-02-12T10:00:00.000Z',
  lugarOcurrencia: 'Ruta 9 km 300',
  ubicacionActualMercaderia: 'Depósito',
  descripcion: 'Faltante de mercadería',
  comentarios: '',
  beneficiario: { cif: '30710000011', nombre: 'Logística Ñandú S.A.' },
  contacto: { nombre: 'Ana', telefono: '1155555555', email: 'ana@nandu.com.ar' },
  montoReclamado: { monto: 12345.67 },
  responsable: null,
  liquidador: null,
  redLiquidador: null,
  reserva: null,
  indemnizaciones: [],
  fechaIndemnizacion: null,
  origen: 'publico',
  cantidadComentarios: 0,
});
const PATH = '/v1/siniestros';

const choose = async (testId: string, option: string | RegExp) => {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

/** The list at a URL, with the query string it writes shown for the assertions and a link that changes it. */
function Ubicacion() {
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="search">{useLocation().search}</output>
      <button type="button" data-testid="otro-rango" onClick={() => void navigate('/siniestros?desde=2025-03-05')}>
        otro
      </button>
    </>
  );
}
const renderLista = (url = '/siniestros', onAbrir: (id: number) => void = () => {}) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <SiniestrosLista onAbrir={onAbrir} />
      <Ubicacion />
    </MemoryRouter>,
  );
const search = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');

describe('SiniestrosLista', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('newest claim first, five at a time; certificate, CIF or state one at a time, with the claim dates', async () => {
    const calls = stubApi((req) => (req.path === PATH ? pageAnswer([fila(1), fila(2)], { total: 2 }) : undefined));
    renderLista();

    await waitFor(() => expect(screen.getAllByTestId('siniestros-row')).toHaveLength(2));
    expect(calls.last(PATH)).toEqual({ direccion: 'desc', size: '5' });
    const row = screen.getAllByTestId('siniestros-row')[0]!;
    expect(row.getAttribute('data-numero')).toBe('S-2025-000001');
    expect(row.textContent).toContain('USD 12.345,67');
    expect(row.textContent).toContain('12/02/2025');
    expect(fechasAjenas([...row.querySelectorAll('td')].map((td) => td.textContent).join('\n'))).toEqual([]);
    // Spec 3 §2.6 gates only the detail's internal id: the list's id column is for everyone.
    expect(within(row).getByTestId('siniestros-row-id').textContent).toBe('1');

    await choose('siniestros-filtro-estado', 'En análisis');
    await waitFor(() => expect(calls.last(PATH)).toEqual({ direccion: 'desc', estado: 'enAnalisis', size: '5' }));
    expect(search().get('estado')).toBe('enAnalisis');

    fireEvent.change(input('siniestros-filtro-certificado'), { target: { value: 'VE-0040' } });
    await waitFor(() => expect(calls.last(PATH)).toEqual({ direccion: 'desc', certificado: 'VE-0040', size: '5' }));
    expect(input('siniestros-filtro-estado').value).toBe('');

    await choose('siniestros-buscar-por', 'CIF del beneficiario');
    fireEvent.change(input('siniestros-filtro-beneficiario'), { target: { value: '30-71000001-1' } });
    fireEvent.change(input('siniestros-filtro-desde'), { target: { value: '01022025' } });
    await waitFor(() =>
      expect(calls.last(PATH)).toEqual({ direccion: 'desc', beneficiario: '30710000011', desde: '2025-02-01', size: '5' }),
    );

    fireEvent.click(screen.getByText('Fecha de denuncia'));
    await waitFor(() =>
      expect(calls.last(PATH)).toEqual({ direccion: 'asc', beneficiario: '30710000011', desde: '2025-02-01', size: '5' }),
    );
    expect(Object.fromEntries(search())).toEqual({ por: 'beneficiario', q: '30-71000001-1', desde: '2025-02-01', orden: 'asc' });
  });

  it('reads filters, page and page size from the URL, and a filter change goes back to page 1', async () => {
    const calls = stubApi((req) => (req.path === PATH ? pageAnswer([fila(1)], { total: null, nextCursor: 'c3' }) : undefined));
    renderLista('/siniestros?por=beneficiario&q=30710000011&desde=2025-02-01&tam=10&cursores=c1.c2&abiertos=4');
    await waitFor(() =>
      expect(calls.last(PATH)).toEqual({
        direccion: 'desc',
        beneficiario: '30710000011',
        desde: '2025-02-01',
        size: '10',
        cursor: 'c2',
      }),
    );
    expect(input('siniestros-filtro-beneficiario').value).toBe('30710000011');
    expect(input('siniestros-filtro-desde').value).toBe('01/02/2025');
    expect(screen.getByTestId('siniestros-page').textContent).toBe('Página 3');

    fireEvent.click(screen.getByTestId('siniestros-next'));
    await waitFor(() => expect(search().get('cursores')).toBe('c1.c2.c3'));
    fireEvent.click(screen.getByTestId('siniestros-prev'));
    await waitFor(() => expect(search().get('cursores')).toBe('c1.c2'));

    await choose('siniestros-filtro-estado', 'Cerrado');
    await waitFor(() =>
      expect(calls.last(PATH)).toEqual({ direccion: 'desc', estado: 'cerrado', desde: '2025-02-01', size: '10' }),
    );
    expect(Object.fromEntries(search())).toEqual({
      desde: '2025-02-01',
      tam: '10',
      abiertos: '4',
      estado: 'cerrado',
      por: 'beneficiario',
    });
  });

  it('its fields follow the URL when a link or Back changes it, and keep a day still being typed', async () => {
    const calls = stubApi((req) => (req.path === PATH ? pageAnswer([fila(1)], { total: 1 }) : undefined));
    renderLista('/siniestros?q=VE-0040&desde=2025-02-01');
    await waitFor(() =>
      expect(calls.last(PATH)).toEqual({ direccion: 'desc', certificado: 'VE-0040', desde: '2025-02-01', size: '5' }),
    );
    expect(input('siniestros-filtro-certificado').value).toBe('VE-0040');

    fireEvent.click(screen.getByTestId('otro-rango'));
    await waitFor(() => expect(input('siniestros-filtro-desde').value).toBe('05/03/2025'));
    expect(input('siniestros-filtro-certificado').value).toBe('');
    await waitFor(() => expect(calls.last(PATH)).toEqual({ direccion: 'desc', desde: '2025-03-05', size: '5' }));

    // Erasing a digit leaves an incomplete day: the URL drops it, the box keeps what is typed.
    fireEvent.change(input('siniestros-filtro-desde'), { target: { value: '05/03/202' } });
    await waitFor(() => expect(search().get('desde')).toBeNull());
    expect(input('siniestros-filtro-desde').value).toBe('05/03/202');
  });

  it('a desde after hasta asks for nothing and says what is wrong with the range', async () => {
    const calls = stubApi((req) => (req.path === PATH ? pageAnswer([fila(1)], { total: 1 }) : undefined));
    renderLista('/siniestros?desde=2025-02-10');
    await waitFor(() => expect(screen.getAllByTestId('siniestros-row')).toHaveLength(1));
    const antes = calls.queries(PATH).length;
    fireEvent.change(input('siniestros-filtro-hasta'), { target: { value: '01022025' } });
    const vacio = await screen.findByTestId('siniestros-empty');
    expect(vacio.textContent).toBe('La fecha hasta debe ser posterior a la fecha desde');
    expect(screen.queryAllByTestId('siniestros-row')).toHaveLength(0);
    expect(
      calls
        .queries(PATH)
        .slice(antes)
        .some((q) => 'hasta' in q),
    ).toBe(false);
  });

  it('a day that does not exist (32/13/2026) stays in its box with the error, and the list asks for nothing (issue 27 item 28)', async () => {
    const calls = stubApi((req) => (req.path === PATH ? pageAnswer([fila(1)], { total: 1 }) : undefined));
    renderLista();
    await waitFor(() => expect(screen.getAllByTestId('siniestros-row')).toHaveLength(1));
    const antes = calls.queries(PATH).length;
    fireEvent.change(input('siniestros-filtro-desde'), { target: { value: '32132026' } });
    expect(input('siniestros-filtro-desde').value).toBe('32/13/2026');
    expect(input('siniestros-filtro-desde').getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findAllByText('Fecha inválida: ese día no existe')).toHaveLength(2);
    expect(screen.getByTestId('siniestros-empty').textContent).toBe('Fecha inválida: ese día no existe');
    expect(calls.queries(PATH).slice(antes)).toEqual([]);
  });

  it('opens a claim with a single click on its row or on the pinned arrow', async () => {
    stubApi((req) => (req.path === PATH ? pageAnswer([fila(3)], { total: 1 }) : undefined));
    const onAbrir = vi.fn();
    renderLista('/siniestros', onAbrir);
    await waitFor(() => expect(screen.getAllByTestId('siniestros-row')).toHaveLength(1));
    fireEvent.click(screen.getByTestId('siniestros-row'));
    expect(onAbrir).toHaveBeenCalledWith(3);
    fireEvent.click(screen.getByTestId('siniestros-abrir'));
    expect(onAbrir).toHaveBeenCalledTimes(2);
  });
});
