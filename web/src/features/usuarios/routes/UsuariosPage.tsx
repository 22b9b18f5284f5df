import { useState } from 'react';
import { Badge, Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import type { listUsuarios } from '#shared/contract/operations/usuarios.ts';
import type { Response } from '#shared/contract/define.ts';
import { CursorList } from '#web/components/CursorList.tsx';
import { FILTRO_PARAMS } from '#web/components/filtros-url.ts';
import { useBusquedaEnUrl } from '#web/components/use-busqueda-url.ts';
import { listQueryState, type Direccion } from '#web/components/use-cursor-pager.ts';
import { orden, unoDe, useFiltroEnUrl } from '#web/components/use-filtro-url.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useMe } from '#web/lib/me.ts';
import { useUrlParams } from '#web/lib/url-params.ts';
import { USUARIOS_KEY, useUsuarios, type UsuariosQuery } from '../api.ts';
import { CambiarEstadoModal, type UsuarioACambiar } from '../components/CambiarEstadoModal.tsx';
import { UsuarioEditorModal } from '../components/UsuarioEditorModal.tsx';
import { empresaLabel, empresasConUsuarios, paresEmpresaRol, puedeCambiarEstado } from '../lib/permisos.ts';

type Fila = Response<typeof listUsuarios>['data'][number];

/** Spec 1 §9: size 5, empty search. */
export const DEFAULT_PAGE_SIZE = 5;
/** The contract's longest `filtro`. */
const FILTRO_MAX = 100;
const ORDEN = orden('asc');
const ESTADO_EN_URL = unoDe(['true', 'false'] as const);

/**
 * What the list asks for: the beginning of the apellido (or of the e-mail once it has '@'), the
 * company (none: the one the user works under), the state and the direction of the apellido order.
 */
export const consultaUsuarios = (f: {
  filtro: string;
  idEmpresa: number | null;
  estado: 'true' | 'false' | null;
  direccion: Direccion;
}): UsuariosQuery => ({
  filtro: f.filtro,
  direccion: f.direccion,
  ...(f.idEmpresa ? { idEmpresa: f.idEmpresa } : {}),
  ...(f.estado ? { estado: f.estado === 'true' } : {}),
});

/**
 * `?nuevo=1&empresa=<id>` opens the create editor with that company in the first permission row (the
 * issuer editor's 'Continuar Asignando Usuarios').
 */
export const altaPedida = (params: URLSearchParams) => {
  const empresa = Number(params.get('empresa'));
  if (params.get('nuevo') !== '1') return undefined;
  return { idPais: null, empresas: [{ idEmpresa: Number.isInteger(empresa) && empresa > 0 ? empresa : null, idRol: null }] };
};

export function UsuariosPage() {
  const t = useT();
  const { params, update } = useUrlParams();
  const [alta, setAlta] = useState(() => altaPedida(params));
  const queryClient = useQueryClient();
  const me = useMe().data;
  const empresas = empresasConUsuarios(me?.empresas ?? []);
  const { search, setSearch, texto: filtro, pager } = useBusquedaEnUrl(DEFAULT_PAGE_SIZE, FILTRO_MAX);
  // `empresa` is the create editor's (altaPedida); a company the user does not administer reads as none.
  const [empresaEnUrl, setEmpresaEnUrl] = useFiltroEnUrl('idEmpresa', unoDe(empresas.map((e) => String(e.id))));
  const idEmpresa = empresaEnUrl ? Number(empresaEnUrl) : null;
  const [estado, setEstado] = useFiltroEnUrl(FILTRO_PARAMS.estado, ESTADO_EN_URL);
  const [direccion, setDireccion] = useFiltroEnUrl(FILTRO_PARAMS.direccion, ORDEN);
  const [editor, setEditor] = useState<{ opened: boolean; id?: number }>({ opened: alta !== undefined });
  const [aCambiar, setACambiar] = useState<UsuarioACambiar | undefined>();
  const autor = me ? { id: me.id, empresas: paresEmpresaRol(me.empresas) } : undefined;
  const ofreceCambioDeEstado = (u: Fila) =>
    autor !== undefined && puedeCambiarEstado(autor, { id: u.id, empresas: paresEmpresaRol(u.empresas) });

  const consulta = consultaUsuarios({ filtro, idEmpresa, estado, direccion });
  const usuarios = useUsuarios({ ...consulta, ...pager.query });

  const closeEditor = () => {
    setEditor({ opened: false });
    if (alta) {
      setAlta(undefined);
      // The list's own parameters stay.
      update((actual) => {
        const next = new URLSearchParams(actual);
        next.delete('nuevo');
        next.delete('empresa');
        return next;
      });
    }
    // Spec 1 §2.2: the list is refreshed after the editor closes.
    void queryClient.invalidateQueries({ queryKey: USUARIOS_KEY });
  };

  const columns: DataTableColumn<Fila>[] = [
    {
      accessor: 'apellido',
      title: t('usuarios.col.apellidoNombre'),
      sortable: true,
      render: (u) => (
        <Text size="sm" fw={500}>
          {u.apellido}, {u.nombre}
        </Text>
      ),
    },
    { accessor: 'email', title: t('usuarios.col.email'), render: (u) => <Text size="sm">{u.email}</Text> },
    {
      accessor: 'empresas',
      title: t('usuarios.col.empresas'),
      render: (u) => (
        <Stack gap={2}>
          {u.empresas.map((e) => (
            <Text size="xs" key={e.empresa.id}>
              {e.empresa.nombre}{' '}
              <Text span c="dimmed" size="xs">
                — {t(e.rol.nombre)}
              </Text>
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      accessor: 'estado',
      title: t('usuarios.col.estado'),
      // Room for the whole badge next to the two row actions.
      width: 110,
      render: (u) => (
        <Badge color={u.estado ? 'green' : 'gray'} variant="light" data-testid="usuarios-estado">
          {t(u.estado ? 'usuarios.estado.activo' : 'usuarios.estado.inactivo')}
        </Badge>
      ),
    },
    {
      accessor: 'acciones',
      title: t('usuarios.col.acciones'),
      textAlign: 'right',
      render: (u) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => setEditor({ opened: true, id: u.id })} data-testid="usuarios-edit">
            {t('usuarios.edit')}
          </Button>
          {ofreceCambioDeEstado(u) ? (
            <Button
              size="xs"
              variant="subtle"
              color={u.estado ? 'red' : 'green'}
              onClick={() => setACambiar(u)}
              data-testid="usuarios-cambiar-estado"
            >
              {u.estado ? t('usuarios.desactivar') : t('usuarios.activar')}
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];

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
        <CursorList<Fila>
          testId="usuarios"
          columns={columns}
          {...listQueryState(usuarios)}
          pager={pager}
          order={{ column: 'apellido', direccion, onChange: setDireccion }}
          emptyText={t('usuarios.empty')}
          errorTitle={t('usuarios.error')}
          totalText={(count) => t('usuarios.total', { count })}
          rowAttributes={(u) => ({ 'data-email': u.email })}
          minWidth={720}
          toolbar={
            <Group align="flex-start" gap="md" wrap="wrap">
              <TextInput
                style={{ flex: 2, minWidth: 220 }}
                label={t('usuarios.search')}
                placeholder={t('usuarios.searchPlaceholder')}
                description={t('usuarios.searchHint')}
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
                data-testid="usuarios-search"
              />
              <Select
                style={{ flex: 2, minWidth: 220 }}
                label={t('usuarios.filter.empresa')}
                placeholder={t('usuarios.filter.empresaTrabajo')}
                clearable
                data={empresas.map((e) => ({ value: String(e.id), label: empresaLabel(e) }))}
                value={empresaEnUrl}
                onChange={setEmpresaEnUrl}
                data-testid="usuarios-filter-empresa"
              />
              <Select
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
          }
        />
      </Card>

      <CambiarEstadoModal usuario={aCambiar} onClose={() => setACambiar(undefined)} />
      <UsuarioEditorModal
        opened={editor.opened}
        onClose={closeEditor}
        {...(editor.id ? { usuarioId: editor.id } : {})}
        {...(alta ? { baseInicial: alta } : {})}
      />
    </Stack>
  );
}
