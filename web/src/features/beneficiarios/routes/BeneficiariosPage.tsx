import { useState } from 'react';
import { Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Flag } from '#web/components/Flag.tsx';
import { TablePager, usePager } from '#web/components/TablePager.tsx';
import { EmptyRow, LoadError, SkeletonRows } from '#web/components/TableStateRows.tsx';
import { formatInteger } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useClientes } from '../api/list-clientes.ts';
import { BeneficiarioCreateModal } from '../components/BeneficiarioCreateModal.tsx';

const DEFAULT_PAGE_SIZE = 10;
const SEARCH_DEBOUNCE_MS = 400;

/** Tomadores y beneficiarios: search by name or CIF, paged on the server, and 'Agregar'. */
export function BeneficiariosPage() {
  const t = useT();
  const [search, setSearch] = useState('');
  const [filtro] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [creating, setCreating] = useState(false);

  const pager = usePager(DEFAULT_PAGE_SIZE, filtro);

  const clientes = useClientes({ filtro, page: pager.page, size: pager.size });
  const total = clientes.data?.meta.total ?? 0;

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
            <LoadError
              title={t('beneficiarios.error')}
              message={clientes.error.message}
              onRetry={() => void clientes.refetch()}
              testId="beneficiarios-error"
            />
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
                    <SkeletonRows rows={5} columns={4} testId="beneficiarios-skeleton" />
                  ) : clientes.data.data.length === 0 ? (
                    <EmptyRow columns={4} testId="beneficiarios-empty">
                      {t('beneficiarios.empty')}
                    </EmptyRow>
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

          <TablePager
            {...pager}
            total={total}
            totalText={t('beneficiarios.total', { count: formatInteger(total) })}
            testIdPrefix="beneficiarios"
          />
        </Stack>
      </Card>

      <BeneficiarioCreateModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
