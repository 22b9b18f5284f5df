import { useState } from 'react';
import { Badge, Button, Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import { alcancesOtorgables, MAX_CLIENTES_POR_EMPRESA } from '#shared/auth/maquinas.ts';
import { fecha } from '#shared/text/fecha.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { getConfig } from '#web/lib/config.ts';
import { useLocale, useT } from '#web/lib/i18n.tsx';
import { useEmpresaDeTrabajo } from '#web/lib/me.ts';
import { toastError, toastSuccess } from '#web/lib/toast.ts';
import {
  useAppsMaquina,
  useEliminarAppMaquina,
  useRetirarSecreto,
  useRotarSecreto,
  type ClienteMaquina,
  type ConSecreto,
} from './api.ts';
import { Confirmar } from '../comun/Confirmar.tsx';
import { SecretoModal } from '../comun/SecretoModal.tsx';
import { NuevaAppModal } from './NuevaAppModal.tsx';
import { ConEstados } from '../comun/ConEstados.tsx';
import { Secretos } from '../comun/Secretos.tsx';

type Pendiente = { tipo: 'eliminar'; app: ClienteMaquina } | { tipo: 'retirar'; app: ClienteMaquina; secretoId: string };

/**
 * The company's transport systems (issue 30 item 2): each one's client id, scopes, quota and secrets,
 * with create, rotate, retire the old secret and delete. A secret's value appears once, right after
 * it is made.
 */
export function AppsMaquina() {
  const t = useT();
  const apps = useAppsMaquina();
  const empresa = useEmpresaDeTrabajo();
  const otorgables = alcancesOtorgables(empresa?.permisos ?? []);
  const [creando, setCreando] = useState(false);
  const [secreto, setSecreto] = useState<ConSecreto | null>(null);
  const [pendiente, setPendiente] = useState<Pendiente | null>(null);
  const rotar = useRotarSecreto();
  const retirar = useRetirarSecreto();
  const eliminar = useEliminarAppMaquina();
  const lista = apps.data?.data ?? [];
  const lleno = lista.length >= MAX_CLIENTES_POR_EMPRESA;

  const fallo = (err: unknown) => toastError(isApiError(err) ? err.message : t('apps.toast.fallo'));
  const confirmar = async () => {
    if (!pendiente) return;
    try {
      if (pendiente.tipo === 'eliminar') await eliminar.mutateAsync(pendiente.app.clientId);
      else await retirar.mutateAsync({ clientId: pendiente.app.clientId, secretoId: pendiente.secretoId });
      toastSuccess(t(pendiente.tipo === 'eliminar' ? 'apps.toast.eliminada' : 'apps.toast.retirado'));
      setPendiente(null);
    } catch (err) {
      fallo(err);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="apps-titulo" data-testid="apps-maquina">
      <Group justify="space-between" align="flex-end">
        <Title order={3} id="apps-titulo">
          {t('apps.titulo')}
        </Title>
        <Button onClick={() => setCreando(true)} disabled={lleno || !otorgables.length} data-testid="app-nueva">
          {t('apps.nueva.boton')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="apps-intro">
        {t('apps.intro', { url: getConfig().tokenUrlMaquinas ?? '' })}
      </Text>
      {lleno ? <Text size="sm">{t('apps.lleno', { max: MAX_CLIENTES_POR_EMPRESA })}</Text> : null}
      <ConEstados
        consulta={apps}
        vacia={lista.length === 0}
        prefijo="apps"
        textos={{ cargando: t('apps.cargando'), error: t('apps.error'), vacio: t('apps.vacio') }}
      >
        {lista.map((app) => (
          <TarjetaApp
            key={app.clientId}
            app={app}
            rotando={rotar.isPending && rotar.variables?.clientId === app.clientId}
            onRotar={() => rotar.mutateAsync({ clientId: app.clientId, clave: crypto.randomUUID() }).then(setSecreto, fallo)}
            onRetirar={(secretoId) => setPendiente({ tipo: 'retirar', app, secretoId })}
            onEliminar={() => setPendiente({ tipo: 'eliminar', app })}
          />
        ))}
      </ConEstados>
      <NuevaAppModal
        opened={creando}
        otorgables={otorgables}
        onClose={() => setCreando(false)}
        onCreada={(creada) => {
          setCreando(false);
          setSecreto(creada);
        }}
      />
      <SecretoModal
        titulo={t('apps.secreto.titulo')}
        nuevo={
          secreto && {
            de: { etiqueta: t('apps.secreto.clientId'), valor: secreto.cliente.clientId },
            valor: secreto.secreto?.valor ?? null,
          }
        }
        onClose={() => setSecreto(null)}
      />
      <Confirmar
        abierto={pendiente !== null}
        titulo={t(pendiente?.tipo === 'eliminar' ? 'apps.eliminar.titulo' : 'apps.retirar.titulo')}
        texto={t(pendiente?.tipo === 'eliminar' ? 'apps.eliminar.texto' : 'apps.retirar.texto', {
          nombre: pendiente?.app.nombre ?? '',
        })}
        accion={t(pendiente?.tipo === 'eliminar' ? 'apps.eliminar.boton' : 'apps.retirar.boton')}
        ocupado={eliminar.isPending || retirar.isPending}
        onConfirmar={() => void confirmar()}
        onClose={() => setPendiente(null)}
      />
    </Stack>
  );
}

function TarjetaApp({
  app,
  rotando,
  onRotar,
  onRetirar,
  onEliminar,
}: {
  app: ClienteMaquina;
  rotando: boolean;
  onRotar: () => void;
  onRetirar: (secretoId: string) => void;
  onEliminar: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const rotacion = app.secretos.length > 1;
  return (
    <Card withBorder padding="md" data-testid="app-tarjeta">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{app.nombre}</Text>
          <Text size="sm" c="dimmed">
            {t('apps.creada', { fecha: fecha(app.creado, locale) })}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">{t('apps.secreto.clientId')}</Text>
          <Code style={{ wordBreak: 'break-all' }}>{app.clientId}</Code>
        </Group>
        <Group gap="xs">
          {/* The scope as the token names it (portal-carga/<id>): what the system's configuration asks for. */}
          {app.alcances.map((a) => (
            <Badge key={a} variant="light" tt="none" title={t(`apps.alcance.${a}`)}>
              {a}
            </Badge>
          ))}
          <Text size="sm">{t('apps.cuota', { n: app.cuotaPorMinuto })}</Text>
        </Group>
        <Secretos secretos={app.secretos} nota={t('apps.enRotacion')} onRetirar={onRetirar} testId="app-retirar" />
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="light" onClick={onRotar} loading={rotando} disabled={rotacion} data-testid="app-rotar">
            {t('apps.rotar')}
          </Button>
          <Button size="xs" variant="light" color="red" onClick={onEliminar} data-testid="app-eliminar">
            {t('apps.eliminar.boton')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
