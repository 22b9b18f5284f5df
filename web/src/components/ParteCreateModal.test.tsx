import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCuit } from '#shared/validators/cif.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { ParteCreateModal } from './ParteCreateModal.tsx';

vi.mock('#web/lib/api-client.ts', () => ({ apiCall: vi.fn() }));
vi.mock('#web/lib/toast.ts', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));
const { apiCall } = await import('#web/lib/api-client.ts');
const { toastSuccess } = await import('#web/lib/toast.ts');
const api = vi.mocked(apiCall) as unknown as ReturnType<typeof vi.fn>;

const PAISES = [
  { id: 32, nombre: 'Argentina', codigo: 'AR', bandera: '/flags/ar.svg' },
  { id: 76, nombre: 'Brasil', codigo: 'BR', bandera: '/flags/br.svg' },
];
let create: (input: any) => unknown;

beforeEach(() => {
  create = (input) => ({
    id: 7,
    nombre: input.body.nombre,
    cif: input.body.cif,
    logo: null,
    markup: input.body.markup ?? null,
    pais: { id: 32, nombre: 'Argentina', bandera: '/flags/ar.svg' },
    email: input.body.email || null,
    productorId: null,
  });
  api.mockReset();
  vi.mocked(toastSuccess).mockReset();
  api.mockImplementation(async (op: { id: string }, input: any) => {
    if (op.id === 'list-catalogo') return { data: PAISES };
    if (op.id === 'create-cliente') return create(input);
    throw new Error(`unexpected ${op.id}`);
  });
});

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const choosePais = async (name: string) => {
  await waitFor(() => expect((screen.getByTestId('beneficiario-pais') as HTMLInputElement).disabled).toBe(false));
  fireEvent.click(screen.getByTestId('beneficiario-pais'));
  fireEvent.click(await screen.findByRole('option', { name }));
};

describe('ParteCreateModal', () => {
  it('checks the CIF by country with the server messages, then creates and hands the party back', async () => {
    const onCreated = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(<ParteCreateModal tipo="beneficiario" opened onClose={onClose} onCreated={onCreated} />);
    expect(screen.getByText('RUC / CUIT / RFC / NIT / CIF')).toBeTruthy();

    fireEvent.click(screen.getByTestId('beneficiario-save'));
    expect(await screen.findByText('El campo nombre es requerido')).toBeTruthy();
    expect(screen.getByText('El campo RUC / CUIT / RFC / NIT / CIF es requerido')).toBeTruthy();
    expect(screen.getByText('El campo país es requerido')).toBeTruthy();

    type('beneficiario-nombre', 'Logística Ñandú S.A.');
    await choosePais('Argentina');
    type('beneficiario-cif', '30-12345678-0');
    fireEvent.click(screen.getByTestId('beneficiario-save'));
    expect(await screen.findByText('El CUIT no es válido: revisá los 11 dígitos y el dígito verificador.')).toBeTruthy();
    expect(api.mock.calls.some(([op]) => op.id === 'create-cliente')).toBe(false);

    const cif = buildCuit('30', 71_000_001);
    type('beneficiario-cif', cif);
    fireEvent.click(screen.getByTestId('beneficiario-save'));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const [, input] = api.mock.calls.find(([op]) => op.id === 'create-cliente')!;
    expect(input.body).toMatchObject({ nombre: 'Logística Ñandú S.A.', cif, idPais: 32 });
    expect(input.headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(onCreated.mock.calls[0]![0]).toMatchObject({ id: 7, cif });
    expect(onClose).toHaveBeenCalled();
    expect(toastSuccess).toHaveBeenCalledWith('Beneficiario creado con éxito');
  });

  it('creates a tomador for the quote’s producer with the same form and says so', async () => {
    const onCreated = vi.fn();
    renderWithProviders(<ParteCreateModal tipo="tomador" productorId={10} opened onClose={() => {}} onCreated={onCreated} />);
    expect(screen.getByText('Agregar tomador')).toBeTruthy();
    type('beneficiario-nombre', 'Importadora Nueva S.A.');
    await choosePais('Argentina');
    type('beneficiario-cif', buildCuit('30', 71_000_009));
    fireEvent.click(screen.getByTestId('beneficiario-save'));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const [, input] = api.mock.calls.find(([op]) => op.id === 'create-cliente')!;
    expect(input.body).toMatchObject({ nombre: 'Importadora Nueva S.A.', productorId: 10 });
    expect(toastSuccess).toHaveBeenCalledWith('Tomador creado con éxito');
  });

  it('puts the server CIF errors (400 and the 409 duplicate) on the CIF field', async () => {
    create = () => {
      throw new ApiError(400, 'Datos inválidos', [
        { path: 'cif', message: 'El identificador fiscal no es válido en el servidor.' },
      ]);
    };
    renderWithProviders(<ParteCreateModal tipo="beneficiario" opened onClose={() => {}} />);
    type('beneficiario-nombre', 'Duplicada S.A.');
    await choosePais('Argentina');
    type('beneficiario-cif', buildCuit('30', 72_000_002));
    fireEvent.click(screen.getByTestId('beneficiario-save'));
    expect(await screen.findByText('El identificador fiscal no es válido en el servidor.')).toBeTruthy();

    create = () => {
      throw new ApiError(409, 'Ya existe un tomador o beneficiario con ese CIF.');
    };
    fireEvent.click(screen.getByTestId('beneficiario-save'));
    expect(await screen.findByText('Ya existe un tomador o beneficiario con ese CIF.')).toBeTruthy();
    expect(screen.queryByTestId('beneficiario-server-error')).toBeNull();
  });
});
