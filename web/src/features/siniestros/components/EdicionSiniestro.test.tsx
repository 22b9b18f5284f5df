import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Siniestro } from '#shared/contract/schemas/siniestro.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { EdicionSiniestro } from './EdicionSiniestro.tsx';

vi.mock('#web/lib/api-client.ts', () => ({ apiCall: vi.fn() }));
vi.mock('#web/components/unsaved-changes.ts', () => ({ useUnsavedChangesGuard: vi.fn(() => ({ allowNavigation: () => {} })) }));

const { apiCall } = await import('#web/lib/api-client.ts');
const api = vi.mocked(apiCall) as unknown as ReturnType<typeof vi.fn>;

const SINIESTRO: Siniestro = {
  id: 7,
  numero: 'S-2026-000007',
  version: 3,
  idCertificado: 1,
  numeroCertificado: 'VE-00000001',
  certificado: null,
  estado: { id: 'denunciado', nombre: 'Denunciado', color: '#009EF7' },
  cobertura: { id: 3, texto: 'Accidente' },
  fechaOcurrencia: '2026-01-01',
  fechaDenuncia: '2026-01-02',
  lugarOcurrencia: 'Ruta 14',
  ubicacionActualMercaderia: 'Depósito',
  descripcion: 'Vuelco',
  comentarios: 'Nada',
  beneficiario: { cif: '30', nombre: 'Frigorífico' },
  contacto: { nombre: 'María', telefono: '+54 11 4444-5555', email: 'm@x.demo' },
  montoReclamado: { monto: 100 },
  responsable: null,
  liquidador: null,
  redLiquidador: null,
  reserva: null,
  indemnizaciones: [],
  fechaIndemnizacion: null,
  observaciones: [],
  fotosDanio: [],
  facturas: [],
  otros: [],
  urlpdfCertificado: null,
  origen: 'publico',
  historial: [],
};

const versiones = { current: new Set<number>() };

beforeEach(() => {
  api.mockReset();
  api.mockImplementation(async (op: { id: string }, input: any) => {
    if (op.id === 'list-empresas')
      return {
        data: [{ id: 2, nombre: 'Liquidadores SA', cif: '30-1', tipo: 'aseguradora', paisId: 32, configuracion: {} }],
        meta: { size: 100, nextCursor: null, total: 1 },
      };
    if (op.id === 'list-estados-siniestro') return { data: [] };
    if (op.id === 'patch-siniestro') return { ...SINIESTRO, ...input.body, version: 4, estado: SINIESTRO.estado };
    throw new Error(`unexpected ${op.id}`);
  });
});

describe('claim edit form', () => {
  it('is entirely disabled without siniestros.editar', () => {
    renderWithProviders(
      <EdicionSiniestro
        siniestro={SINIESTRO}
        puedeEditar={false}
        onRecargar={async () => SINIESTRO}
        versionesPropias={versiones}
      />,
    );
    expect(screen.getByTestId('siniestro-solo-lectura')).toBeTruthy();
    expect((screen.getByTestId('siniestro-numero') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('siniestro-reserva') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('siniestro-estado-select') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('siniestro-guardar') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('siniestro-indemnizacion-agregar') as HTMLButtonElement).disabled).toBe(true);
  });

  it('requires date and amount on each indemnity row, and sends the version read', async () => {
    renderWithProviders(
      <EdicionSiniestro siniestro={SINIESTRO} puedeEditar onRecargar={async () => SINIESTRO} versionesPropias={versiones} />,
    );
    fireEvent.click(screen.getByTestId('siniestro-indemnizacion-agregar'));
    fireEvent.click(screen.getByTestId('siniestro-guardar'));
    await waitFor(() => expect(screen.getAllByText('Requerido').length).toBe(2));
    expect(api.mock.calls.some(([op]) => op.id === 'patch-siniestro')).toBe(false);
    fireEvent.click(screen.getByTestId('siniestro-indemnizacion-quitar'));
    fireEvent.click(screen.getByTestId('siniestro-guardar'));
    await waitFor(() => expect(api.mock.calls.some(([op]) => op.id === 'patch-siniestro')).toBe(true));
    const [, input] = api.mock.calls.find(([op]) => op.id === 'patch-siniestro')!;
    expect(input.body).toMatchObject({ version: 3, estado: 'denunciado', numero: 'S-2026-000007', indemnizaciones: [] });
  });

  it('shows the stale-copy message with a reload action on 409', async () => {
    api.mockImplementation(async (op: { id: string }) => {
      if (op.id === 'patch-siniestro')
        throw new ApiError(409, 'El siniestro fue modificado por otra persona. Recargá para ver los cambios.');
      return { data: [] };
    });
    const onRecargar = vi.fn(async () => ({ ...SINIESTRO, version: 9 }));
    renderWithProviders(
      <EdicionSiniestro siniestro={SINIESTRO} puedeEditar onRecargar={onRecargar} versionesPropias={versiones} />,
    );
    fireEvent.click(screen.getByTestId('siniestro-guardar'));
    expect(await screen.findByText('El siniestro fue modificado por otra persona. Recargá para ver los cambios.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('siniestro-recargar'));
    await waitFor(() => expect(onRecargar).toHaveBeenCalled());
  });
});
