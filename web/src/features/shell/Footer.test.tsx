import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '#web/lib/reload.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { Footer } from './Footer.tsx';
import { isNewVersion, VERSION_CHECK_MS } from './use-version-check.ts';

vi.mock('#web/lib/version.ts', () => ({ APP_VERSION: '1.20.0', BUILD_ID: '1.20.0-aaa' }));
vi.mock('#web/lib/reload.ts', () => ({ reloadPage: vi.fn() }));

describe('new-version check (spec 3 §4.7)', () => {
  let served = '1.20.0-aaa';
  const fetchMock = vi.fn(async (_url: string) => Response.json({ version: '1.20.0', buildId: served }));

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockClear();
  });

  it('polls /build-info.json every 60 s and shows the red button that reloads when the build changes', async () => {
    renderWithProviders(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/build-info.json');
    expect(screen.getByTestId('app-version').textContent).toBe('Versión 1.20.0');
    expect(screen.queryByTestId('new-version')).toBeNull();

    served = '1.20.0-bbb';
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_MS - 1000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));

    const button = await screen.findByTestId('new-version');
    expect(button.textContent).toBe('Nueva versión');
    expect(button.getAttribute('style')).toContain('--mantine-color-red-filled');
    fireEvent.click(button);
    expect(reloadPage).toHaveBeenCalled();
  });

  it('a missing build id, or a dev build, is never "new"', () => {
    expect(isNewVersion(undefined, 'x')).toBe(false);
    expect(isNewVersion({}, 'x')).toBe(false);
    expect(isNewVersion({ buildId: 'y' }, 'dev')).toBe(false);
    expect(isNewVersion({ buildId: 'x' }, 'x')).toBe(false);
    expect(isNewVersion({ buildId: 'y' }, 'x')).toBe(true);
  });
});
