import type { ReactNode } from 'react';
import { Alert, Button, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useT } from '#web/lib/i18n.tsx';

/** Placeholder rows while the first page of a list loads. */
export function SkeletonRows({ rows, columns, testId }: { rows: number; columns: number; testId: string }) {
  return Array.from({ length: rows }, (_, i) => (
    <Table.Tr key={i} data-testid={testId}>
      {Array.from({ length: columns }, (_, j) => (
        <Table.Td key={j}>
          <Skeleton height={14} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

/** The one row of a list with nothing to show, across every column. */
export function EmptyRow({ columns, testId, children }: { columns: number; testId: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text c="dimmed" ta="center" py="lg" data-testid={testId}>
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** A list that could not be loaded: what failed and a button to ask again. */
export function LoadError({
  title,
  message,
  onRetry,
  testId,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  testId: string;
}) {
  const t = useT();
  return (
    <Alert color="red" title={title} data-testid={testId}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
