import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-error.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { UsuarioEditorModal } from './UsuarioEditorModal.tsx';

vi.mock('#web/lib/api-client.ts', () => ({ apiCall: vi.fn() }));
// The guard needs a data router; the editor only has to call it.
vi.mock('#web/components/unsaved-changes.ts', () => ({ useUnsavedChangesGuard: vi.fn(() => ({ allowNavigation: () => {} })) }));

const { apiCall } = await import('#web/lib/api-client.ts');
const api = vi.mocked(apiCall) as unknown as ReturnType<typeof vi.fn>;

const EMPRESAS = [
  { id: 1, cif: '30-11111111-1', nombre: 'Aseguradora del Sur', tipo: 'aseguradora', paisId: 32, configuracion: {} },
  { id: 10, cif: '30-22222222-2', nombre: 'Productores Asociados', tipo: 'productor', paisId: 32, configuracion: {} },
  { id: 11, cif: '30-33333333-3', nombre: 'Broker Andino', tipo: 'broker', paisId: 152, configuracion: {} },
];
const ROLES = [
  { id: 'administrador', nombre: 'Administrador' },
  { id: 'productor', nombre: 'Productor' },
  { id: 'consultor', nombre: 'Consultor' },
];
const PAISES = [
  { id: 32, nombre: 'Argentina', codigo: 'AR', bandera: '/flags/ar.svg' },
  { id: 76, nombre: 'Brasil', codigo: 'BR', bandera: '/flags/br.svg' },
];
const USUARIO = {
  id: 42,
  nombre: 'Lucía',
  apellido: 'Gómez',
  email: 'lucia@cargosur.demo',
  pais: { id: 76 },
  empresas: [
    { empresa: { id: 10 }, rol: { id: 'productor' } },
    { empresa: { id: 11 }, rol: { id: 'consultor' } },
  ],
  estado: true,
};

/** The signed-in user: what they may grant depends on where they are administrador. */
const meCon = (roles: [number, string][]) => ({
  empresas: roles.map(([id, rol]) => ({
    empresa: EMPRESAS.find((e) => e.id === id),
    rol: { id: rol, nombre: rol },
    permisos: [],
  })),
});

type Handler = (input: any) => unknown;
let handlers: Record<string, Handler>;

beforeEach(() => {
  handlers = {
    'list-empresas': () => ({ data: EMPRESAS, meta: { size: 100, nextCursor: null, total: EMPRESAS.length } }),
    'list-roles': () => ({ data: ROLES }),
    'get-me': () =>
      meCon([
        [1, 'administrador'],
        [10, 'administrador'],
        [11, 'administrador'],
      ]),
    'list-catalogo': () => ({ data: PAISES }),
    'get-usuario': () => USUARIO,
    'create-usuario': (input) => ({ ...USUARIO, id: 99, ...input.body, pais: { id: input.body.idPais } }),
    'update-usuario': () => USUARIO,
  };
  api.mockReset();
  api.mockImplementation(async (op: { id: string }, input: unknown) => {
    const handler = handlers[op.id];
    if (!handler) throw new Error(`unexpected call ${op.id}`);
    return handler(input);
  });
});

const calls = (id: string) => api.mock.calls.filter(([op]) => (op as { id: string }).id === id);
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

/** Opens a Mantine Select and clicks the option with that text. */
const choose = async (testId: string, option: string | RegExp) => {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};
const optionsOf = (testId: string): string[] => {
  fireEvent.click(screen.getByTestId(testId));
  const listbox = screen.getByRole('listbox');
  const names = within(listbox)
    .queryAllByRole('option')
    .map((o) => o.textContent ?? '');
  fireEvent.keyDown(screen.getByTestId(testId), { key: 'Escape' });
  return names;
};

const fillValidUser = async () => {
  type('usuario-nombre', 'Juan');
  type('usuario-apellido', 'Pérez');
  type('usuario-email', 'juan.perez@cargosur.demo');
  await choose('usuario-pais', 'Argentina');
  await choose('permiso-empresa-0', '10 - (30-22222222-2) - Productores Asociados');
  await choose('permiso-rol-0', 'Productor');
};

