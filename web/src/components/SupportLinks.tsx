import { Anchor, Group, type AnchorProps } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useT } from '#web/lib/i18n.tsx';
import { SUPPORT_CHAT_ROUTE, SUPPORT_EMAIL_KEY } from '#web/lib/support.ts';
import { IconChat, IconMail } from './icons.tsx';

type LinkProps = Omit<AnchorProps, 'children'> & { testId: string };

/** To the support page (open with or without a session). */
export function SupportChatLink({ label, testId, ...anchor }: LinkProps & { label: string }) {
  return (
    <Anchor component={Link} to={SUPPORT_CHAT_ROUTE} size="sm" {...anchor} data-testid={testId}>
      <Group gap={6} wrap="nowrap">
        <IconChat size={16} />
        {label}
      </Group>
    </Anchor>
  );
}

/** A mail to support, showing the address of the portal's language. */
export function SupportMailLink({ testId, ...anchor }: LinkProps) {
  const email = useT()(SUPPORT_EMAIL_KEY);
  return (
    <Anchor href={`mailto:${email}`} size="sm" {...anchor} data-testid={testId}>
      <Group gap={6} wrap="nowrap">
        <IconMail size={16} />
        {email}
      </Group>
    </Anchor>
  );
}
