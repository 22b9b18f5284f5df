import type { ReactNode } from 'react';
import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { PAISES } from '#shared/catalogos/data.ts';
import { Flag } from '#web/components/Flag.tsx';
import { IconBuilding, IconUser, IconWorld } from '#web/components/icons.tsx';
import { useLayoutContext } from '#web/features/shell/layout-context.ts';
import { formatInteger } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useTenant } from '#web/lib/tenant.ts';

function InfoCard({
  icon,
  label,
  title,
  children,
  testId,
}: {
  icon: ReactNode;
  label: string;
  title: ReactNode;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={testId}>
      <Group gap="md" align="flex-start" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light" color="brand">
          {icon}
        </ThemeIcon>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: '0.06em' }}>
            {label}
          </Text>
          <Text fw={600} size="lg" lh={1.3}>
            {title}
          </Text>
          {children}
        </Stack>
      </Group>
    </Card>
  );
}

export function DashboardPage() {
  const t = useT();
  const tenant = useTenant();
  const { me, empresa } = useLayoutContext();
  const pais = PAISES.find((p) => p.id === empresa?.empresa.paisId) ?? me.pais;

  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1} size="h2" data-testid="dashboard-greeting">
          {t('dashboard.greeting', { nombre: me.nombre })}
        </Title>
        <Text c="dimmed">{t('dashboard.subtitle', { tenant: tenant.nombre })}</Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <InfoCard
          testId="dashboard-company"
          icon={<IconBuilding size={22} />}
          label={t('dashboard.company')}
          title={empresa?.empresa.nombre ?? t('dashboard.noCompany')}
        >
          {empresa ? (
            <Group gap={6}>
              <Badge variant="light" color="gray">
                {t(`empresa.tipo.${empresa.empresa.tipo}`)}
              </Badge>
              <Text size="xs" c="dimmed">
                {t('dashboard.cif', { cif: empresa.empresa.cif })}
              </Text>
            </Group>
          ) : null}
        </InfoCard>

        <InfoCard
          testId="dashboard-role"
          icon={<IconUser size={22} />}
          label={t('dashboard.role')}
          title={empresa?.rol.nombre ?? '—'}
        >
          <Text size="sm" c="dimmed">
            {t('dashboard.permissions', { count: formatInteger(empresa?.permisos.length ?? 0) })}
          </Text>
        </InfoCard>

        <InfoCard testId="dashboard-tenant" icon={<IconWorld size={22} />} label={t('dashboard.portal')} title={tenant.nombre}>
          <Group gap={8}>
            <Flag pais={pais} size={14} />
            <Text size="sm" c="dimmed">
              {pais.nombre} · {t(`tenant.tipo.${tenant.tipo}`)}
            </Text>
          </Group>
        </InfoCard>
      </SimpleGrid>

      {me.empresas.length > 1 ? (
        <Card withBorder radius="lg" padding="lg">
          <Text fw={600} mb="sm">
            {t('dashboard.yourCompanies')}
          </Text>
          <Stack gap="xs">
            {me.empresas.map((e) => (
              <Group key={e.empresa.id} justify="space-between">
                <Text size="sm">{e.empresa.nombre}</Text>
                <Badge variant={e.empresa.id === empresa?.empresa.id ? 'filled' : 'light'}>{e.rol.nombre}</Badge>
              </Group>
            ))}
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}
