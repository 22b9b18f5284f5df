import { useState } from 'react';
import { Badge, Button, Card, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import type { USUARIOS_ORDEN } from '#shared/contract/operations/usuarios.ts';
import { SortHeader, useSort } from '#web/components/SortHeader.tsx';
import { TablePager, usePager } from '#web/components/TablePager.tsx';
import { EmptyRow, LoadError, SkeletonRows } from '#web/components/TableStateRows.tsx';
import { formatInteger } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useEmpresas } from '../api/list-empresas.ts';
import { USUARIOS_KEY, useUsuarios } from '../api/list-usuarios.ts';
import { UsuarioEditorModal } from '../components/UsuarioEditorModal.tsx';
import { empresaLabel } from '../lib/permisos.ts';

type Orden = (typeof USUARIOS_ORDEN)[number];

/** Spec 1 §9: page 0, size 5, empty search. */
export const DEFAULT_PAGE_SIZE = 5;
const SEARCH_DEBOUNCE_MS = 400;

export function UsuariosPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [filtro] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [idEmpresa, setIdEmpresa] = useState<number | null>(null);
  const [estado, setEstado] = useState<'true' | 'false' | null>(null);
  const [editor, setEditor] = useState<{ opened: boolean; id?: number }>({ opened: false });

  // A new search or filter starts again from the first page.
  const pager = usePager(DEFAULT_PAGE_SIZE, `${filtro}|${idEmpresa}|${estado}`);
  const sort = useSort<Orden>({ orden: 'apellido', direccion: 'asc' }, 'asc', () => pager.onPage(0));

  const empresas = useEmpresas();
  const usuarios = useUsuarios({
    page: pager.page,
    size: pager.size,
    filtro,
    orden: sort.orden,
    direccion: sort.direccion,
    ...(idEmpresa ? { idEmpresa } : {}),
    ...(estado ? { estado: estado === 'true' } : {}),
  });

  const closeEditor = () => {
    setEditor({ opened: false });
    // Spec 1 §2.2: the list is refreshed after the editor closes.
    void queryClient.invalidateQueries({ queryKey: USUARIOS_KEY });
  };

  const total = usuarios.data?.meta.total ?? 0;
  const sortProps = { ...sort, testIdPrefix: 'usuarios' };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('usuarios.title')}
        </Title>
        <Button onClick={() => setEditor({ opened: true })} data-testid="usuarios-add">
          {t('usuarios.add')}
        </Button>
      </Group>

      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Group align="flex-end" gap="md" wrap="wrap">
            <TextInput
              style={{ flex: 2, minWidth: 220 }}
              label={t('usuarios.search')}
              placeholder={t('usuarios.searchPlaceholder')}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              data-testid="usuarios-search"
            />
            <Select<number>
              style={{ flex: 2, minWidth: 220 }}
              label={t('usuarios.filter.empresa')}
              placeholder={t('usuarios.filter.empresaAll')}
              clearable
              searchable
              data={(empresas.data ?? []).map((e) => ({ value: e.id, label: empresaLabel(e) }))}
              value={idEmpresa}
              onChange={setIdEmpresa}
              data-testid="usuarios-filter-empresa"
            />
            <Select<'true' | 'false'>
              style={{ flex: 1, minWidth: 140 }}
              label={t('usuarios.filter.estado')}
              placeholder={t('usuarios.filter.estadoAll')}
              clearable
              data={[
                { value: 'true', label: t('usuarios.estado.activo') },
                { value: 'false', label: t('usuarios.estado.inactivo') },
              ]}
              value={estado}
              onChange={setEstado}
              data-testid="usuarios-filter-estado"
            />
          </Group>

          {usuarios.isError ? (
            <LoadError
              title={t('usuarios.error')}
              message={usuarios.error.message}
              onRetry={() => void usuarios.refetch()}
              testId="usuarios-error"
            />
          ) : (
            <Table.ScrollContainer minWidth={720}>
              <Table verticalSpacing="sm" highlightOnHover data-testid="usuarios-table" aria-busy={usuarios.isFetching}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <Group gap={6} wrap="nowrap">
                        <SortHeader field="apellido" label={t('usuarios.col.apellido')} {...sortProps} />
                        <Text span size="sm" fw={700}>
                          {t('usuarios.col.y')}
                        </Text>
                        <SortHeader field="nombre" label={t('usuarios.col.nombre')} {...sortProps} />
                      </Group>
                    </Table.Th>
                    <Table.Th>
                      <SortHeader field="email" label={t('usuarios.col.email')} {...sortProps} />
                    </Table.Th>
                    <Table.Th>{t('usuarios.col.empresas')}</Table.Th>
                    <Table.Th>
                      <SortHeader field="estado" label={t('usuarios.col.estado')} {...sortProps} />
                    </Table.Th>
                    <Table.Th style={{ textAlign: 'right' }}>{t('usuarios.col.acciones')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody style={{ opacity: usuarios.isPlaceholderData ? 0.6 : 1 }}>
                  {usuarios.isPending ? (
                    <SkeletonRows rows={pager.size} columns={5} testId="usuarios-skeleton" />
                  ) : usuarios.data.data.length === 0 ? (
                    <EmptyRow columns={5} testId="usuarios-empty">
                      {t('usuarios.empty')}
                    </EmptyRow>
                  ) : (
                    usuarios.data.data.map((u) => (
                      <Table.Tr key={u.id} data-testid="usuarios-row" data-email={u.email}>
                        <Table.Td>
                          <Text size="sm" fw={500}>
                            {u.apellido}, {u.nombre}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{u.email}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Stack gap={2}>
                            {u.empresas.map((e) => (
                              <Text size="xs" key={e.empresa.id}>
                                {e.empresa.nombre}{' '}
                                <Text span c="dimmed" size="xs">
                                  — {e.rol.nombre}
                                </Text>
                              </Text>
                            ))}
                          </Stack>
                        </Table.Td>
                        <Table.Td>
                          <Badge color={u.estado ? 'green' : 'gray'} variant="light" data-testid="usuarios-estado">
                            {t(u.estado ? 'usuarios.estado.activo' : 'usuarios.estado.inactivo')}
                          </Badge>
                        </Table.Td>
                        <Table.Td style={{ textAlign: 'right' }}>
                          <Button
                            size="xs"
                            variant="light"
                            onClick={() => setEditor({ opened: true, id: u.id })}
                            data-testid="usuarios-edit"
                          >
                            {t('usuarios.edit')}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}

          <TablePager
            {...pager}
            total={total}
            totalText={t('usuarios.total', { count: formatInteger(total) })}
            testIdPrefix="usuarios"
          />
        </Stack>
      </Card>

      <UsuarioEditorModal opened={editor.opened} onClose={closeEditor} {...(editor.id ? { usuarioId: editor.id } : {})} />
    </Stack>
  );
}
