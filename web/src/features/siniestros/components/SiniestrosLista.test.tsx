import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('SiniestrosLista', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('newest claim first, five at a time; certificate, CIF or state one at a time, with the claim dates', async () => {
    const calls = stubApi((req) => (req.path === PATH ? pageAnswer([fila(1), fila(2)], { total: 2 }) : undefined));
    renderWithProviders(<SiniestrosLista infoInterna={false} onAbrir={() => {}} />);

    await waitFor(() => expect(screen.getAllByTestId('siniestros-row')).toHaveLength(2));
    expect(calls.last(PATH)).toEqual({ direccion: 'desc', size: '5' });
    const row = screen.getAllByTestId('siniestros-row')[0]!;
    expect(row.getAttribute('data-numero')).toBe('S-2025-000001');
    expect(row.textContent).toContain('USD 12.345,67');
    expect(row.textContent).toContain('12-02-2025');
    expect(within(row).queryByTestId('siniestros-row-id')).toBeNull();

    await choose('siniestros-filtro-estado', 'En análisis');
    await waitFor(() => expect(calls.last(PATH)).toEqual({ direccion: 'desc', estado: 'enAnalisis', size: '5' }));

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
  });

  it('shows the internal id to those who may see it and opens a claim on double click', async () => {
    stubApi((req) => (req.path === PATH ? pageAnswer([fila(3)], { total: 1 }) : undefined));
    const onAbrir = vi.fn();
    renderWithProviders(<SiniestrosLista infoInterna onAbrir={onAbrir} />);
    await waitFor(() => expect(screen.getAllByTestId('siniestros-row')).toHaveLength(1));
    expect(screen.getByTestId('siniestros-row-id').textContent).toBe('3');
    fireEvent.doubleClick(screen.getByTestId('siniestros-row'));
    expect(onAbrir).toHaveBeenCalledWith(3);
  });
});
