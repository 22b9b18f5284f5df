import { expect, test, type Page } from '@playwright/test';
import { permissionsOf } from '../../shared/auth/roles.ts';
import { buildMenu, type MenuItem } from '../../shared/menu/menu.ts';
import { findTenant } from '../../shared/tenants/tenants.ts';
import type { Tenant } from '../../shared/tenants/tenant.ts';
import { signIn, tenantUrl } from './support.ts';

/** The entry keys the sidebar shows, in order (group headings and add buttons aside). */
const sidebarKeys = (page: Page) =>
  page
    .getByTestId('sidebar')
    .locator('[data-testid^="nav-"]:not([data-testid^="nav-add-"]):not([data-testid^="nav-group-"])')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice('nav-'.length)));

const keysOf = (menu: MenuItem[]) => menu.flatMap((g) => g.children ?? [g]).map((e) => e.key);

test('a producer sees exactly what the producer role allows, and no administration', async ({ page }) => {
  await signIn(page, 'cargosur', 'productor@cargosur.demo');
  const expected = keysOf(
    buildMenu({
      permisos: new Set(permissionsOf(['productor'])),
      flags: (findTenant('cargosur') as Tenant).flags,
      // The producer's company is one of the product's own brokers (seed): security is /medidas-seguridad.
      seguridadPropia: true,
      enlaceSeguridad: null,
      email: 'productor@cargosur.demo',
    }),
  );
  await expect.poll(() => sidebarKeys(page)).toEqual(expected);
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.getByTestId('nav-certificados')).toHaveText('Certificados de carga');
  await expect(sidebar.getByTestId('nav-siniestros')).toHaveText('Denuncias');
  await expect(sidebar.getByTestId('nav-beneficiarios')).toHaveText('Beneficiarios');
  for (const label of ['Usuarios', 'Emisores', 'Declaraciones de compra']) {
    await expect(sidebar.getByText(label, { exact: true })).toHaveCount(0);
  }
  await page.screenshot({ path: 'test-results/shell-productor.png' });

  // A menu route the role does not open goes to the 403 page.
  await page.goto(tenantUrl('cargosur', '/emisores'));
  await expect(page).toHaveURL(/\/error\/403$/);
  await expect(page.getByText('No tenés permiso para ver esta página')).toBeVisible();
});

test("an administrator sees Usuarios; Cauciones aduaneras' '+' opens the quotation request, no longer 'Próximamente'", async ({
  page,
}) => {
  await signIn(page, 'cargosur', 'administrador@cargosur.demo');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.getByTestId('nav-usuarios')).toHaveText('Usuarios');
  await expect(sidebar.getByTestId('nav-emisores')).toHaveText('Emisores');
  await expect(sidebar.getByTestId('nav-declaracionesCompra')).toHaveText('Declaraciones de compra');

  await sidebar.getByTestId('nav-add-cauciones').click();
  await expect(page).toHaveURL(/\/cauciones\/aduaneras\/cotizar$/);
  await expect(page.getByRole('heading', { name: 'Cotizar caución aduanera' })).toBeVisible();
  await expect(page.getByTestId('coming-soon')).toHaveCount(0);
  await expect(page).toHaveTitle('DEV - Productores Asociados S.R.L. - Cotizar caución aduanera');

  // The root goes to the dashboard; unknown routes to the 404.
  await page.goto(tenantUrl('cargosur', '/'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(tenantUrl('cargosur', '/no/existe'));
  await expect(page).toHaveURL(/\/error\/404$/);
});

test('the viajeseguro tenant (specific trips only) shows only its entries', async ({ page }) => {
  await signIn(page, 'viajeseguro', 'administrador@viajeseguro.demo');
  // Only the specific-trip certificates remain (spec 1 §2.1), and the root lands on them.
  await expect(page).toHaveURL(/\/seguros\/viajes-especificos\/polizas$/);
  await expect.poll(() => sidebarKeys(page)).toEqual(['viajesEspecificos', 'enAprobacion']);
  await expect(page.getByTestId('sidebar').getByTestId('nav-add-viajesEspecificos')).toHaveAttribute(
    'href',
    '/seguros/viajes-especificos/polizas/cotizador',
  );
  await page.screenshot({ path: 'test-results/shell-viajeseguro.png' });
});

test("a new build shows the red 'Nueva versión' button within 60 s", async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'cargosur', 'productor@cargosur.demo');
  await expect(page.getByTestId('new-version')).toHaveCount(0);
  await page.route('**/build-info.json', (route) => route.fulfill({ json: { version: '1.20.1', buildId: 'otra-build' } }));
  await page.clock.fastForward(61_000);
  await expect(page.getByTestId('new-version')).toHaveText('Nueva versión');
});

test('support opens without a session from the public claim notice, and inside the layout once signed in', async ({ page }) => {
  await page.goto(tenantUrl('cargosur', '/aviso-siniestro'));
  await page.getByTestId('aviso-chat').click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', { name: 'Soporte' })).toBeVisible();
  await expect(page.getByTestId('sidebar')).toHaveCount(0);

  await signIn(page, 'cargosur', 'productor@cargosur.demo');
  await page.getByTestId('footer-chat').click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', { name: 'Soporte' })).toBeVisible();
  await expect(page.getByTestId('sidebar')).toBeVisible();
});

test('siniestros/denuncias is the public notice without a session and the internal form once signed in; /aviso-siniestro stays an alias', async ({
  page,
}) => {
  await page.goto(tenantUrl('cargosur', '/siniestros/denuncias'));
  await expect(page.getByRole('heading', { name: 'Aviso de Siniestro' })).toBeVisible();
  await expect(page.getByTestId('aviso-ayuda')).toContainText('Necesitas ayuda?');
  await expect(page.getByTestId('sidebar')).toHaveCount(0);

  await page.goto(tenantUrl('cargosur', '/aviso-siniestro'));
  await expect(page.getByRole('heading', { name: 'Aviso de Siniestro' })).toBeVisible();

  await signIn(page, 'cargosur', 'siniestros@cargosur.demo');
  await page.goto(tenantUrl('cargosur', '/siniestros/denuncias'));
  await expect(page.getByTestId('denuncia-interna-buscar')).toBeVisible();
  await expect(page.getByTestId('sidebar')).toBeVisible();
});

test('spec 3 §2.9: cotizador-seguridad-assist-cargo lands on the security screen; test-embebido-flotantes frames the floating certificates', async ({
  page,
}) => {
  await signIn(page, 'cargosur', 'administrador@cargosur.demo');
  await page.goto(tenantUrl('cargosur', '/cotizador-seguridad-assist-cargo'));
  await expect(page).toHaveURL(/\/medidas-seguridad$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(tenantUrl('cargosur', '/test-embebido-flotantes'));
  await expect(page.getByRole('heading', { name: 'Prueba de transporte flotante embebido' })).toBeVisible();
  await expect(page.getByTestId('embebido-codigo')).toContainText('/embedded/certificados?token=TOKEN_DEL_SOCIO&theme=light');
  // The frame rides on the viewer's session: no token, no login page, the grid itself.
  const marco = page.frameLocator('[data-testid="embebido-marco"]');
  await expect(marco.getByRole('heading', { name: 'Certificados de carga' })).toBeVisible();
  await page.screenshot({ path: 'test-results/shell-test-embebido-390.png', fullPage: true });
});
