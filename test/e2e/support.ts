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

/** Mantine sets the primary colour as a CSS variable on the root. */
export const primaryColor = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim());
