import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Tabs, Text, Title, Tooltip } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import type { Emisor } from '#shared/contract/schemas/emisor.ts';
import { componerCuerpo, formularioDesde, formularioVacio, type FormularioEmisor } from '#shared/emisores/formulario.ts';
import { IconAlert } from '#web/components/icons.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { applyServerErrors } from '#web/lib/server-errors.ts';
import { toastError, toastSuccess } from '#web/lib/toast.ts';
import { useEmisor, useGuardarEmisor, usePolizasPorId } from '../api.ts';
import { TabComercial } from '../components/TabComercial.tsx';
import { TabFiscal } from '../components/TabFiscal.tsx';
import { TabGeneral } from '../components/TabGeneral.tsx';
import { TabTerminos } from '../components/TabTerminos.tsx';
import { resolverEmisor } from '../lib/resolver.ts';

const TABS = ['general', 'fiscal', 'comercial', 'terminos'] as const;
type Tab = (typeof TABS)[number];
const FIELDS = ['nombreComercial', 'idPais', 'email', 'web', 'informacionFiscal', 'informacionComercial'];

/** /emisores/nuevo (create) and /emisores/{idEmisor} (edit): the issuer editor of spec 1 §2.3. */
export function EmisorPage() {
  const t = useT();
  const { idEmisor } = useParams();
  const id = idEmisor ? Number(idEmisor) : undefined;
  const emisor = useEmisor(id);
  const ids = emisor.data
    ? [...emisor.data.condicionesComerciales.transporte, ...emisor.data.condicionesComerciales.contenedores].map(
        (c) => c.polizaId,
      )
    : [];
  const polizas = usePolizasPorId(ids);

  if (id !== undefined && (emisor.isPending || polizas.some((p) => p.isPending))) {
    return (
      <Group gap="sm" py="xl" justify="center" data-testid="emisor-loading">
        <Loader size="sm" />
        <Text c="dimmed">{t('emisor.cargando')}</Text>
      </Group>
    );
  }
  if (id !== undefined && emisor.isError) {
    return (
      <Alert color="red" title={t('emisor.errorCarga')} data-testid="emisor-load-error">
        {emisor.error.message}
      </Alert>
    );
  }
  const porId = new Map(polizas.flatMap((p) => (p.data ? [[p.data.id, p.data]] : [])));
  const inicial = emisor.data
    ? formularioDesde(emisor.data, {
        poliza: (pid) => {
          const p = porId.get(pid);
          return p && { numero: p.numero, endoso: (e) => p.endosos.find((x) => x.id === e)?.nombre ?? `#${e}` };
        },
      })
    : formularioVacio();
  return <EmisorEditor key={`${id ?? 'nuevo'}-${emisor.data?.version ?? 0}`} emisor={emisor.data} inicial={inicial} />;
}

function EmisorEditor({ emisor, inicial }: { emisor: Emisor | undefined; inicial: FormularioEmisor }) {
  const t = useT();
  const navigate = useNavigate();
  const guardar = useGuardarEmisor();
  const [tab, setTab] = useState<Tab>('general');
  const [serverError, setServerError] = useState<string | undefined>();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  // Messages show once a field is touched or changed; Guardar validates everything (spec 1 §4).
  const form = useForm<FormularioEmisor>({ resolver: resolverEmisor, mode: 'all', defaultValues: inicial });
  const nombreInvalido = Boolean(form.formState.errors.nombreComercial);
  const creando = emisor === undefined;

  const enviar = (despues?: (id: number) => void) =>
    form.handleSubmit(
      async (valores) => {
        setServerError(undefined);
        try {
          const guardado = await guardar.mutateAsync({
            id: emisor?.id,
            version: emisor?.version,
            body: componerCuerpo(valores),
            idempotencyKey,
          });
          toastSuccess(t(creando ? 'emisor.toast.creado' : 'emisor.toast.guardado'));
          if (despues) despues(guardado.id);
          else if (creando) navigate(`/emisores/${guardado.id}`, { replace: true });
        } catch (err) {
          toastError(t(creando ? 'emisor.toast.error' : 'emisor.toast.errorEdicion'));
          setServerError(applyServerErrors(err, form.setError, FIELDS));
        }
      },
      () => toastError(t('emisor.toast.invalido')),
    )();

  const asignarUsuarios = (id: number) => navigate(`/usuarios?nuevo=1&empresa=${id}`);
  const siguiente: Record<Exclude<Tab, 'terminos'>, Tab> = { general: 'fiscal', fiscal: 'comercial', comercial: 'terminos' };
  const icono = nombreInvalido ? (
    <Tooltip label={t('emisor.nombreInvalido')}>
      <span data-testid="emisor-tab-invalido">
        <IconAlert size={14} color="var(--mantine-color-red-6)" />
      </span>
    </Tooltip>
  ) : undefined;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Group gap="sm" align="center">
          <Title order={1} size="h2" data-testid="emisor-title">
            {t('emisor.title')}
            {emisor ? ` # ${emisor.id}` : ''}
          </Title>
          <Badge color={creando ? 'blue' : 'green'} variant="light" data-testid="emisor-badge">
            {creando ? t('emisor.badgeNuevo') : t(`emisores.estado.${emisor.estado}`)}
          </Badge>
        </Group>
        <Group data-testid="emisor-toolbar">
          <Button onClick={() => void enviar()} loading={guardar.isPending} data-testid="emisor-guardar">
            {t('emisor.guardar')}
          </Button>
        </Group>
      </Group>
      {serverError ? (
        <Alert color="red" data-testid="emisor-server-error">
          {serverError}
        </Alert>
      ) : null}
      <Card withBorder radius="lg" padding="lg">
        <Tabs value={tab} onChange={(v) => v && setTab(v as Tab)} keepMounted={false}>
          <Tabs.List mb="md">
            {TABS.map((k) => (
              <Tabs.Tab key={k} value={k} rightSection={icono} data-testid={`emisor-tab-${k}`}>
                {t(`emisor.tab.${k}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="general">
            <TabGeneral form={form} />
          </Tabs.Panel>
          <Tabs.Panel value="fiscal">
            <TabFiscal form={form} />
          </Tabs.Panel>
          <Tabs.Panel value="comercial">
            <TabComercial form={form} emisorId={emisor?.id} />
          </Tabs.Panel>
          <Tabs.Panel value="terminos">
            <TabTerminos form={form} />
          </Tabs.Panel>
        </Tabs>
        <Group justify="flex-end" mt="lg">
          {tab === 'terminos' ? (
            <Button
              variant="light"
              onClick={() => (emisor ? asignarUsuarios(emisor.id) : void enviar(asignarUsuarios))}
              data-testid="emisor-continuar"
            >
              {t('emisor.continuar.usuarios')}
            </Button>
          ) : (
            <Button variant="light" onClick={() => setTab(siguiente[tab])} data-testid="emisor-continuar">
              {t(`emisor.continuar.${siguiente[tab]}`)}
            </Button>
          )}
        </Group>
      </Card>
    </Stack>
  );
}
