import { Box, Center, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { SupportChatLink, SupportMailLink } from '#web/components/SupportLinks.tsx';
import { TenantLogo } from '#web/components/TenantLogo.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useTenant } from '#web/lib/tenant.ts';

/** The public claim notice's own layout (spec 3 §2.7): header with the tenant logo, the page, the help footer. */
export function AvisoLayout() {
  const t = useT();
  const tenant = useTenant();
  return (
    <Box
      mih="100vh"
      style={{
        display: 'flex',
        flexDirection: 'column',
        background: `linear-gradient(160deg, ${tenant.theme.primaryColor}1f 0%, transparent 55%)`,
      }}
      data-tenant={tenant.id}
    >
      <Box component="header" py="sm" px="md" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Container size={1200}>
          <Group justify="space-between">
            <TenantLogo tenant={tenant} height={36} />
            <Text size="sm" c="dimmed" data-testid="aviso-tenant">
              {tenant.nombre}
            </Text>
          </Group>
        </Container>
      </Box>
      <Box component="main" style={{ flex: 1 }} py="xl" px="md">
        <Center>
          <Paper withBorder shadow="md" radius="lg" p="xl" w="100%" maw={920}>
            <Outlet />
          </Paper>
        </Center>
      </Box>
      <Box component="footer" py="md" px="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Stack gap={4} align="center" data-testid="aviso-ayuda">
          <Text size="sm" fw={600}>
            {t('aviso.ayuda.titulo')}
          </Text>
          <Group gap="lg">
            <SupportChatLink label={t('aviso.ayuda.chat')} testId="aviso-chat" />
            <SupportMailLink testId="aviso-mail" />
          </Group>
        </Stack>
      </Box>
    </Box>
  );
}
