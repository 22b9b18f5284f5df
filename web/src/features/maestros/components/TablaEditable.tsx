import type { ReactNode } from 'react';
import { ActionIcon, Button, Card, Group, ScrollArea, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useT } from '#web/lib/i18n.tsx';

/** One column of an editable table: its header and the cell of a row (an input, or its text when read-only). */
export interface Columna<T> {
  clave: string;
  titulo: string;
  ancho?: number;
  celda: (fila: T, cambiar: (fila: T) => void, soloLectura: boolean, indice: number) => ReactNode;
}

interface Props<T> {
  filas: readonly T[];
  columnas: readonly Columna<T>[];
  onChange: (filas: T[]) => void;
  /** A blank row for 'Agregar'; without it rows cannot be added or removed. */
  nueva?: (filas: readonly T[]) => T;
  soloLectura: boolean;
  testId: string;
  /** One card per entry with labelled fields, for entries with more fields than a row can show. */
  fichas?: boolean;
}

/** The entries of a master as an editable table: one row per entry, add and remove. */
export function TablaEditable<T>({ filas, columnas, onChange, nueva, soloLectura, testId, fichas }: Props<T>) {
  const t = useT();
  const cambiar = (i: number) => (fila: T) => onChange(filas.map((f, j) => (j === i ? fila : f)));
  const editableFilas = !soloLectura && nueva;
  const quitar = (i: number) => (
    <ActionIcon
      variant="subtle"
      color="red"
      aria-label={t('maestros.quitar')}
      onClick={() => onChange(filas.filter((_, j) => j !== i))}
    >
      ×
    </ActionIcon>
  );
  const agregar = editableFilas ? (
    <Group>
      <Button variant="light" size="xs" onClick={() => onChange([...filas, nueva(filas)])} data-testid={`${testId}-agregar`}>
        {t('maestros.agregar')}
      </Button>
    </Group>
  ) : null;

  if (fichas)
    return (
      <Stack gap="sm" data-testid={testId}>
        {filas.map((fila, i) => (
          <Card key={i} withBorder radius="md" padding="sm" data-testid={`${testId}-fila`}>
            <Group align="flex-start" wrap="nowrap" gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs" style={{ flex: 1 }}>
                {columnas.map((c) => (
                  <Stack key={c.clave} gap={2}>
                    <Text size="xs" c="dimmed">
                      {c.titulo}
                    </Text>
                    {c.celda(fila, cambiar(i), soloLectura, i)}
                  </Stack>
                ))}
              </SimpleGrid>
              {editableFilas ? quitar(i) : null}
            </Group>
          </Card>
        ))}
        {agregar}
      </Stack>
    );

  return (
    <Stack gap="xs">
      <ScrollArea type="auto">
        <Table striped highlightOnHover verticalSpacing={4} data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              {columnas.map((c) => (
                // A narrow column (ids, codes) keeps its width; wider ones share what is left.
                <Table.Th key={c.clave} style={{ minWidth: c.ancho, width: c.ancho && c.ancho <= 100 ? c.ancho : undefined }}>
                  {c.titulo}
                </Table.Th>
              ))}
              {editableFilas ? <Table.Th w={40} /> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {filas.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columnas.length + 1}>
                  <Text c="dimmed" size="sm">
                    {t('maestros.sinEntradas')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
            {filas.map((fila, i) => (
              <Table.Tr key={i} data-testid={`${testId}-fila`}>
                {columnas.map((c) => (
                  <Table.Td key={c.clave}>{c.celda(fila, cambiar(i), soloLectura, i)}</Table.Td>
                ))}
                {editableFilas ? <Table.Td>{quitar(i)}</Table.Td> : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {agregar}
    </Stack>
  );
}
