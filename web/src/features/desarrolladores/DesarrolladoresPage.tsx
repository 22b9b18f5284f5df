import { lazy, Suspense } from 'react';
import { Loader, Stack, Text, Title } from '@mantine/core';
import { useT } from '#web/lib/i18n.tsx';
import { AppsMaquina } from './apps/AppsMaquina.tsx';
import { Webhooks } from './webhooks/Webhooks.tsx';

/** The renderer and the document are the heaviest code of the SPA: fetched only when this page opens. */
const ReferenciaApi = lazy(async () => ({ default: (await import('./ReferenciaApi.tsx')).ReferenciaApi }));

/**
 * /desarrolladores: the company's transport systems (machine clients) and webhook endpoints, then the OpenAPI 3.1 reference
 * of the contract (what the screens call), with how to authenticate, idempotency and errors in its
 * introduction.
 */
export function DesarrolladoresPage() {
  const t = useT();
  return (
    <Stack gap="md">
      <Title order={2}>{t('desarrolladores.titulo')}</Title>
      <Text c="dimmed">{t('desarrolladores.intro')}</Text>
      <AppsMaquina />
      <Webhooks />
      <Suspense
        fallback={
          <Stack align="center" py="xl" data-testid="referencia-api-cargando">
            <Loader />
            <Text size="sm">{t('desarrolladores.cargando')}</Text>
          </Stack>
        }
      >
        <ReferenciaApi />
      </Suspense>
    </Stack>
  );
}
