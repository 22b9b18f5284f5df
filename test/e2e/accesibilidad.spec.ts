import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { enlaceEmbarcacionDemo } from '../../scripts/local/embarcacion-demo.ts';
import esAR from '../../shared/i18n/es-AR.json' with { type: 'json' };
import { findTenant } from '../../shared/tenants/tenants.ts';
import type { Tenant } from '../../shared/tenants/tenant.ts';
import { signIn, tenantUrl } from './support.ts';

/**
 * axe on every route a role's menu reaches and on the public pages (issue 31): WCAG 2.1 A and AA,
 * no serious or critical violation; and no message key on screen instead of its text. A route is checked once, with the first role below that reaches it.
 */
const ROLES = ['administrador', 'productor', 'aseguradora', 'siniestros', 'clienteAdministrador'];
const TENANT = 'cargosur';

const hallazgos = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
};

/** A screen is ready when its loaders are gone: axe on a spinner proves nothing. */
const listo = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root:visible, .mantine-Skeleton-root:visible')).toHaveCount(0);
};

/** A message key on screen as itself: its text had not arrived with the part of the messages the screen waited for (record 0186). */
const clavesALaVista = async (page: Page) => {
  const texto = await page.locator('body').innerText();
  return Object.keys(esAR)
    .filter((clave) => texto.includes(clave))
    .map((clave) => `clave a la vista: ${clave}`);
};

const revisar = async (page: Page, ruta: string, encontrados: Record<string, string[]>) => {
  await page.goto(tenantUrl(TENANT, ruta));
  await listo(page);
  const lista = [...(await hallazgos(page)), ...(await clavesALaVista(page))];
  if (lista.length) encontrados[ruta] = lista;
};

test('the public pages have no serious or critical axe violation', async ({ page }) => {
  const encontrados: Record<string, string[]> = {};
  const checkout = new URL(enlaceEmbarcacionDemo(findTenant(TENANT) as Tenant));
  for (const ruta of [
    '/auth/login',
    '/aviso-siniestro',
    '/verificar',
    '/verificar/ZZZZ-ZZZZ-ZZZZ',
    `${checkout.pathname}${checkout.search}`,
    '/error/404',
    '/support',
  ])
    await revisar(page, ruta, encontrados);
  expect(encontrados).toEqual({});
});

test("every route of each role's menu has no serious or critical axe violation", async ({ page }) => {
  test.setTimeout(600_000);
  const vistas = new Set<string>();
  const encontrados: Record<string, string[]> = {};
  for (const rol of ROLES) {
    await page.context().clearCookies();
    await page.goto(tenantUrl(TENANT, '/auth/login'));
    await page.evaluate(() => localStorage.clear());
    await signIn(page, TENANT, `${rol.toLowerCase()}@${TENANT}.demo`);
    const rutas = await page
      .getByTestId('sidebar')
      .locator('a[href^="/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    for (const ruta of rutas.filter((r) => !vistas.has(r))) {
      vistas.add(ruta);
      await revisar(page, ruta, encontrados);
    }
  }
  expect(vistas.size).toBeGreaterThan(20);
  expect(encontrados).toEqual({});
});

test('a pt-BR tenant shows no message key as itself on any route of its administrator’s menu (record 0186)', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto(tenantUrl('rotasul', '/auth/login'));
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'rotasul', 'administrador@rotasul.demo');
  const rutas = await page
    .getByTestId('sidebar')
    .locator('a[href^="/"]')
    .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!))]);
  const encontrados: Record<string, string[]> = {};
  for (const ruta of rutas) {
    await page.goto(tenantUrl('rotasul', ruta));
    await listo(page);
    const claves = await clavesALaVista(page);
    if (claves.length) encontrados[ruta] = claves;
  }
  expect(rutas.length).toBeGreaterThan(10);
  expect(encontrados).toEqual({});
});
