import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { expect, test } from '@playwright/test';
import { usuarioCognito } from '../../shared/auth/login.ts';
import { DEMO_PASSWORD } from '../../scripts/local/config.ts';
import { tenantUrl } from './support.ts';

/** What a partner platform hands over: an ID token of the pool, issued to its own app client. */
const partnerToken = async (tenant: string, email: string) => {
  const cognito = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${process.env.E2E_COGNITO_PORT}`,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const out = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: process.env.E2E_PARTNER_CLIENT_ID,
      AuthParameters: { USERNAME: usuarioCognito(tenant, email), PASSWORD: DEMO_PASSWORD },
    }),
  );
  return out.AuthenticationResult?.IdToken as string;
};

test('embedded entry: the token in the URL signs the user in, leaves the URL and applies the theme', async ({ page }) => {
  const token = await partnerToken('fletepago', 'productor@fletepago.demo');
  await page.goto(tenantUrl('fletepago', `/embedded?token=${encodeURIComponent(`Bearer ${token}`)}&theme=dark`));
  await expect(page.getByTestId('header-user-name')).toHaveText('Pablo Productor');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(page.url()).not.toContain('token');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

test('single sign-on entry works the same on a standard tenant', async ({ page }) => {
  const token = await partnerToken('cargosur', 'productor@cargosur.demo');
  await page.goto(tenantUrl('cargosur', `/sso/auth?token=${encodeURIComponent(token)}`));
  await expect(page.getByTestId('header-user-name')).toHaveText('Pablo Productor');
  expect(page.url()).not.toContain('token');
});

test('embedded entry without a token and without a session is refused', async ({ page }) => {
  await page.goto(tenantUrl('fletepago', '/embedded'));
  await expect(page.getByText('Acceso denegado').first()).toBeVisible();
  await expect(page.getByTestId('header-user-name')).toHaveCount(0);
});
