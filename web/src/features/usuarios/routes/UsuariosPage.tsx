import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import type { USUARIOS_ORDEN } from '#shared/contract/operations/usuarios.ts';
import { formatInteger } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useEmpresas } from '../api/list-empresas.ts';
import { USUARIOS_KEY, useUsuarios } from '../api/list-usuarios.ts';
import { UsuarioEditorModal } from '../components/UsuarioEditorModal.tsx';
import { empresaLabel } from '../lib/permisos.ts';

type Orden = (typeof USUARIOS_ORDEN)[number];
type Direccion = 'asc' | 'desc';

/** Spec 1 §9: page 0, size 5, empty search. */
export const DEFAULT_PAGE_SIZE = 5;
const PAGE_SIZES = [5, 10, 25, 50];
const SEARCH_DEBOUNCE_MS = 400;

function SortHeader({
  field,
  label,
  orden,
  direccion,
  onSort,
}: {
  field: Orden;
  label: string;
  orden: Orden;
  direccion: Direccion;
  onSort: (field: Orden) => void;
}) {
  const active = orden === field;
  const arrow = active ? (direccion === 'asc' ? '▲' : '▼') : '↕';
  return (
    <UnstyledButton
      onClick={() => onSort(field)}
      data-testid={`usuarios-sort-${field}`}
      aria-sort={active ? (direccion === 'asc' ? 'ascending' : 'descending') : undefined}
      style={{ fontWeight: 700, fontSize: 'inherit', whiteSpace: 'nowrap' }}
    >
      {label}{' '}
      <Text span size="xs" c={active ? undefined : 'dimmed'}>
        {arrow}
      </Text>
    </UnstyledButton>
  );
}

export function UsuariosPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const [search, setSearch] = useState('');
  const [filtro] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [idEmpresa, setIdEmpresa] = useState<number | null>(null);
  const [estado, setEstado] = useState<'true' | 'false' | null>(null);
  const [orden, setOrden] = useState<Orden>('apellido');
  const [direccion, setDireccion] = useState<Direccion>('asc');
  const [editor, setEditor] = useState<{ opened: boolean; id?: number }>({ opened: false });

  // A new search or filter starts again from the first page.
  const [prevFiltro, setPrevFiltro] = useState(filtro);
  if (prevFiltro !== filtro) {
    setPrevFiltro(filtro);
    setPage(0);
  }

  const empresas = useEmpresas();
  const usuarios = useUsuarios({
    page,
    size,
    filtro,
    orden,
    direccion,
    ...(idEmpresa ? { idEmpresa } : {}),
    ...(estado ? { estado: estado === 'true' } : {}),
  });

  const onSort = (field: Orden) => {
    if (field === orden) setDireccion((d) => (d === 'asc' ? 'desc' : 'asc'));
    else {
      setOrden(field);
      setDireccion('asc');
    }
    setPage(0);
  };

  const closeEditor = () => {
    setEditor({ opened: false });
    // Spec 1 §2.2: the list is refreshed after the editor closes.
    void queryClient.invalidateQueries({ queryKey: USUARIOS_KEY });
  };

  const total = usuarios.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / size));
  const sortProps = { orden, direccion, onSort };

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
              onChange={(v) => {
                setIdEmpresa(v);
                setPage(0);
              }}
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
              onChange={(v) => {
                setEstado(v);
                setPage(0);
              }}
              data-testid="usuarios-filter-estado"
            />
          </Group>

          {usuarios.isError ? (
            <Alert color="red" title={t('usuarios.error')} data-testid="usuarios-error">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{usuarios.error.message}</Text>
                <Button size="xs" variant="light" color="red" onClick={() => void usuarios.refetch()}>
                  {t('common.retry')}
                </Button>
              </Stack>
            </Alert>
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
                    Array.from({ length: size }, (_, i) => (
                      <Table.Tr key={i} data-testid="usuarios-skeleton">
                        {Array.from({ length: 5 }, (_, j) => (
                          <Table.Td key={j}>
                            <Skeleton height={14} radius="sm" />
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))
                  ) : usuarios.data.data.length === 0 ? (
                    <Table.Tr>
                      <Table.Td colSpan={5}>
                        <Text c="dimmed" ta="center" py="lg" data-testid="usuarios-empty">
                          {t('usuarios.empty')}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
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

          <Group justify="space-between" wrap="wrap">
            <Group gap="sm">
              <Text size="sm" c="dimmed" data-testid="usuarios-total">
                {t('usuarios.total', { count: formatInteger(total) })}
              </Text>
              <Select
                aria-label={t('usuarios.pageSize')}
                w={90}
                size="xs"
                allowDeselect={false}
                data={PAGE_SIZES.map(String)}
                value={String(size)}
                onChange={(v) => {
                  setSize(Number(v ?? DEFAULT_PAGE_SIZE));
                  setPage(0);
                }}
                data-testid="usuarios-page-size"
              />
              <Text size="sm" c="dimmed">
                {t('usuarios.pageSize')}
              </Text>
            </Group>
            <Pagination total={pages} value={page + 1} onChange={(p) => setPage(p - 1)} size="sm" data-testid="usuarios-pages" />
          </Group>
        </Stack>
      </Card>

      <UsuarioEditorModal opened={editor.opened} onClose={closeEditor} {...(editor.id ? { usuarioId: editor.id } : {})} />
    </Stack>
  );
}