describe('UsuarioEditorModal', () => {
  it('creates: permissions load, then the row rules apply', async () => {
    renderWithProviders(<UsuarioEditorModal opened onClose={() => {}} />);
    expect(screen.getByText('Agregar usuario')).toBeTruthy();
    expect(screen.getByText('Recuperando permisos...')).toBeTruthy();
    await screen.findByTestId('permisos');
    expect(screen.queryByTestId('usuario-clone')).toBeNull();

    // One empty row to start: it cannot be followed by another until it is complete.
    const add = () => screen.getByTestId('permiso-agregar') as HTMLButtonElement;
    expect(add().textContent).toBe('Agregar Poliza / Empresa');
    expect(add().disabled).toBe(true);
    await choose('permiso-empresa-0', /^10 - \(30-22222222-2\) - Productores Asociados$/);
    expect(add().disabled).toBe(true);
    await choose('permiso-rol-0', 'Productor');
    expect(add().disabled).toBe(false);

    fireEvent.click(add());
    expect(add().disabled).toBe(true);
    // The company of row 0 is not offered in row 1.
    expect(optionsOf('permiso-empresa-1')).toEqual([
      '1 - (30-11111111-1) - Aseguradora del Sur',
      '11 - (30-33333333-3) - Broker Andino',
    ]);
    await choose('permiso-empresa-1', /Broker Andino/);
    expect(optionsOf('permiso-empresa-0')).toEqual([
      '1 - (30-11111111-1) - Aseguradora del Sur',
      '10 - (30-22222222-2) - Productores Asociados',
    ]);
    await choose('permiso-rol-1', 'Consultor');
    fireEvent.click(add());
    // Three rows for three companies: no more add button.
    expect(screen.queryByTestId('permiso-agregar')).toBeNull();
    fireEvent.click(screen.getByTestId('permiso-quitar-2'));
    expect(screen.getByTestId('permiso-agregar')).toBeTruthy();
  });

  it('offers only the companies the signed-in user administers; a row on another company stays locked', async () => {
    handlers['get-me'] = () =>
      meCon([
        [10, 'administrador'],
        [1, 'productor'],
      ]);
    handlers['get-usuario'] = () => ({ ...USUARIO, empresas: [{ empresa: { id: 1 }, rol: { id: 'consultor' } }] });
    renderWithProviders(<UsuarioEditorModal opened onClose={() => {}} usuarioId={42} />);
    await screen.findByTestId('permisos');
    expect((screen.getByTestId('permiso-empresa-0') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('permiso-rol-0') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('permiso-quitar-0') as HTMLButtonElement).disabled).toBe(true);
    // Nor, without administering all of the user's companies, the e-mail.
    expect((screen.getByTestId('usuario-email') as HTMLInputElement).readOnly).toBe(true);

    fireEvent.click(screen.getByTestId('permiso-agregar'));
    expect(optionsOf('permiso-empresa-1')).toEqual(['10 - (30-22222222-2) - Productores Asociados']);
    await choose('permiso-empresa-1', /Productores Asociados/);
    // One company administered plus the locked row: no third row.
    expect(screen.queryByTestId('permiso-agregar')).toBeNull();
  });

  it('shows the server-side validation messages and sends nothing while invalid', async () => {
    renderWithProviders(<UsuarioEditorModal opened onClose={() => {}} />);
    await screen.findByTestId('permisos');
    // Nothing shows before the fields are touched.
    expect(screen.queryByText('El campo nombre es requerido')).toBeNull();

    type('usuario-nombre', 'Juan3');
    expect(await screen.findByText('El campo nombre contiene caracteres no permitidos')).toBeTruthy();
    expect(screen.queryByText('El campo apellido es requerido')).toBeNull();

    fireEvent.click(screen.getByTestId('usuario-save'));
    expect(await screen.findByText('El campo apellido es requerido')).toBeTruthy();
    expect(screen.getByText('El campo email es requerido')).toBeTruthy();
    expect(screen.getByText('El campo nacionalidad es requerido')).toBeTruthy();
    expect(screen.getByText('El campo póliza / empresa es requerido')).toBeTruthy();
    expect(screen.getByText('El campo rol es requerido')).toBeTruthy();

    type('usuario-email', 'no-es-un-mail');
    expect(await screen.findByText('El campo email no es válido')).toBeTruthy();
    type('usuario-apellido', 'x'.repeat(51));
    expect(await screen.findByText('El campo apellido no puede superar los 50 caracteres')).toBeTruthy();
    expect(calls('create-usuario')).toHaveLength(0);
  });

  it('after a create asks to create another: Sí keeps permissions and nationality, clears the rest', async () => {
    const onClose = vi.fn();
    renderWithProviders(<UsuarioEditorModal opened onClose={onClose} />);
    await screen.findByTestId('permisos');
    await fillValidUser();
    fireEvent.click(screen.getByTestId('usuario-save'));

    expect(await screen.findByText('¿Queréis crear otro usuario usando de base los permisos y la nacionalidad?')).toBeTruthy();
    const [op, input] = calls('create-usuario')[0]!;
    expect((op as { method: string }).method).toBe('POST');
    expect((input as any).body).toEqual({
      nombre: 'Juan',
      apellido: 'Pérez',
      email: 'juan.perez@cargosur.demo',
      idPais: 32,
      empresas: [{ idEmpresa: 10, idRol: 'productor' }],
    });
    const firstKey = (input as any).headers['Idempotency-Key'];
    expect(firstKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/);

    fireEvent.click(screen.getByTestId('usuario-clone-yes'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText('Agregar usuario')).toBeTruthy();
    expect((screen.getByTestId('usuario-nombre') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('usuario-apellido') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('usuario-email') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('usuario-pais') as HTMLInputElement).value).toBe('Argentina');
    expect((screen.getByTestId('permiso-empresa-0') as HTMLInputElement).value).toBe(
      '10 - (30-22222222-2) - Productores Asociados',
    );
    expect((screen.getByTestId('permiso-rol-0') as HTMLInputElement).value).toBe('Productor');

    type('usuario-nombre', 'Ana');
    type('usuario-apellido', 'Ruiz');
    type('usuario-email', 'ana.ruiz@cargosur.demo');
    fireEvent.click(screen.getByTestId('usuario-save'));
    await screen.findByTestId('usuario-clone-prompt');
    const second = calls('create-usuario')[1]![1] as any;
    expect(second.body).toMatchObject({
      email: 'ana.ruiz@cargosur.demo',
      idPais: 32,
      empresas: [{ idEmpresa: 10, idRol: 'productor' }],
    });
    // A fresh Idempotency-Key per submission.
    expect(second.headers['Idempotency-Key']).not.toBe(firstKey);

    fireEvent.click(screen.getByTestId('usuario-clone-no'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the 409 message in the form and 400 field errors on their fields', async () => {
    handlers['create-usuario'] = () => {
      throw new ApiError(409, 'El email ya está en uso por otro usuario.');
    };
    renderWithProviders(<UsuarioEditorModal opened onClose={() => {}} />);
    await screen.findByTestId('permisos');
    await fillValidUser();
    fireEvent.click(screen.getByTestId('usuario-save'));
    expect((await screen.findByTestId('usuario-server-error')).textContent).toBe('El email ya está en uso por otro usuario.');
    expect(screen.queryByTestId('usuario-clone-prompt')).toBeNull();

    handlers['create-usuario'] = () => {
      throw new ApiError(400, 'Datos inválidos', [{ path: 'empresas.0.idEmpresa', message: 'La empresa no existe' }]);
    };
    fireEvent.click(screen.getByTestId('usuario-save'));
    expect(await screen.findByText('La empresa no existe')).toBeTruthy();
    expect(screen.queryByTestId('usuario-server-error')).toBeNull();
  });

  it('edits: loads the user, saves with PUT and closes; Clonar opens a create with permissions and nationality', async () => {
    const onClose = vi.fn();
    renderWithProviders(<UsuarioEditorModal opened onClose={onClose} usuarioId={42} />);
    expect(screen.getByText('Editar usuario')).toBeTruthy();
    expect(screen.getByText('Recuperando usuario...')).toBeTruthy();
    await waitFor(() => expect((screen.getByTestId('usuario-nombre') as HTMLInputElement).value).toBe('Lucía'));
    await screen.findByTestId('permisos');

    fireEvent.click(screen.getByTestId('usuario-clone'));
    expect(screen.getByText('Agregar usuario')).toBeTruthy();
    await screen.findByTestId('permisos');
    expect((screen.getByTestId('usuario-nombre') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('usuario-email') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('usuario-pais') as HTMLInputElement).value).toBe('Brasil');
    expect((screen.getByTestId('permiso-empresa-1') as HTMLInputElement).value).toBe('11 - (30-33333333-3) - Broker Andino');
    expect(screen.queryByTestId('usuario-clone')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits and closes after saving; neither shows nor sends estado (spec 1 §3.1), even for an inactive user', async () => {
    handlers['get-usuario'] = () => ({ ...USUARIO, estado: false });
    const onClose = vi.fn();
    renderWithProviders(<UsuarioEditorModal opened onClose={onClose} usuarioId={42} />);
    await screen.findByTestId('permisos');
    expect(screen.queryByTestId('usuario-estado')).toBeNull();
    type('usuario-nombre', 'Lucila');
    fireEvent.click(screen.getByTestId('usuario-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [op, input] = calls('update-usuario')[0]!;
    expect((op as { method: string }).method).toBe('PUT');
    expect(input).toEqual({
      params: { id: '42' },
      body: {
        nombre: 'Lucila',
        apellido: 'Gómez',
        email: 'lucia@cargosur.demo',
        idPais: 76,
        empresas: [
          { idEmpresa: 10, idRol: 'productor' },
          { idEmpresa: 11, idRol: 'consultor' },
        ],
      },
    });
    expect(screen.queryByTestId('usuario-clone-prompt')).toBeNull();
  });
});
