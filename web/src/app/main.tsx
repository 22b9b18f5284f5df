import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import 'mantine-datatable/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from '#web/lib/config.ts';
import { loadMessages } from '#web/lib/i18n.tsx';
import { currentTenant } from '#web/lib/tenant.ts';
import { App } from './App.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root no existe');

// config.json and the tenant's locale file (kept in the i18n cache) load in parallel before the first paint.
void Promise.all([loadConfig(), loadMessages(currentTenant().locale).catch(() => undefined)]).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
