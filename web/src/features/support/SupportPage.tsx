import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useT } from '#web/lib/i18n.tsx';
import { SUPPORT_EMAIL_KEY } from '#web/lib/support.ts';

export function SupportPage() {
  const t = useT();
  const email = t(SUPPORT_EMAIL_KEY);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('support.title')}
      </Title>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Text>{t('support.body')}</Text>
          <Text>
            {t('support.mail')} <Anchor href={`mailto:${email}`}>{email}</Anchor>
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
