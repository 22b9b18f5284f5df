import type { MenuItem } from '#shared/menu/menu.ts';

export interface Crumb {
  /** i18n key of the label. */
  label: string;
  /** Where the crumb links; the page itself does not. */
  route?: string;
}

/**
 * The toolbar's trail (spec 3 §2.10): the menu group and entry the page belongs to, then the page's own
 * route name. A text already in the trail (a one-entry group, a list named like its group or entry)
 * is shown once, so the caller passes the translator.
 */
export const breadcrumbs = (
  menu: readonly MenuItem[],
  activeKey: string | undefined,
  titleKey: string | undefined,
  t: (key: string) => string,
): Crumb[] => {
  const group = menu.find((g) => g.key === activeKey || g.children?.some((e) => e.key === activeKey));
  const entry = group?.children?.find((e) => e.key === activeKey) ?? group;
  const trail: Crumb[] = [
    ...(group ? [{ label: group.label }] : []),
    ...(entry && !entry.external ? [{ label: entry.label, route: entry.route }] : []),
    ...(titleKey ? [{ label: titleKey }] : []),
  ];
  return trail.filter((c, i) => trail.findIndex((o) => t(o.label) === t(c.label)) === i);
};
