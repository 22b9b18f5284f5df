import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link, useMatches } from 'react-router-dom';
import type { RouteHandle } from '#web/components/DocumentTitle.tsx';
import { IconClock } from '#web/components/icons.tsx';
import { useT } from '#web/lib/i18n.tsx';

/** A menu route whose screen is not built yet: a real page with its name and a way back. */
export function ComingSoonPage() {
  const t = useT();
  const titleKey = [...useMatches()].reverse().find((m) => (m.handle as RouteHandle | undefined)?.titleKey)?.handle as
    RouteHandle | undefined;
  return (
    <Card withBorder radius="lg" padding="xl" data-testid="coming-soon">
      <Stack align="center" gap="md" ta="center" py="xl">
        <ThemeIcon size={64} radius="xl" variant="light" color="brand">
          <IconClock size={32} />
        </ThemeIcon>
        {titleKey?.titleKey ? (
          <Text size="sm" c="dimmed" fw={600} tt="uppercase" data-testid="coming-soon-route">
            {t(titleKey.titleKey)}
          </Text>
        ) : null}
        <Title order={1} size="h2">
          {t('comingSoon.title')}
        </Title>
        <Text c="dimmed" maw={460}>
          {t('comingSoon.body')}
        </Text>
        <Button component={Link} to="/dashboard" data-testid="coming-soon-home">
          {t('comingSoon.home')}
        </Button>
      </Stack>
    </Card>
  );
}
