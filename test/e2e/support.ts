import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../scripts/local/config.ts';

export const tenantUrl = (tenant: string, route = '/') => `http://${tenant}.localhost:${process.env.E2E_PORT}${route}`;

export const signIn = async (page: Page, tenant: string, email: string, password = DEMO_PASSWORD) => {
  await page.goto(tenantUrl(tenant, '/auth/login'));
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('header-user-name')).toBeVisible();
};

/** The colour Mantine actually paints filled primary elements with, as #RRGGBB. */
export const paintedPrimary = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = 'var(--mantine-primary-color-filled)';
    document.body.append(probe);
    const rgb = getComputedStyle(probe).backgroundColor.match(/\d+/g)!.slice(0, 3).map(Number);
    probe.remove();
    return `#${rgb.map((n) => n.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
  });

/**
 * Waits for a list to show the answer to the filter just typed: the filter reached the URL (after the
 * input's debounce) and the table is no longer busy. A row clicked before could be the unfiltered list's,
 * under the overlay of the filtered request.
 */
export const listaFiltrada = async (page: Page, testId: string, valor: string) => {
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(valor)}`, 'i'));
  await expect(page.getByTestId(`${testId}-table`)).not.toHaveAttribute('aria-busy', 'true');
};
