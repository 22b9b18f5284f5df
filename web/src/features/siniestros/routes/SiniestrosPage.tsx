import { Button, CloseButton, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useLayoutContext } from '#web/lib/layout-context.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useUrlParams } from '#web/lib/url-params.ts';
import { siniestroQueryOptions } from '../api.ts';
import { SiniestroDetalle } from '../components/SiniestroDetalle.tsx';
import { SiniestrosLista } from '../components/SiniestrosLista.tsx';
import { parseAbiertos, permisosSiniestro } from '../lib/permisos.ts';

const LISTA = 'denuncias';

/** 'Siniestro {number or id}': the number once the claim is loaded (cached by the detail). */
function TabLabel({ id }: { id: number }) {
  const t = useT();
  const q = useQuery({ ...siniestroQueryOptions(id), enabled: false });
  return <>{t('siniestros.tab', { numero: q.data?.numero ?? String(id) })}</>;
}

/**
 * /siniestros and /siniestros/:id (spec 3 §2.6): the 'Denuncias' tab with the list, and one closable
 * tab per opened claim. The open tabs live in the query string (?abiertos=12,15), next to the list's
 * filters and page, so a reload or a shared link keeps them; the path says which one is active.
 */
export function SiniestrosPage() {
  const t = useT();
  const navigate = useNavigate();
  const { empresa } = useLayoutContext();
  const permisos = permisosSiniestro(empresa?.permisos);
  const params = useParams();
  const { params: search, latest } = useUrlParams();
  const activo = params.id ? Number(params.id) : undefined;
  const abiertos = parseAbiertos(search.get('abiertos'));
  if (activo && Number.isInteger(activo) && !abiertos.includes(activo)) abiertos.push(activo);

  // The list's filters and page share the query string: opening or closing a tab keeps them, as last
  // written (a row's handler may date from before the last filter change).
  const url = (id: number | undefined, tabs: number[]) => {
    const qs = latest();
    if (tabs.length) qs.set('abiertos', tabs.join(','));
    else qs.delete('abiertos');
    const q = qs.toString().replace(/%2C/g, ',');
    return `${id ? `/siniestros/${id}` : '/siniestros'}${q ? `?${q}` : ''}`;
  };
  const abrir = (id: number) => navigate(url(id, abiertos.includes(id) ? abiertos : [...abiertos, id]));
  const cerrar = (id: number) => {
    const resto = abiertos.filter((x) => x !== id);
    navigate(url(activo === id ? undefined : activo, resto));
  };

  if (!permisos.consultar) {
    return (
      <Text c="dimmed" data-testid="siniestros-sin-permiso">
        {t('siniestros.sinPermiso')}
      </Text>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('siniestros.titulo')}
        </Title>
        {permisos.denunciar ? (
          <Button component={Link} to="/siniestros/denuncias" data-testid="siniestros-nueva">
            {t('siniestros.nueva.boton')}
          </Button>
        ) : null}
      </Group>
      <Tabs
        value={activo ? String(activo) : LISTA}
        onChange={(v) => navigate(url(v && v !== LISTA ? Number(v) : undefined, abiertos))}
        keepMounted={false}
        variant="outline"
      >
        <Tabs.List>
          <Tabs.Tab value={LISTA} data-testid="siniestros-tab-lista">
            {t('siniestros.tabLista')}
          </Tabs.Tab>
          {abiertos.map((id) => (
            <Tabs.Tab
              key={id}
              value={String(id)}
              data-testid="siniestros-tab"
              data-id={id}
              rightSection={
                <CloseButton
                  size="xs"
                  component="span"
                  aria-label={t('siniestros.cerrarTab')}
                  onClick={(e) => {
                    e.stopPropagation();
                    cerrar(id);
                  }}
                  data-testid="siniestros-tab-cerrar"
                />
              }
            >
              <TabLabel id={id} />
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={LISTA} pt="md">
          <SiniestrosLista onAbrir={abrir} />
        </Tabs.Panel>
        {abiertos.map((id) => (
          <Tabs.Panel key={id} value={String(id)} pt="md">
            <SiniestroDetalle id={id} permisos={permisos} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
