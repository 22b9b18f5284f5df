import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useT } from '#web/lib/i18n.tsx';
import type { Crumb } from './toolbar.ts';
import classes from './Shell.module.css';

/** The shell's optional toolbar (spec 3 §2.10): where the page sits in the menu, the page itself last. */
export function Toolbar({ crumbs }: { crumbs: readonly Crumb[] }) {
  const t = useT();
  if (!crumbs.length) return null;
  return (
    <div className={classes.toolbar} data-testid="toolbar">
      <Breadcrumbs separator="›" separatorMargin={6}>
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          if (last || !c.route)
            return (
              <Text key={c.label} size="sm" fw={last ? 600 : 400} c={last ? undefined : 'dimmed'} data-testid="toolbar-crumb">
                {t(c.label)}
              </Text>
            );
          return (
            <Anchor key={c.label} component={Link} to={c.route} size="sm" c="dimmed" data-testid="toolbar-crumb">
              {t(c.label)}
            </Anchor>
          );
        })}
      </Breadcrumbs>
    </div>
  );
}
