import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../scripts/local/config.ts';
import { tenantUrl } from '../support.ts';

/**
 * What a phone user cannot reach: the page wider than the screen, a control (partly) outside it, or a
 * text input too narrow to show what it holds. A control inside a box that scrolls sideways (a table
 * the user swipes) is in reach; one of a closed drawer (inert) or hidden from everyone (a date input
 * that only opens the native picker) is no control of theirs.
 */
export const fueraDePantalla = (page: Page) =>
  page.evaluate(() => {
    const ancho = document.documentElement.clientWidth;
    const enDesplazable = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const { overflowX } = getComputedStyle(p);
        if ((overflowX === 'auto' || overflowX === 'scroll') && p.scrollWidth > p.clientWidth + 1) return true;
      }
      return false;
    };
    const nombre = (el: Element) =>
      el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40);
    const fuera: string[] = [];
    if (document.documentElement.scrollWidth > ancho) fuera.push(`la página mide ${document.documentElement.scrollWidth} px`);
    const controles = document.querySelectorAll(
      'button, input:not([type=hidden]), select, textarea, a[href], [role=button], [role=combobox], [role=checkbox], [role=radio], [role=switch], [role=tab]',
    );
    for (const el of controles) {
      const r = el.getBoundingClientRect();
      const estilo = getComputedStyle(el);
      const oculto = estilo.visibility === 'hidden' || estilo.opacity === '0' || el.closest('[inert], [aria-hidden="true"]');
      if (r.width <= 1 || r.height <= 1 || oculto) continue;
      if ((r.left < -1 || r.right > ancho + 1) && !enDesplazable(el))
        fuera.push(`${nombre(el)}: ${Math.round(r.left)}..${Math.round(r.right)} px`);
      const texto = el instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(el.type);
      if (texto && r.width < 48) fuera.push(`${nombre(el)}: ${Math.round(r.width)} px de ancho`);
    }
    // A segmented control clips what does not fit: its last options vanish without a scroll bar.
    for (const el of document.querySelectorAll('.mantine-SegmentedControl-root'))
      if (el.scrollWidth > el.clientWidth + 1)
        fuera.push(`${nombre(el)}: sus opciones no entran (${el.scrollWidth} px en ${el.clientWidth})`);
    return fuera;
  });

/**
 * The page's controls that, brought into view from the top of the document as the browser brings a
 * control it moves to (the nearest edge), end under the fixed header or footer (WCAG 2.4.11): the
 * shell's scroll margins must leave them clear of both.
 */
export const tapadosAlLlegar = (page: Page) =>
  page.evaluate(() => {
    const arriba = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const abajo = document.querySelector('footer')?.getBoundingClientRect().top ?? window.innerHeight;
    const tapados: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(
      'main input:not([type=hidden]), main button, main textarea, main a[href]',
    )) {
      const inicial = el.getBoundingClientRect();
      if (inicial.width < 1 || inicial.height < 1 || el.closest('[inert], [aria-hidden="true"]')) continue;
      window.scrollTo(0, 0);
      el.scrollIntoView({ block: 'nearest' });
      const r = el.getBoundingClientRect();
      if (r.top < arriba - 1 || r.bottom > abajo + 1)
        tapados.push(
          `${el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.tagName}: ${Math.round(r.top)}..${Math.round(r.bottom)} px`,
        );
    }
    window.scrollTo(0, 0);
    return tapados;
  });

/** Fails the step when anything of the screen is out of a phone user's reach. */
export const enPantalla = async (page: Page, paso: string) => {
  await expect.poll(() => fueraDePantalla(page), { message: paso, timeout: 3_000 }).toEqual([]);
  expect(await tapadosAlLlegar(page), `${paso}: controles bajo el encabezado o el pie al llegar a ellos`).toEqual([]);
  await page.screenshot({ path: `test-results/telefono/${paso.replace(/[^\p{L}\d]+/gu, '-')}.png`, fullPage: true });
};

/** Signs in on a phone: the header hides the user's name there, so the first screen is what proves it. */
export const entrar = async (page: Page, tenant: string, email: string) => {
  await page.goto(tenantUrl(tenant, '/auth/login'));
  await enPantalla(page, `${tenant} ingreso`);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await expect(page.getByTestId('app-header')).toBeVisible();
};
