import { useSyncExternalStore } from 'react';
import { Button, Code, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { dismissError, errorStore } from '#web/lib/error-service.ts';
import { useT } from '#web/lib/i18n.tsx';
import { IconAlert } from './icons.tsx';

/** Shows the errors reported to the error service (5xx, network), one at a time (spec 3 §2.10). */
export function GlobalErrorModal() {
  const t = useT();
  const queue = useSyncExternalStore(errorStore.subscribe, errorStore.get, errorStore.get);
  const current = queue[0];

  return (
    <Modal
      opened={Boolean(current)}
      onClose={() => current && dismissError(current.id)}
      centered
      title={
        <Group gap="sm">
          <ThemeIcon color="red" variant="light" radius="xl">
            <IconAlert size={16} />
          </ThemeIcon>
          <Text fw={600}>{current ? t(current.titleKey) : ''}</Text>
        </Group>
      }
      data-testid="global-error-modal"
    >
      {current ? (
        <Stack gap="md">
          <Text>{current.message}</Text>
          {current.requestId ? (
            <Text size="xs" c="dimmed">
              {t('errors.requestId')} <Code>{current.requestId}</Code>
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button onClick={() => dismissError(current.id)}>{t('common.accept')}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
