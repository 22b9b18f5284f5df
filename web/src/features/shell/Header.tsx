import { lazy, Suspense } from 'react';
import { ActionIcon, Avatar, Box, Burger, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { PAISES } from '#shared/catalogos/data.ts';
import type { Me } from '#shared/contract/schemas/me.ts';
import { Flag } from '#web/components/Flag.tsx';
import { Pista } from '#web/components/Pista.tsx';
import { IconBuilding, IconLogout, IconSettings } from '#web/components/icons.tsx';
import { TenantLogo } from '#web/components/TenantLogo.tsx';
import { signOutEverywhere } from '#web/lib/auth/token.ts';
import { setSelectedEmpresaId } from '#web/lib/empresa.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useTenant } from '#web/lib/tenant.ts';
import { ME_QUERY_KEY } from '#web/lib/me-key.ts';
import type { EmpresaDelUsuario } from '#web/lib/layout-context.ts';
import classes from './Shell.module.css';

const SelectorEmpresa = lazy(async () => ({ default: (await import('./SelectorEmpresa.tsx')).SelectorEmpresa }));

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
            <Suspense fallback={<Box className={classes.companyStatic}>{companyLabel}</Box>}>
              <SelectorEmpresa me={me} actualId={empresa?.empresa.id} etiqueta={companyLabel} onElegir={selectEmpresa} />
            </Suspense>
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
        <Pista etiqueta={t('shell.header.settings')} lado="abajo">
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
        </Pista>
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
