import { useState } from 'react';
import { Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { ClienteMaestro, UsuarioCliente, UsuarioClienteBody } from '#shared/contract/schemas/cliente.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useLayoutContext } from '#web/lib/layout-context.ts';
import { QuitarUsuario } from './QuitarUsuario.tsx';
import { UsuarioClienteForm } from './UsuarioClienteForm.tsx';

/**
 * Usuarios: the client's portal users and the inline 'Agregar usuario' form. A user is created at
 * once (real sign-in), so a client not yet saved has no users to add. The Accion column (spec 1 §2.4)
 * offers what whoever edits the client may do with them: Quitar (the users' own data and state are
 * their company administrator's, on /usuarios). The invitation state is told beside the e-mail.
 */
export function UsuariosTab({
  cliente,
  onAgregar,
}: {
  cliente: ClienteMaestro | undefined;
  onAgregar: (body: UsuarioClienteBody) => Promise<unknown>;
}) {
  const t = useT();
  const [agregando, setAgregando] = useState(false);
  const [aQuitar, setAQuitar] = useState<UsuarioCliente | undefined>();
  const usuarios = cliente?.usuarios ?? [];
  const puedeEditar = useLayoutContext().empresa?.permisos.includes('clientes.editar') ?? false;
  return (
    <Stack gap="md">
      {usuarios.length ? (
        <ScrollArea>
          <Table miw={760} data-testid="cliente-usuarios">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('clientes.usuarios.col.nombre')}</Table.Th>
                <Table.Th>{t('clientes.usuarios.col.email')}</Table.Th>
                <Table.Th>{t('clientes.usuarios.col.nacionalidad')}</Table.Th>
                <Table.Th>{t('clientes.usuarios.col.telefono')}</Table.Th>
                <Table.Th>{t('clientes.usuarios.col.rol')}</Table.Th>
                <Table.Th>{t('clientes.usuarios.col.accion')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {usuarios.map((u) => (
                <Table.Tr key={u.id}>
                  <Table.Td>{`${u.apellido} ${u.nombre}`}</Table.Td>
                  <Table.Td>
                    {u.email}
                    {u.onboarding ? (
                      <Text size="xs" c="dimmed">
                        {t('clientes.usuarios.invitado')}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{u.nacionalidad.nombre}</Table.Td>
                  <Table.Td>{u.telefono}</Table.Td>
                  <Table.Td>{u.roles.map((r) => t(`clientes.rol.${r}`)).join(', ')}</Table.Td>
                  <Table.Td>
                    {puedeEditar ? (
                      <Button
                        size="compact-sm"
                        color="red"
                        variant="subtle"
                        onClick={() => setAQuitar(u)}
                        aria-label={t('clientes.usuarios.quitarA', { email: u.email })}
                        data-testid="cliente-usuario-quitar"
                      >
                        {t('clientes.usuarios.quitar')}
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      ) : null}
      {cliente ? <QuitarUsuario clienteId={cliente.id} usuario={aQuitar} onClose={() => setAQuitar(undefined)} /> : null}
      {agregando && cliente ? (
        <UsuarioClienteForm onGuardar={onAgregar} onCerrar={() => setAgregando(false)} />
      ) : (
        <Group>
          <Button variant="light" onClick={() => setAgregando(true)} disabled={!cliente} data-testid="cliente-agregar-usuario">
            {t('clientes.usuarios.agregar')}
          </Button>
          {!cliente ? (
            <Text size="sm" c="dimmed">
              {t('clientes.usuarios.guardarPrimero')}
            </Text>
          ) : null}
        </Group>
      )}
    </Stack>
  );
}
