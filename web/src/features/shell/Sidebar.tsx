import { ActionIcon, NavLink, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { MenuItem } from '#shared/menu/menu.ts';
import { IconExternal, IconPlus } from '#web/components/icons.tsx';
import { Pista } from '#web/components/Pista.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { menuIcon } from './menu-icons.ts';
import classes from './Shell.module.css';

export interface MenuActions {
  /** Closes the mobile navbar after a click. */
  onNavigate?: () => void;
  /** Opens the create modal registered under this key. */
  onAddModal: (key: string) => void;
}

/** The add button of an entry: a link to its create route, or a button that opens its create modal. */
export function AddButton({ entry, actions }: { entry: MenuItem; actions: MenuActions }) {
  const t = useT();
  if (!entry.add) return null;
  const label = `${t('shell.nav.add')}: ${t(entry.label)}`;
  const common = {
    size: 'sm',
    variant: 'subtle',
    color: 'gray',
    className: classes.navAdd,
    'aria-label': label,
    'data-testid': `nav-add-${entry.key}`,
  } as const;
  const add = entry.add;
  return (
    <Pista etiqueta={label} lado="izquierda">
      {'route' in add ? (
        <ActionIcon {...common} component={Link} to={add.route} onClick={actions.onNavigate}>
          <IconPlus size={16} />
        </ActionIcon>
      ) : (
        <ActionIcon
          {...common}
          onClick={() => {
            actions.onNavigate?.();
            actions.onAddModal(add.modal);
          }}
        >
          <IconPlus size={16} />
        </ActionIcon>
      )}
    </Pista>
  );
}

function Entry({ entry, active, actions }: { entry: MenuItem; active: boolean; actions: MenuActions }) {
  const t = useT();
  const Icon = menuIcon(entry.key);
  const common = {
    label: t(entry.label),
    leftSection: <Icon size={18} />,
    rightSection: entry.external ? <IconExternal size={14} /> : null,
    active,
    variant: 'filled',
    className: classes.navLink,
    onClick: actions.onNavigate,
    'data-testid': `nav-${entry.key}`,
  } as const;
  return (
    // The add button sits beside the link, not inside it: a link cannot contain another link or a button.
    <div className={classes.navRow}>
      {entry.external ? (
        // External entries (the security quote link) leave the portal: a new tab, never the router.
        <NavLink {...common} component="a" href={entry.route} target="_blank" rel="noopener noreferrer" data-external="true" />
      ) : (
        <NavLink {...common} component={Link} to={entry.route} />
      )}
      <AddButton entry={entry} actions={actions} />
    </div>
  );
}

/** The side menu (spec 1 §2.1, 3 §2.10): one section per group, its entries with their add buttons. */
export function Sidebar({
  menu,
  activeKey,
  tone,
  actions,
}: {
  menu: readonly MenuItem[];
  activeKey: string | undefined;
  tone: 'dark' | 'light';
  actions: MenuActions;
}) {
  const t = useT();
  return (
    // Native scrolling: Mantine's ScrollArea cost a chunk and a long task on every first screen.
    <div className={classes.navScroll}>
      <Stack
        gap={2}
        p="sm"
        component="nav"
        aria-label={t('shell.nav.label')}
        data-testid="sidebar"
        data-tone={tone}
        className={tone === 'dark' ? classes.navDark : classes.navLight}
      >
        {menu.map((group) => {
          const children = group.children ?? [group];
          // A group whose only entry has its own name ("Maestros") needs no heading repeating it.
          const heading = group.children && !(children.length === 1 && children[0]?.label === group.label);
          return (
            <div key={group.key} data-testid={`nav-group-${group.key}`}>
              {heading ? <Text className={classes.navSection}>{t(group.label)}</Text> : null}
              {children.map((entry) => (
                <Entry key={entry.key} entry={entry} active={entry.key === activeKey} actions={actions} />
              ))}
            </div>
          );
        })}
      </Stack>
    </div>
  );
}
