import 'virtual:estilos-mantine';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from '#web/lib/config.ts';
import { loadMessages } from '#web/lib/i18n.tsx';
import { adelantarMe } from '#web/lib/me-adelantado.ts';
import { currentTenant } from '#web/lib/tenant.ts';
import { App } from './App.tsx';
import { createRouter } from './router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root no existe');

// The tenant's logo is the largest thing on the sign-in and public pages: fetched now, not once their chunks ran.
const logo = Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href: currentTenant().theme.logo });
document.head.appendChild(logo);

// The router starts now: the first screen's lazy chunks download while config.json and the locale do,
// not one round trip after them.
const router = createRouter();

const config = loadConfig();
void config.then((c) => adelantarMe(c.userPoolClientId));

// config.json and the tenant's locale file (kept in the i18n cache) load in parallel before the first paint.
void Promise.all([config, loadMessages(currentTenant().locale).catch(() => undefined)]).then(() => {
  // A transition: React renders the first screen in slices and the page answers input meanwhile.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
});
