import { useState } from 'react';
import { Alert, Button, Card, Group, Pagination, Select, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Flag } from '#web/components/Flag.tsx';
import { formatInteger } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useClientes } from '../api/list-clientes.ts';
import { BeneficiarioCreateModal } from '../components/BeneficiarioCreateModal.tsx';

const DEFAULT_PAGE_SIZE = 10;
const PAGE_SIZES = [5, 10, 25, 50];
const SEARCH_DEBOUNCE_MS = 400;

/** Tomadores y beneficiarios: search by name or CIF, paged on the server, and 'Agregar'. */
export function BeneficiariosPage() {
  const t = useT();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const [search, setSearch] = useState('');
  const [filtro] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [creating, setCreating] = useState(false);

  const [prevFiltro, setPrevFiltro] = useState(filtro);
  if (prevFiltro !== filtro) {
    setPrevFiltro(filtro);
    setPage(0);
  }

  const clientes = useClientes({ filtro, page, size });
  const total = clientes.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / size));

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
        <Stack gap="md">
          <TextInput
            label={t('beneficiarios.search')}
            placeholder={t('beneficiarios.searchPlaceholder')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            maw={480}
            data-testid="beneficiarios-search"
          />

          {clientes.isError ? (
            <Alert color="red" title={t('beneficiarios.error')} data-testid="beneficiarios-error">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{clientes.error.message}</Text>
                <Button size="xs" variant="light" color="red" onClick={() => void clientes.refetch()}>
                  {t('common.retry')}
                </Button>
              </Stack>
            </Alert>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="sm" highlightOnHover data-testid="beneficiarios-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('beneficiarios.col.nombre')}</Table.Th>
                    <Table.Th>{t('beneficiarios.col.cif')}</Table.Th>
                    <Table.Th>{t('beneficiarios.col.pais')}</Table.Th>
                    <Table.Th>{t('beneficiarios.col.email')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody style={{ opacity: clientes.isPlaceholderData ? 0.6 : 1 }}>
                  {clientes.isPending ? (
                    Array.from({ length: 5 }, (_, i) => (
                      <Table.Tr key={i} data-testid="beneficiarios-skeleton">
                        {Array.from({ length: 4 }, (_, j) => (
                          <Table.Td key={j}>
                            <Skeleton height={14} radius="sm" />
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))
                  ) : clientes.data.data.length === 0 ? (
                    <Table.Tr>
                      <Table.Td colSpan={4}>
                        <Text c="dimmed" ta="center" py="lg" data-testid="beneficiarios-empty">
                          {t('beneficiarios.empty')}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ) : (
                    clientes.data.data.map((c) => (
                      <Table.Tr key={c.id} data-testid="beneficiarios-row">
                        <Table.Td>
                          <Text size="sm" fw={500}>
                            {c.nombre}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm" ff="monospace">
                            {c.cif}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Group gap={8} wrap="nowrap">
                            {c.pais.bandera ? <Flag pais={c.pais} size={12} /> : null}
                            <Text size="sm">{c.pais.nombre}</Text>
                          </Group>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm" c={c.email ? undefined : 'dimmed'}>
                            {c.email ?? '—'}
                          </Text>
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
              <Text size="sm" c="dimmed" data-testid="beneficiarios-total">
                {t('beneficiarios.total', { count: formatInteger(total) })}
              </Text>
              <Select
                aria-label={t('beneficiarios.pageSize')}
                w={90}
                size="xs"
                allowDeselect={false}
                data={PAGE_SIZES.map(String)}
                value={String(size)}
                onChange={(v) => {
                  setSize(Number(v ?? DEFAULT_PAGE_SIZE));
                  setPage(0);
                }}
              />
              <Text size="sm" c="dimmed">
                {t('beneficiarios.pageSize')}
              </Text>
            </Group>
            <Pagination total={pages} value={page + 1} onChange={(p) => setPage(p - 1)} size="sm" />
          </Group>
        </Stack>
      </Card>

      <BeneficiarioCreateModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
