import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { UnsavedChangesModal } from './UnsavedChangesModal.tsx';
import { useUnsavedChangesGuard } from './unsaved-changes.ts';

function Form() {
  const [value, setValue] = useState('');
  const navigate = useNavigate();
  const { allowNavigation } = useUnsavedChangesGuard(value !== '');
  return (
    <>
      <input aria-label="nombre" value={value} onChange={(e) => setValue(e.target.value)} />
      <Link to="/otra">ir</Link>
      <Link to="/form?tab=2">pestaña</Link>
      <button
        onClick={() => {
          allowNavigation();
          void navigate('/otra');
        }}
      >
        guardar
      </button>
    </>
  );
}

const setup = () => {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <UnsavedChangesModal />
            <Outlet />
          </>
        ),
        children: [
          { path: '/form', element: <Form /> },
          { path: '/otra', element: <p>otra pantalla</p> },
        ],
      },
    ],
    { initialEntries: ['/form'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
};

const type = () => fireEvent.change(screen.getByLabelText('nombre'), { target: { value: 'Ana' } });

describe('useUnsavedChangesGuard (spec 3 §2.10)', () => {
  it('a clean form leaves without asking', async () => {
    const router = setup();
    fireEvent.click(screen.getByText('ir'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/otra'));
    expect(screen.queryByText('Salir')).toBeNull();
  });

  it("a dirty form asks with 'Salir'; Cancelar stays", async () => {
    const router = setup();
    type();
    fireEvent.click(screen.getByText('ir'));
    expect(await screen.findByText('Salir')).toBeTruthy();
    expect(screen.getByText('Tenés cambios sin guardar. ¿Querés salir igual?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('unsaved-cancel'));
    await waitFor(() => expect(screen.queryByText('Salir')).toBeNull());
    expect(router.state.location.pathname).toBe('/form');
    expect((screen.getByLabelText('nombre') as HTMLInputElement).value).toBe('Ana');
  });

  it('Continuar leaves', async () => {
    const router = setup();
    type();
    fireEvent.click(screen.getByText('ir'));
    fireEvent.click(await screen.findByTestId('unsaved-continue'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/otra'));
    expect(screen.getByText('otra pantalla')).toBeTruthy();
    expect(screen.queryByText('Salir')).toBeNull();
  });

  it('a change of the query string only does not ask', async () => {
    const router = setup();
    type();
    fireEvent.click(screen.getByText('pestaña'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=2'));
    expect(screen.queryByText('Salir')).toBeNull();
  });

  it('allowNavigation lets a save navigate away at once', async () => {
    const router = setup();
    type();
    fireEvent.click(screen.getByText('guardar'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/otra'));
    expect(screen.queryByText('Salir')).toBeNull();
  });

  it('asks the browser before closing the tab while dirty', () => {
    setup();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    type();
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
