import { useState } from 'react';
import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import type { Cliente } from '#shared/contract/schemas/cliente.ts';
import { CursorList } from '#web/components/CursorList.tsx';
import { Flag } from '#web/components/Flag.tsx';
import { listQueryState } from '#web/components/use-cursor-pager.ts';
import { useBusquedaEnUrl } from '#web/components/use-busqueda-url.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useClientes } from '../api.ts';
import { BeneficiarioCreateModal } from '../components/BeneficiarioCreateModal.tsx';

export const DEFAULT_PAGE_SIZE = 10;

/** Tomadores y beneficiarios by name, a page at a time; search by the beginning of the name or the exact CIF; 'Agregar'. */
export function BeneficiariosPage() {
  const t = useT();
  // Search, page size and cursors in the URL: a reload, Back or a link show the same list.
  const { search, setSearch, texto: filtro, pager } = useBusquedaEnUrl(DEFAULT_PAGE_SIZE);
  const [creating, setCreating] = useState(false);

  const clientes = useClientes({ filtro, ...pager.query });

  const columns: DataTableColumn<Cliente>[] = [
    {
      accessor: 'nombre',
      title: t('beneficiarios.col.nombre'),
      render: (c) => (
        <Text size="sm" fw={500}>
          {c.nombre}
        </Text>
      ),
    },
    {
      accessor: 'cif',
      title: t('beneficiarios.col.cif'),
      render: (c) => (
        <Text size="sm" ff="monospace">
          {c.cif}
        </Text>
      ),
    },
    {
      accessor: 'pais',
      title: t('beneficiarios.col.pais'),
      render: (c) => (
        <Group gap={8} wrap="nowrap">
          {c.pais.bandera ? <Flag pais={c.pais} size={12} /> : null}
          <Text size="sm">{c.pais.nombre}</Text>
        </Group>
      ),
    },
    {
      accessor: 'email',
      title: t('beneficiarios.col.email'),
      render: (c) => (
        <Text size="sm" c={c.email ? undefined : 'dimmed'}>
          {c.email ?? '—'}
        </Text>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('beneficiarios.title')}
        </Title>
        <Button onClick={() => setCreating(true)} data-testid="beneficiarios-add">
          {t('beneficiarios.add')}
        </Button>
      </Group>

      <Card withBorder radius="lg" padding="lg">
        <CursorList<Cliente>
          testId="beneficiarios"
          columns={columns}
          {...listQueryState(clientes)}
          pager={pager}
          emptyText={t('beneficiarios.empty')}
          errorTitle={t('beneficiarios.error')}
          totalText={(count) => t('beneficiarios.total', { count })}
          minWidth={640}
          toolbar={
            <TextInput
              label={t('beneficiarios.search')}
              placeholder={t('beneficiarios.searchPlaceholder')}
              description={t('beneficiarios.searchHint')}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              maw={480}
              data-testid="beneficiarios-search"
            />
          }
        />
      </Card>

      <BeneficiarioCreateModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
