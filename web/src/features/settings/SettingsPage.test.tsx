import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAYOUT_PRESETS_KEY, readLayoutPresets, saveLayoutPresets, DEFAULT_PRESETS } from '#web/lib/layout-presets.ts';
import { reloadPage } from '#web/lib/reload.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { SettingsPage } from './SettingsPage.tsx';

vi.mock('#web/lib/reload.ts', () => ({ reloadPage: vi.fn() }));

afterEach(() => vi.mocked(reloadPage).mockClear());

const renderPage = () => {
  // A data router: the page guards its unsaved changes with useBlocker.
  const router = createMemoryRouter([{ path: '/settings', element: <SettingsPage /> }], { initialEntries: ['/settings'] });
  return renderWithProviders(<RouterProvider router={router} />);
};

describe("SettingsPage 'Configuración de diseño'", () => {
  it('starts from the defaults with the tenant colour', () => {
    renderPage();
    expect(screen.getByText('Configuración de diseño')).toBeTruthy();
    expect((screen.getByLabelText('Menú lateral oscuro') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('settings-color') as HTMLInputElement).value).toBe('#50CD89');
    expect((screen.getByTestId('settings-width') as HTMLInputElement).value).toBe('1200 px');
  });

  it('Guardar stores the choice and reloads', async () => {
    renderPage();
    fireEvent.click(screen.getByLabelText('Menú superior claro'));
    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(reloadPage).toHaveBeenCalled());
    // The untouched colour is the tenant's: nothing pinned.
    expect(readLayoutPresets()).toEqual({ ...DEFAULT_PRESETS, layoutType: 'light-header' });
  });

  it('Restablecer forgets the presets and reloads', () => {
    saveLayoutPresets({ ...DEFAULT_PRESETS, layoutType: 'dark-header' });
    renderPage();
    fireEvent.click(screen.getByTestId('settings-reset'));
    expect(window.localStorage.getItem(LAYOUT_PRESETS_KEY)).toBeNull();
    expect(reloadPage).toHaveBeenCalled();
  });
});
