import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router-dom';
import type { EmisorFila } from '#shared/contract/schemas/emisor.ts';
import { CursorList } from '#web/components/CursorList.tsx';
import { listQueryState, useCursorPager } from '#web/components/use-cursor-pager.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useLayoutContext } from '#web/lib/layout-context.ts';
import { useEmisores } from '../api/emisores.ts';

export const DEFAULT_PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 400;

/** /emisores: the tenant's issuers by commercial name, a page at a time, searched by the beginning of the name. */
export function EmisoresPage() {
  const t = useT();
  const [search, setSearch] = useState('');
  const [texto] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const pager = useCursorPager(texto, DEFAULT_PAGE_SIZE);
  const emisores = useEmisores({ texto, ...pager.query });
  const puedeCrear = useLayoutContext().empresa?.permisos.includes('emisores.crear') ?? false;

  const columns: DataTableColumn<EmisorFila>[] = [
    { accessor: 'id', title: t('emisores.col.id'), width: 80, render: (e) => <Text size="sm">{e.id}</Text> },
    {
      accessor: 'nombreComercial',
      title: t('emisores.col.nombreComercial'),
      render: (e) => (
        <Text size="sm" fw={500}>
          {e.nombreComercial}
        </Text>
      ),
    },
    {
      accessor: 'rfc',
      title: t('emisores.col.rfc'),
      render: (e) => (
        <Text size="sm" ff="monospace">
          {e.rfc}
        </Text>
      ),
    },
    { accessor: 'razonSocial', title: t('emisores.col.razonSocial'), render: (e) => <Text size="sm">{e.razonSocial}</Text> },
    {
      accessor: 'estado',
      title: t('emisores.col.estado'),
      render: (e) => (
        <Badge color={e.estado === 'Activo' ? 'green' : 'gray'} variant="light">
          {t(`emisores.estado.${e.estado}`)}
        </Badge>
      ),
    },
    {
      accessor: 'acciones',
      title: '',
      textAlign: 'right',
      render: (e) => (
        <Button size="xs" variant="light" component={Link} to={`/emisores/${e.id}`} data-testid="emisores-editar">
          {t('emisores.editar')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('emisores.title')}
        </Title>
        {puedeCrear ? (
          <Button component={Link} to="/emisores/nuevo" data-testid="emisores-add">
            {t('emisores.add')}
          </Button>
        ) : null}
      </Group>
      <Card withBorder radius="lg" padding="lg">
        <CursorList<EmisorFila>
          testId="emisores"
          columns={columns}
          {...listQueryState(emisores)}
          pager={pager}
          emptyText={t('emisores.empty')}
          errorTitle={t('emisores.error')}
          totalText={(count) => t('emisores.total', { count })}
          minWidth={720}
          toolbar={
            <TextInput
              label={t('emisores.search')}
              placeholder={t('emisores.searchPlaceholder')}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              maw={480}
              data-testid="emisores-search"
            />
          }
        />
      </Card>
    </Stack>
  );
}
