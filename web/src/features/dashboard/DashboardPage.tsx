import type { ReactNode } from 'react';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { PAISES } from '#shared/catalogos/data.ts';
import { Flag } from '#web/components/Flag.tsx';
import { IconBuilding, IconUser, IconWorld } from '#web/components/icons.tsx';
import { useLayoutContext } from '#web/lib/layout-context.ts';
import { formatInteger } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useTenant } from '#web/lib/tenant.ts';
import { useDashboard } from './api.ts';
import { CertificadosBlock, DeclaracionesBlock, FlotantesBlock, SiniestrosBlock } from './Bloques.tsx';

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

function FigureCard({ label, hint, value, testId }: { label: string; hint: string; value: number; testId: string }) {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={testId}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: '0.06em' }}>
        {label}
      </Text>
      <Text fw={700} fz={32} lh={1.2} mt={4} data-testid={`${testId}-value`}>
        {formatInteger(value)}
      </Text>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
    </Card>
  );
}

/** The real figures of GET /v1/dashboard: users (only for who may see them), parties, and the certificate and claim blocks when not null. */
function DashboardFigures({ empresaId }: { empresaId: number | undefined }) {
  const t = useT();
  const figures = useDashboard(empresaId);

  if (figures.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="dashboard-figures-loading">
        {[0, 1].map((i) => (
          <Card withBorder radius="lg" padding="lg" key={i}>
            <Skeleton height={10} width="40%" radius="sm" />
            <Skeleton height={30} width="30%" radius="sm" mt="sm" />
            <Skeleton height={10} width="60%" radius="sm" mt="sm" />
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  if (figures.isError) {
    return (
      <Alert color="red" title={t('dashboard.figures.error')} data-testid="dashboard-figures-error">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{figures.error.message}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void figures.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const { usuarios, clientes, certificados, flotantes, siniestros, declaraciones } = figures.data;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="dashboard-figures">
        {usuarios !== null ? (
          <FigureCard
            testId="dashboard-usuarios"
            label={t('dashboard.figures.usuarios')}
            hint={t('dashboard.figures.usuariosHint')}
            value={usuarios}
          />
        ) : null}
        <FigureCard
          testId="dashboard-clientes"
          label={t('dashboard.figures.clientes')}
          hint={t('dashboard.figures.clientesHint')}
          value={clientes}
        />
      </SimpleGrid>
      {certificados ? <CertificadosBlock certificados={certificados} /> : null}
      {flotantes ? <FlotantesBlock flotantes={flotantes} /> : null}
      {siniestros ? <SiniestrosBlock siniestros={siniestros} /> : null}
      {declaraciones?.length ? <DeclaracionesBlock declaraciones={declaraciones} /> : null}
    </Stack>
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
          title={empresa ? t(empresa.rol.nombre) : '—'}
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

      <DashboardFigures empresaId={empresa?.empresa.id} />

      {me.empresas.length > 1 ? (
        <Card withBorder radius="lg" padding="lg">
          <Text fw={600} mb="sm">
            {t('dashboard.yourCompanies')}
          </Text>
          <Stack gap="xs">
            {me.empresas.map((e) => (
              <Group key={e.empresa.id} justify="space-between">
                <Text size="sm">{e.empresa.nombre}</Text>
                <Badge variant={e.empresa.id === empresa?.empresa.id ? 'filled' : 'light'}>{t(e.rol.nombre)}</Badge>
              </Group>
            ))}
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}
