import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { Container, Progress } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Navigate, Outlet, useLocation, useMatches, useNavigation } from 'react-router-dom';
import type { Me } from '#shared/contract/schemas/me.ts';
import { conMigasPropias, titleKeyOf } from '#web/components/DocumentTitle.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { effectivePrimaryColor, readLayoutPresets } from '#web/lib/layout-presets.ts';
import { useTenant } from '#web/lib/tenant.ts';
import type { AddModalRegistry } from './add-modals.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import type { LayoutContext } from '#web/lib/layout-context.ts';
import { useAvisarPrimeraPantalla } from '#web/lib/primera-pantalla.ts';
import { activeEntryKey, holdsRoutePermissions, homeRoute, isRouteAllowed } from './route-access.ts';
import { ScrollTop } from './ScrollTop.tsx';
import { Sidebar, type MenuActions } from './Sidebar.tsx';
import { Toolbar } from './Toolbar.tsx';
import { breadcrumbs } from './toolbar.ts';
import { useCurrentEmpresa } from './use-current-empresa.ts';
import { useMenu } from './use-menu.ts';
import marco from './Marco.module.css';
import classes from './Shell.module.css';

/** The header layouts' dropdowns (Mantine's Menu, floating-ui) come after the first paint; the row keeps its height meanwhile. */
const HeaderMenu = lazy(async () => ({ default: (await import('./HeaderMenu.tsx')).HeaderMenu }));

const HEADER_HEIGHT = 64;
const HEADER_MENU_HEIGHT = 52;
/** Where the root redirects (spec 3 §2.9). */
const DASHBOARD = '/dashboard';

/**
 * The portal shell: header, sidebar (or header menu), toolbar, footer and scroll-to-top; the route
 * renders in the main area. Layout type, container, colour and the optional parts come from the
 * presets of /settings, read once (saving reloads).
 */
export function AppLayout({ me, addModals = {} }: { me: Me; addModals?: AddModalRegistry }) {
  const t = useT();
  const tenant = useTenant();
  const empresa = useCurrentEmpresa(me);
  const menu = useMenu(me, empresa);
  const { pathname } = useLocation();
  const [presets] = useState(readLayoutPresets);
  const [opened, { toggle, close }] = useDisclosure(false);
  // Below Mantine's `sm` the sidebar is a drawer: closed, it is only moved off-screen.
  const movil = useMediaQuery('(max-width: 47.99em)');
  // The last modal stays mounted while closed, so Mantine can play its closing transition.
  const [modal, setModal] = useState<{ key: string; opened: boolean } | null>(null);
  const loading = useNavigation().state === 'loading';
  const handles = useMatches().map((m) => m.handle);
  useAvisarPrimeraPantalla();

  if (!isRouteAllowed(pathname, menu)) {
    const home = pathname === DASHBOARD ? homeRoute(menu) : undefined;
    return <Navigate to={home ?? '/error/403'} replace />;
  }
  if (!holdsRoutePermissions(handles, empresa?.permisos ?? [])) return <Navigate to="/error/403" replace />;

  const headerLayout = presets.layoutType === 'dark-header' || presets.layoutType === 'light-header';
  const tone = presets.layoutType.startsWith('light') ? 'light' : 'dark';
  // The company's own sidebar background (its configuration) wins over the tenant's; light layouts are white.
  const darkBackground = empresa?.empresa.configuracion.fondoSidebar || tenant.theme.sidebarBackground;
  const sidebarBackground = tone === 'dark' ? darkBackground : undefined;
  const actions: MenuActions = { onNavigate: close, onAddModal: (key) => setModal({ key, opened: true }) };
  const activeKey = activeEntryKey(pathname, menu);
  const AddModal = modal ? addModals[modal.key] : undefined;
  const context: LayoutContext = { me, empresa };

  return (
    <div
      className={marco.marco}
      data-layout={presets.layoutType}
      // Header layouts keep the side menu only as the mobile drawer.
      data-con-menu={headerLayout || undefined}
      data-abierta={opened || undefined}
      style={
        {
          '--marco-header-movil': `${HEADER_HEIGHT}px`,
          '--marco-header-sm': `${headerLayout ? HEADER_HEIGHT + HEADER_MENU_HEIGHT : HEADER_HEIGHT}px`,
        } as CSSProperties
      }
    >
      {/* The first stop of Tab: past the header and the sidebar's entries, straight to the page. */}
      <a href="#contenido" className={classes.skipLink} data-testid="skip-link">
        {t('shell.skipLink')}
      </a>
      <header
        className={`${marco.header} ${classes.header}${headerLayout && tone === 'dark' ? ` ${classes.headerDark}` : ''}`}
        style={headerLayout && tone === 'dark' ? { background: darkBackground } : undefined}
        data-testid="app-header"
        data-primary-color={effectivePrimaryColor(presets, tenant.theme.primaryColor)}
        data-tenant={tenant.id}
      >
        <Header me={me} empresa={empresa} navOpened={opened} onToggleNav={toggle} height={HEADER_HEIGHT} />
        {headerLayout ? (
          <div className={classes.headerMenuRow} style={{ height: HEADER_MENU_HEIGHT }}>
            <Suspense fallback={null}>
              <HeaderMenu menu={menu} activeKey={activeKey} actions={actions} />
            </Suspense>
          </div>
        ) : null}
      </header>
      <nav
        className={`${marco.navbar} ${classes.navbar}`}
        style={{ background: sidebarBackground }}
        data-sidebar-background={sidebarBackground}
        // A collapsed sidebar is out of sight: out of the Tab order and of screen readers too.
        inert={(movil ? !opened : headerLayout) || undefined}
      >
        <Sidebar menu={menu} activeKey={activeKey} tone={sidebarBackground ? 'dark' : 'light'} actions={actions} />
      </nav>
      <main className={`${marco.main} ${classes.main}`} id="contenido" tabIndex={-1}>
        {loading ? <Progress className={marco.progreso} value={100} animated size="xs" radius={0} /> : null}
        <Container
          {...(presets.container === 'fluid' ? { fluid: true } : { size: presets.containerWidth })}
          px={0}
          data-testid="main-container"
        >
          {presets.toolbar && !conMigasPropias(handles) ? (
            <Toolbar crumbs={breadcrumbs(menu, activeKey, titleKeyOf(handles), t)} />
          ) : null}
          <Outlet context={context} />
        </Container>
      </main>
      <footer className={`${marco.footer} ${classes.footer}`}>
        <Footer />
      </footer>
      {presets.scrollTop ? <ScrollTop /> : null}
      {AddModal && modal ? (
        <Suspense fallback={null}>
          <AddModal opened={modal.opened} onClose={() => setModal({ ...modal, opened: false })} />
        </Suspense>
      ) : null}
    </div>
  );
}
