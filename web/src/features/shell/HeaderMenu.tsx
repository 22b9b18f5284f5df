import { Button, Group, Menu } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { MenuItem } from '#shared/menu/menu.ts';
import { IconExternal, IconPlus } from '#web/components/icons.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { menuIcon } from './menu-icons.ts';
import type { MenuActions } from './Sidebar.tsx';
import classes from './Shell.module.css';

/** The menu of the header layouts: one dropdown per group, its entries and their add actions as items. */
export function HeaderMenu({
  menu,
  activeKey,
  actions,
}: {
  menu: readonly MenuItem[];
  activeKey: string | undefined;
  actions: MenuActions;
}) {
  const t = useT();
  return (
    <Group
      gap={4}
      wrap="nowrap"
      component="nav"
      aria-label={t('shell.nav.label')}
      data-testid="header-menu"
      className={classes.headerMenu}
    >
      {menu.map((group) => {
        const children = group.children ?? [group];
        const active = children.some((c) => c.key === activeKey);
        return (
          <Menu key={group.key} position="bottom-start" shadow="md" width={280} withinPortal trigger="click-hover">
            <Menu.Target>
              <Button
                variant={active ? 'light' : 'subtle'}
                color={active ? 'brand' : 'gray'}
                size="compact-md"
                className={classes.headerMenuButton}
                data-testid={`header-group-${group.key}`}
              >
                {t(group.label)}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {children.flatMap((entry) => {
                const Icon = menuIcon(entry.key);
                const common = {
                  leftSection: <Icon size={16} />,
                  rightSection: entry.external ? <IconExternal size={12} /> : null,
                  'data-testid': `nav-${entry.key}`,
                  children: t(entry.label),
                } as const;
                const items = [
                  entry.external ? (
                    <Menu.Item
                      key={entry.key}
                      {...common}
                      component="a"
                      href={entry.route}
                      target="_blank"
                      rel="noopener noreferrer"
                    />
                  ) : (
                    <Menu.Item key={entry.key} {...common} component={Link} to={entry.route} />
                  ),
                ];
                const add = entry.add;
                if (add) {
                  const label = `${t('shell.nav.add')}: ${t(entry.label)}`;
                  items.push(
                    'route' in add ? (
                      <Menu.Item
                        key={`${entry.key}-add`}
                        component={Link}
                        to={add.route}
                        leftSection={<IconPlus size={16} />}
                        c="dimmed"
                      >
                        {label}
                      </Menu.Item>
                    ) : (
                      <Menu.Item
                        key={`${entry.key}-add`}
                        onClick={() => actions.onAddModal(add.modal)}
                        leftSection={<IconPlus size={16} />}
                        c="dimmed"
                      >
                        {label}
                      </Menu.Item>
                    ),
                  );
                }
                return items;
              })}
            </Menu.Dropdown>
          </Menu>
        );
      })}
    </Group>
  );
}
