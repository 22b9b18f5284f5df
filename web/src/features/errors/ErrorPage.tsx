import type { ReactNode } from 'react';
import { Center, Stack, Text, Title } from '@mantine/core';
import { TenantLogo } from '#web/components/TenantLogo.tsx';
import { useTenant } from '#web/lib/tenant.ts';

export function ErrorPage({
  code,
  title,
  body,
  actions,
}: {
  code?: string;
  title: string;
  body: ReactNode;
  actions?: ReactNode;
}) {
  const tenant = useTenant();
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={520} ta="center">
        <TenantLogo tenant={tenant} height={44} />
        {code ? (
          <Text fw={800} c="var(--mantine-color-anchor)" style={{ fontSize: 96, lineHeight: 1 }} data-testid="error-code">
            {code}
          </Text>
        ) : null}
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{body}</Text>
        {actions}
      </Stack>
    </Center>
  );
}
