import {
  ActionIcon,
  Avatar,
  Box,
  Burger,
  Button,
  Divider,
  Group,
  Menu,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { PAISES } from '#shared/catalogos/data.ts';
import type { Me } from '#shared/contract/schemas/me.ts';
import { Flag } from '#web/components/Flag.tsx';
import { IconBuilding, IconLogout, IconSettings } from '#web/components/icons.tsx';
import { TenantLogo } from '#web/components/TenantLogo.tsx';
import { signOutEverywhere } from '#web/lib/auth/token.ts';
import { setSelectedEmpresaId } from '#web/lib/empresa.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useTenant } from '#web/lib/tenant.ts';
import { ME_QUERY_KEY } from '#web/lib/me-key.ts';
import type { EmpresaDelUsuario } from '#web/lib/layout-context.ts';
import classes from './Shell.module.css';

const initialsOf = (me: Me): string => `${me.nombre[0] ?? ''}${me.apellido[0] ?? ''}`.toUpperCase();

export function Header({
  me,
  empresa,
  navOpened,
  onToggleNav,
  height,
}: {
  me: Me;
  empresa: EmpresaDelUsuario | undefined;
  navOpened: boolean;
  onToggleNav: () => void;
  /** The header row's height (header layouts add the menu row below it). */
  height: number;
}) {
  const t = useT();
  // Below Mantine's xs the header's actions sit closer, so the sign-out button stays whole at 390 px.
  const telefono = useMediaQuery('(max-width: 35.99em)');
  const tenant = useTenant();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // Country of the selected company; the user's own country when the catalogue lacks it.
  const pais = PAISES.find((p) => p.id === empresa?.empresa.paisId) ?? me.pais;
  const fullName = `${me.nombre} ${me.apellido}`.trim();
  const multiple = me.empresas.length > 1;

  const selectEmpresa = (id: number) => {
    if (id === empresa?.empresa.id) return;
    setSelectedEmpresaId(id);
    // Everything but /v1/me depends on the company: refetch it under the new one.
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== ME_QUERY_KEY[0] });
  };

  const signOut = async () => {
    // End the session first so the login page does not find it, then leave, then forget the cache
    // (clearing it while the layout is mounted would make the guard race this navigation).
    await signOutEverywhere();
    await navigate('/auth/login', { replace: true });
    queryClient.clear();
  };

  const companyLabel = (
    <Group gap={8} wrap="nowrap">
      <IconBuilding size={18} />
      <Stack gap={0}>
        <Text size="xs" c="dimmed" lh={1.2}>
          {t('shell.header.company')}
        </Text>
        <Text fw={600} size="sm" lh={1.3} truncate maw={260} data-testid="header-company-name">
          {empresa?.empresa.nombre ?? tenant.nombre}
        </Text>
      </Stack>
      {multiple ? (
        <Text c="dimmed" size="xs" aria-hidden>
          ▾
        </Text>
      ) : null}
    </Group>
  );

  return (
    <Group h={height} px="md" justify="space-between" wrap="nowrap" gap="md">
      <Group gap="md" wrap="nowrap">
        <Burger opened={navOpened} onClick={onToggleNav} hiddenFrom="sm" size="sm" aria-label={t('shell.header.menu')} />
        <TenantLogo
          tenant={tenant}
          src={empresa?.empresa.configuracion.logo}
          height={empresa?.empresa.configuracion.logoAltura ?? 40}
        />
        <Divider orientation="vertical" visibleFrom="md" />
        <Group gap={8} wrap="nowrap" visibleFrom="md" data-testid="header-country">
          <Flag pais={pais} />
          <Text size="sm">{pais.nombre}</Text>
        </Group>
        <Divider orientation="vertical" visibleFrom="sm" />
        <Box visibleFrom="sm">
          {multiple ? (
            <Menu position="bottom-start" width={300} shadow="md" withinPortal>
              <Menu.Target>
                <UnstyledButton
                  className={classes.companyButton}
                  data-testid="company-selector"
                  // Named by what it shows (WCAG 2.5.3: voice users say what they see); what it does, as its hint.
                  title={t('shell.header.changeCompany')}
                >
                  {companyLabel}
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{t('shell.header.changeCompany')}</Menu.Label>
                {me.empresas.map((e) => (
                  <Menu.Item
                    key={e.empresa.id}
                    onClick={() => selectEmpresa(e.empresa.id)}
                    data-testid={`company-option-${e.empresa.id}`}
                    color={e.empresa.id === empresa?.empresa.id ? 'brand' : undefined}
                    rightSection={e.empresa.id === empresa?.empresa.id ? '✓' : null}
                  >
                    <Text size="sm" fw={500}>
                      {e.empresa.nombre}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(e.rol.nombre)}
                    </Text>
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          ) : (
            <Box className={classes.companyStatic}>{companyLabel}</Box>
          )}
        </Box>
      </Group>

      <Group gap={telefono ? 'xs' : 'md'} wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Avatar color="brand" radius="xl" size={36}>
            {initialsOf(me)}
          </Avatar>
          <Stack gap={0} visibleFrom="xs">
            <Text size="sm" fw={600} lh={1.3} data-testid="header-user-name">
              {fullName}
            </Text>
            <Text size="xs" c="dimmed" lh={1.2} data-testid="header-role">
              {empresa ? t(empresa.rol.nombre) : me.email}
            </Text>
          </Stack>
        </Group>
        <Tooltip label={t('shell.header.settings')}>
          <ActionIcon
            component={Link}
            to="/settings"
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('shell.header.settings')}
            className={classes.headerIcon}
            data-testid="header-settings"
          >
            <IconSettings size={18} />
          </ActionIcon>
        </Tooltip>
        {/* On a phone the word gives way to the icon, so the button stays whole inside the header. */}
        <Button
          variant="light"
          leftSection={<IconLogout size={16} />}
          onClick={() => void signOut()}
          aria-label={t('shell.header.logout')}
          className={classes.logout}
          data-testid="logout"
        >
          <Box component="span" visibleFrom="xs">
            {t('shell.header.logout')}
          </Box>
        </Button>
      </Group>
    </Group>
  );
}
