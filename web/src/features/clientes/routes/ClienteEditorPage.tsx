import { useState } from 'react';
import { Alert, Anchor, Breadcrumbs, Group, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useT } from '#web/lib/i18n.tsx';
import { toastSuccess } from '#web/lib/toast.ts';
import { clienteQueryOptions, useCliente, useCreateClienteMaestro, useCreateUsuarioCliente, useUpdateCliente } from '../api.ts';
import { ClienteForm } from '../components/ClienteForm.tsx';

const LISTA = '/clientes';

/**
 * /clientes/nuevo creates a client; /clientes/:id edits one (also a tomador or beneficiario first
 * completed here). The page draws its own trail: Clientes › Nuevo (or › Cliente # id).
 */
export function ClienteEditorPage() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const cliente = useCliente(id);
  const create = useCreateClienteMaestro();
  const update = useUpdateCliente();
  const createUsuario = useCreateUsuarioCliente();
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const migas = (
    <Breadcrumbs data-testid="cliente-migas">
      <Anchor component={Link} to={LISTA} size="sm">
        {t('routes.clientes')}
      </Anchor>
      <Text size="sm">{id === undefined ? t('clientes.migas.nuevo') : t('clientes.editor.tituloId', { id })}</Text>
    </Breadcrumbs>
  );

  if (id !== undefined && (cliente.isPending || cliente.isError)) {
    return (
      <Stack gap="lg">
        {migas}
        {cliente.isError ? (
          <Alert color="red" title={t('clientes.errorDetalle')} data-testid="cliente-load-error">
            {cliente.error.message}
          </Alert>
        ) : (
          <Group justify="center" py="xl">
            <Loader size="sm" />
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {migas}
      <ClienteForm
        key={cliente.data ? `${cliente.data.id}:${cliente.data.version}` : 'nuevo'}
        cliente={cliente.data}
        onCancelar={() => void navigate(LISTA)}
        onGuardar={({ version, ...body }) =>
          id === undefined ? create.mutateAsync({ body, idempotencyKey }) : update.mutateAsync({ id, body: { ...body, version } })
        }
        onGuardado={(c) => {
          if (id === undefined) void navigate(`${LISTA}/${c.id}`, { replace: true });
        }}
        onAgregarUsuario={async (body) => {
          if (id === undefined) return;
          await createUsuario.mutateAsync({ id, body, idempotencyKey: crypto.randomUUID() });
          toastSuccess(t('clientes.toast.usuarioGuardado'));
          // Only the users change: the form keeps what is being edited (its key is the client's version).
          await queryClient.invalidateQueries({ queryKey: clienteQueryOptions(id).queryKey });
        }}
      />
    </Stack>
  );
}
