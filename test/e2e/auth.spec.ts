import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { tenantUrl } from './support.ts';

/** The reset code the Cognito emulator logged for an address, in its 'Confirmation Code Delivery' box (real Cognito e-mails it). */
const codigoDeRecuperacion = async (email: string): Promise<string> => {
  const log = path.join(process.env.E2E_DATA_DIR as string, 'cognito', 'cognito.log');
  let found: string | undefined;
  await expect
    .poll(() => {
      // eslint-disable-next-line no-control-regex -- the emulator colours its log
      const text = (fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '').replace(/\u001b\[[0-9;]*m/g, '');
      const box = text
        .split('Confirmation Code Delivery')
        .filter((b) => b.includes(email))
        .at(-1);
      found = box?.match(/Code:\s+(\d{6})/)?.[1];
      return found;
    })
    .toBeTruthy();
  return found as string;
};

test('first sign-in with a temporary password asks for a new one, then enters the portal', async ({ page }) => {
  await page.goto(tenantUrl('cargosur', '/auth/login'));
  await page.getByTestId('login-email').fill('nuevo@cargosur.demo');
  await page.getByTestId('login-password').fill('Temporal123!');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('Elegí tu nueva contraseña')).toBeVisible();
  await page.getByTestId('new-password').fill('NuevaClave2026');
  await page.getByTestId('new-password-confirm').fill('OtraClave2026');
  await page.getByTestId('new-password-submit').click();
  await expect(page.getByTestId('header-user-name')).toHaveCount(0);
  await page.getByTestId('new-password-confirm').fill('NuevaClave2026');
  await page.getByTestId('new-password-submit').click();
  await expect(page.getByTestId('header-user-name')).toHaveText('Nadia Nueva');
});

test("'Olvidé mi contraseña' sends a code, sets a new password, and the new password signs in", async ({ page }) => {
  const email = 'consultor@viajeseguro.demo';
  await page.goto(tenantUrl('viajeseguro', '/auth/login'));
  await page.getByTestId('login-forgot').click();
  await page.getByTestId('forgot-email').fill(email);
  await page.getByTestId('forgot-submit').click();
  await expect(page.getByText(`Te enviamos un código a ${email}.`)).toBeVisible();
  await page.getByTestId('forgot-code').fill(await codigoDeRecuperacion(email));
  await page.getByTestId('forgot-password').fill('Restablecida2026');
  await page.getByTestId('forgot-confirm').fill('Restablecida2026');
  await page.getByTestId('forgot-confirm-submit').click();
  await expect(page.getByTestId('login-info')).toHaveText('Tu contraseña fue restablecida. Ya podés ingresar.');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill('Restablecida2026');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('header-user-name')).toHaveText('Carlos Consultor');
});
