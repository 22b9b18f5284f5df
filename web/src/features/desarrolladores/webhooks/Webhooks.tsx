import { useState } from 'react';
import { Badge, Button, Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import { MAX_ENDPOINTS_POR_EMPRESA } from '#shared/contract/schemas/webhook.ts';
import { etiquetaEvento } from '#shared/webhooks/eventos.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { useT } from '#web/lib/i18n.tsx';
import { toastError, toastSuccess } from '#web/lib/toast.ts';
import { Confirmar } from '../comun/Confirmar.tsx';
import { ConEstados } from '../comun/ConEstados.tsx';
import { SecretoModal } from '../comun/SecretoModal.tsx';
import { Secretos } from '../comun/Secretos.tsx';
import {
  useCambiarEndpoint,
  useEliminarEndpoint,
  useEndpoints,
  useRetirarSecretoEndpoint,
  useRotarSecretoEndpoint,
  type Endpoint,
  type EndpointConSecreto,
} from './api.ts';
import { EndpointModal } from './EndpointModal.tsx';
import { Entregas } from './Entregas.tsx';

type Pendiente = { tipo: 'eliminar'; endpoint: Endpoint } | { tipo: 'retirar'; endpoint: Endpoint; secretoId: string };
type Formulario = { editando: Endpoint | null } | null;

/**
 * The company's webhook endpoints (issue 30 item 3): URL, events, state and signing secrets, with
 * register, edit, pause, rotate, retire the old secret, delete, and each one's delivery log.
 */
export function Webhooks() {
  const t = useT();
  const endpoints = useEndpoints();
  const [formulario, setFormulario] = useState<Formulario>(null);
  const [secreto, setSecreto] = useState<EndpointConSecreto | null>(null);
  const [pendiente, setPendiente] = useState<Pendiente | null>(null);
  const [registro, setRegistro] = useState<Endpoint | null>(null);
  const rotar = useRotarSecretoEndpoint();
  const retirar = useRetirarSecretoEndpoint();
  const eliminar = useEliminarEndpoint();
  const cambiar = useCambiarEndpoint();
  const lista = endpoints.data?.data ?? [];
  const lleno = lista.length >= MAX_ENDPOINTS_POR_EMPRESA;

  const fallo = (err: unknown) => toastError(isApiError(err) ? err.message : t('webhooks.toast.fallo'));
  const confirmar = async () => {
    if (!pendiente) return;
    try {
      if (pendiente.tipo === 'eliminar') await eliminar.mutateAsync(pendiente.endpoint.id);
      else await retirar.mutateAsync({ endpointId: pendiente.endpoint.id, secretoId: pendiente.secretoId });
      toastSuccess(t(pendiente.tipo === 'eliminar' ? 'webhooks.toast.eliminado' : 'apps.toast.retirado'));
      setPendiente(null);
    } catch (err) {
      fallo(err);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="webhooks-titulo" data-testid="webhooks">
      <Group justify="space-between" align="flex-end">
        <Title order={3} id="webhooks-titulo">
          {t('webhooks.titulo')}
        </Title>
        <Button onClick={() => setFormulario({ editando: null })} disabled={lleno} data-testid="webhook-nuevo">
          {t('webhooks.nuevo.boton')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('webhooks.intro')}
      </Text>
      {lleno ? <Text size="sm">{t('webhooks.lleno', { max: MAX_ENDPOINTS_POR_EMPRESA })}</Text> : null}
      <ConEstados
        consulta={endpoints}
        vacia={lista.length === 0}
        prefijo="webhooks"
        textos={{ cargando: t('webhooks.cargando'), error: t('webhooks.error'), vacio: t('webhooks.vacio') }}
      >
        {lista.map((endpoint) => (
          <TarjetaEndpoint
            key={endpoint.id}
            endpoint={endpoint}
            rotando={rotar.isPending && rotar.variables?.endpointId === endpoint.id}
            onRotar={() => rotar.mutateAsync({ endpointId: endpoint.id, clave: crypto.randomUUID() }).then(setSecreto, fallo)}
            onRetirar={(secretoId) => setPendiente({ tipo: 'retirar', endpoint, secretoId })}
            onEditar={() => setFormulario({ editando: endpoint })}
            onPausar={() =>
              cambiar.mutateAsync({ endpointId: endpoint.id, body: { activo: !endpoint.activo } }).then(undefined, fallo)
            }
            onEntregas={() => setRegistro(endpoint)}
            onEliminar={() => setPendiente({ tipo: 'eliminar', endpoint })}
          />
        ))}
      </ConEstados>
      <EndpointModal
        abierto={formulario !== null}
        editando={formulario?.editando ?? null}
        onClose={() => setFormulario(null)}
        onCreado={(creado) => {
          setFormulario(null);
          setSecreto(creado);
        }}
      />
      <SecretoModal
        titulo={t('webhooks.secreto.titulo')}
        nuevo={
          secreto && {
            de: { etiqueta: t('webhooks.campo.url'), valor: secreto.endpoint.url },
            valor: secreto.secreto?.valor ?? null,
          }
        }
        onClose={() => setSecreto(null)}
      />
      <Entregas endpoint={registro} onClose={() => setRegistro(null)} />
      <Confirmar
        abierto={pendiente !== null}
        titulo={t(pendiente?.tipo === 'eliminar' ? 'webhooks.eliminar.titulo' : 'apps.retirar.titulo')}
        texto={t(pendiente?.tipo === 'eliminar' ? 'webhooks.eliminar.texto' : 'webhooks.retirar.texto', {
          url: pendiente?.endpoint.url ?? '',
        })}
        accion={t(pendiente?.tipo === 'eliminar' ? 'apps.eliminar.boton' : 'apps.retirar.boton')}
        ocupado={eliminar.isPending || retirar.isPending}
        onConfirmar={() => void confirmar()}
        onClose={() => setPendiente(null)}
      />
    </Stack>
  );
}

function TarjetaEndpoint({
  endpoint,
  rotando,
  onRotar,
  onRetirar,
  onEditar,
  onPausar,
  onEntregas,
  onEliminar,
}: {
  endpoint: Endpoint;
  rotando: boolean;
  onRotar: () => void;
  onRetirar: (secretoId: string) => void;
  onEditar: () => void;
  onPausar: () => void;
  onEntregas: () => void;
  onEliminar: () => void;
}) {
  const t = useT();
  const rotacion = endpoint.secretos.length > 1;
  return (
    <Card withBorder padding="md" data-testid="webhook-tarjeta">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Code style={{ wordBreak: 'break-all' }}>{endpoint.url}</Code>
          <Badge color={endpoint.activo ? 'green' : 'gray'} variant="light" data-testid="webhook-activo">
            {t(endpoint.activo ? 'webhooks.activo' : 'webhooks.pausado')}
          </Badge>
        </Group>
        {endpoint.descripcion ? <Text size="sm">{endpoint.descripcion}</Text> : null}
        <Group gap="xs">
          {endpoint.eventos.map((e) => (
            <Badge key={e} variant="outline" tt="none">
              {t(etiquetaEvento(e))}
            </Badge>
          ))}
        </Group>
        <Secretos secretos={endpoint.secretos} nota={t('webhooks.enRotacion')} onRetirar={onRetirar} testId="webhook-retirar" />
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="light" onClick={onEntregas} data-testid="webhook-ver-entregas">
            {t('webhooks.entregas.boton')}
          </Button>
          <Button size="xs" variant="light" onClick={onEditar} data-testid="webhook-editar">
            {t('webhooks.editar.boton')}
          </Button>
          <Button size="xs" variant="light" onClick={onPausar} data-testid="webhook-pausar">
            {t(endpoint.activo ? 'webhooks.pausar' : 'webhooks.reactivar')}
          </Button>
          <Button size="xs" variant="light" onClick={onRotar} loading={rotando} disabled={rotacion} data-testid="webhook-rotar">
            {t('apps.rotar')}
          </Button>
          <Button size="xs" variant="light" color="red" onClick={onEliminar} data-testid="webhook-eliminar">
            {t('apps.eliminar.boton')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
