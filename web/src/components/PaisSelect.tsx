import { Group, Select, Text } from '@mantine/core';
import type { Pais } from '#shared/catalogos/schemas.ts';
import { usePaises } from '#web/lib/paises.ts';
import { Flag } from './Flag.tsx';

/**
 * Nationality selector over the countries catalogue (loaded here, cached for an hour): each option
 * shows the country's flag (its `bandera`) and name.
 */
export function PaisSelect({
  label,
  value,
  onChange,
  onBlur,
  error,
  testId,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
  testId: string;
}) {
  const query = usePaises();
  const paises: readonly Pais[] = query.data ?? [];
  const byId = new Map(paises.map((p) => [p.id, p]));
  const selected = value === null ? undefined : byId.get(value);
  return (
    <Select<number>
      label={label}
      withAsterisk
      searchable
      data={paises.map((p) => ({ value: p.id, label: p.nombre }))}
      value={value}
      onChange={(v) => onChange(v)}
      onBlur={onBlur}
      error={error}
      disabled={query.isPending}
      leftSection={selected ? <Flag pais={selected} size={12} /> : null}
      renderOption={({ option }) => {
        const pais = byId.get(option.value);
        return (
          <Group gap="xs" wrap="nowrap">
            {pais ? <Flag pais={pais} size={12} /> : null}
            <Text size="sm">{option.label}</Text>
          </Group>
        );
      }}
      data-testid={testId}
    />
  );
}
