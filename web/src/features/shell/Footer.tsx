import { Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { IconChat, IconMail, IconRefresh } from '#web/components/icons.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { reloadPage } from '#web/lib/reload.ts';
import { SUPPORT_CHAT_ROUTE, SUPPORT_EMAIL } from '#web/lib/support.ts';
import { APP_VERSION } from '#web/lib/version.ts';
import { useVersionCheck } from './use-version-check.ts';

export function Footer() {
  const t = useT();
  const newVersion = useVersionCheck();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="lg" wrap="nowrap">
        <Anchor component={Link} to={SUPPORT_CHAT_ROUTE} size="sm" c="dimmed" data-testid="footer-chat">
          <Group gap={6} wrap="nowrap">
            <IconChat size={16} />
            {t('shell.footer.chat')}
          </Group>
        </Anchor>
        <Anchor href={`mailto:${SUPPORT_EMAIL}`} size="sm" c="dimmed" visibleFrom="xs" data-testid="footer-mail">
          <Group gap={6} wrap="nowrap">
            <IconMail size={16} />
            {SUPPORT_EMAIL}
          </Group>
        </Anchor>
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
