import { useState } from 'react';
import { Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { ClienteMaestro, UsuarioClienteBody } from '#shared/contract/schemas/cliente.ts';
import { useT } from '#web/lib/i18n.tsx';
import { UsuarioClienteForm } from './UsuarioClienteForm.tsx';

/**
 * Usuarios: the client's portal users and the inline 'Agregar usuario' form. A user is created at
 * once (real sign-in), so a client not yet saved has no users to add.
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
  const usuarios = cliente?.usuarios ?? [];
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
                  <Table.Td>{u.email}</Table.Td>
                  <Table.Td>{u.nacionalidad.nombre}</Table.Td>
                  <Table.Td>{u.telefono}</Table.Td>
                  <Table.Td>{u.roles.map((r) => t(`clientes.rol.${r}`)).join(', ')}</Table.Td>
                  <Table.Td>
                    <Text size="xs" c="dimmed">
                      {u.onboarding ? t('clientes.usuarios.invitado') : t('clientes.usuarios.sinInvitacion')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      ) : null}
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
