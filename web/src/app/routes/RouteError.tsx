import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useT } from '#web/lib/i18n.tsx';

/** Last-resort error boundary of the router (a chunk that failed to load, a render crash). */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    <Center h="100vh" p="md">
      <Stack align="center" gap="sm" maw={480}>
        <Title order={2}>{t('errors.unexpected.title')}</Title>
        <Text c="dimmed" ta="center">
          {t('errors.unexpected.body')}
        </Text>
        {detail ? (
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        ) : null}
        <Button onClick={() => window.location.reload()}>{t('errors.unexpected.reload')}</Button>
      </Stack>
    </Center>
  );
}
