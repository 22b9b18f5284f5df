import { ActionIcon, NavLink, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import type { Permission } from '#shared/auth/permissions.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useTenant } from '#web/lib/tenant.ts';
import { NAV_ITEMS, visibleNavItems } from './nav-items.ts';
import classes from './Shell.module.css';

export function Sidebar({ permisos, onNavigate }: { permisos: readonly Permission[]; onNavigate?: () => void }) {
  const t = useT();
  const tenant = useTenant();
  const { pathname } = useLocation();
  const items = visibleNavItems(NAV_ITEMS, { permisos, flags: tenant.flags });

  return (
    <ScrollArea className={classes.navScroll} type="hover">
      <Stack gap={4} p="sm" component="nav" aria-label={t('shell.nav.label')} data-testid="sidebar">
        <Text className={classes.navSection}>{t('shell.nav.section')}</Text>
        {items.map((item) => {
          const Icon = item.icon;
          const active = pathname === item.href || pathname.startsWith(`${item.href}/`);
          return (
            <NavLink
              key={item.id}
              component={Link}
              to={item.href}
              label={t(item.labelKey)}
              leftSection={<Icon size={18} />}
              active={active}
              variant="filled"
              className={classes.navLink}
              onClick={onNavigate}
              data-testid={`nav-${item.id}`}
              rightSection={
                item.canAdd && item.addTo ? (
                  <Tooltip label={t('shell.nav.add')}>
                    <ActionIcon
                      component={Link}
                      to={item.addTo}
                      size="sm"
                      variant="subtle"
                      color="gray"
                      aria-label={t('shell.nav.add')}
                    >
                      +
                    </ActionIcon>
                  </Tooltip>
                ) : null
              }
            />
          );
        })}
      </Stack>
    </ScrollArea>
  );
}
