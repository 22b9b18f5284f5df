import { Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '#web/components/icons.tsx';
import { SupportChatLink, SupportMailLink } from '#web/components/SupportLinks.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { reloadPage } from '#web/lib/reload.ts';
import { APP_VERSION } from '#web/lib/version.ts';
import { useVersionCheck } from './use-version-check.ts';

export function Footer() {
  const t = useT();
  const newVersion = useVersionCheck();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="lg" wrap="nowrap">
        <SupportChatLink label={t('shell.footer.chat')} c="dimmed" testId="footer-chat" />
        <SupportMailLink c="dimmed" visibleFrom="xs" testId="footer-mail" />
      </Group>
      <Group gap="md" wrap="nowrap">
        {newVersion ? (
          <Button
            size="compact-sm"
            color="red"
            leftSection={<IconRefresh size={14} />}
            onClick={reloadPage}
            data-testid="new-version"
          >
            {t('shell.footer.newVersion')}
          </Button>
        ) : null}
        <Text size="xs" c="dimmed" data-testid="app-version">
          {t('shell.footer.version', { version: APP_VERSION })}
        </Text>
      </Group>
    </Group>
  );
}
