import type { ReactNode } from 'react';
import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import { TenantLogo } from '#web/components/TenantLogo.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useTenant } from '#web/lib/tenant.ts';
import { APP_VERSION } from '#web/lib/version.ts';
import classes from './AuthLayout.module.css';

/** Split screen: the tenant's brand panel on the left, the form card on the right. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const t = useT();
  const tenant = useTenant();
  return (
    <Box className={classes.root} data-tenant={tenant.id} data-primary-color={tenant.theme.primaryColor}>
      <Box
        className={classes.brand}
        style={{ background: `linear-gradient(150deg, ${tenant.theme.primaryColor} 0%, ${tenant.theme.sidebarBackground} 100%)` }}
      >
        <Stack gap="lg" maw={420}>
          <Title order={1} c="white" className={classes.brandTitle}>
            {t('auth.brand.title')}
          </Title>
          <Text c="white" opacity={0.85} size="lg">
            {t('auth.brand.subtitle')}
          </Text>
        </Stack>
        <Text c="white" opacity={0.6} size="xs">
          {tenant.nombre} · v{APP_VERSION}
        </Text>
      </Box>
      <Box className={classes.formSide}>
        <Paper className={classes.card} shadow="md" radius="lg" p="xl" withBorder>
          <Stack gap="lg">
            <Box className={classes.logo}>
              <TenantLogo tenant={tenant} height={48} />
            </Box>
            <Stack gap={4}>
              <Title order={2} size="h3">
                {title}
              </Title>
              {subtitle ? (
                <Text c="dimmed" size="sm">
                  {subtitle}
                </Text>
              ) : null}
            </Stack>
            {children}
          </Stack>
        </Paper>
      </Box>
    </Box>
  );
}
