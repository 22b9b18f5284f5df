import { AppShell, Container, Progress } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useNavigation } from 'react-router-dom';
import type { Me } from '#shared/contract/schemas/me.ts';
import { useTenant } from '#web/lib/tenant.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { Sidebar } from './Sidebar.tsx';
import { useCurrentEmpresa } from './use-current-empresa.ts';
import classes from './Shell.module.css';

/** Spec 3 §2.10: container width 1200 px. */
export const CONTAINER_WIDTH = 1200;

/** The portal shell: header, dark sidebar, footer; the route renders in the main area. */
export function AppLayout({ me }: { me: Me }) {
  const tenant = useTenant();
  const empresa = useCurrentEmpresa(me);
  const [opened, { toggle, close }] = useDisclosure(false);
  const loading = useNavigation().state === 'loading';
  const sidebarBackground = empresa?.empresa.configuracion.fondoSidebar || tenant.theme.sidebarBackground;

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      footer={{ height: 44 }}
      padding="lg"
    >
      <AppShell.Header
        className={classes.header}
        data-testid="app-header"
        data-primary-color={tenant.theme.primaryColor}
        data-tenant={tenant.id}
      >
        <Header me={me} empresa={empresa} navOpened={opened} onToggleNav={toggle} />
      </AppShell.Header>
      <AppShell.Navbar
        className={classes.navbar}
        style={{ background: sidebarBackground }}
        data-sidebar-background={sidebarBackground}
      >
        <Sidebar permisos={empresa?.permisos ?? []} onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        {loading ? (
          <Progress value={100} animated size="xs" radius={0} pos="fixed" top={64} left={0} right={0} style={{ zIndex: 300 }} />
        ) : null}
        <Container size={CONTAINER_WIDTH} px={0}>
          <Outlet context={{ me, empresa }} />
        </Container>
      </AppShell.Main>
      <AppShell.Footer className={classes.footer}>
        <Footer />
      </AppShell.Footer>
    </AppShell>
  );
}
