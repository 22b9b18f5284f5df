import { useState } from 'react';
import { Group, Pagination, Select, Text } from '@mantine/core';
import { useT } from '#web/lib/i18n.tsx';

const PAGE_SIZES = [5, 10, 25, 50] as const;

export interface PagerState {
  /** From 0, as the API counts. */
  page: number;
  size: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

/**
 * Page and size of a list paged on the server. `filtros` is a key of everything that narrows the
 * list (search, filters): when it changes the list starts again from the first page.
 */
export function usePager(defaultSize: number, filtros: string): PagerState {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(defaultSize);
  const [prevFiltros, setPrevFiltros] = useState(filtros);
  if (prevFiltros !== filtros) {
    setPrevFiltros(filtros);
    setPage(0);
  }
  return { page, size, onPage: setPage, onSize: setSize };
}

/**
 * The footer of a list paged on the server: the total, the page size (when `onSize` is given) and
 * the pages. `page` counts from 0, as the API does; choosing another size goes back to the first page.
 */
export function TablePager({
  total,
  totalText,
  page,
  size,
  onPage,
  onSize,
  testIdPrefix,
}: {
  total: number;
  /** The total as the list words it ('12 usuarios'). */
  totalText: string;
  page: number;
  size: number;
  onPage: (page: number) => void;
  onSize?: (size: number) => void;
  testIdPrefix: string;
}) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <Group justify="space-between" wrap="wrap">
      <Group gap="sm">
        <Text size="sm" c="dimmed" data-testid={`${testIdPrefix}-total`}>
          {totalText}
        </Text>
        {onSize ? (
          <>
            <Select
              aria-label={t('common.porPagina')}
              w={90}
              size="xs"
              allowDeselect={false}
              data={PAGE_SIZES.map(String)}
              value={String(size)}
              onChange={(v) => {
                if (v) onSize(Number(v));
                onPage(0);
              }}
              data-testid={`${testIdPrefix}-page-size`}
            />
            <Text size="sm" c="dimmed">
              {t('common.porPagina')}
            </Text>
          </>
        ) : null}
      </Group>
      <Pagination
        total={pages}
        value={page + 1}
        onChange={(p) => onPage(p - 1)}
        size="sm"
        data-testid={`${testIdPrefix}-pages`}
      />
    </Group>
  );
}
