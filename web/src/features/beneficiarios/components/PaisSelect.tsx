import { Group, Select, Text } from '@mantine/core';
import type { Pais } from '#shared/catalogos/schemas.ts';
import { Flag } from '#web/components/Flag.tsx';

/** Nationality selector: each option shows the country's flag (its `bandera`) and name. */
export function PaisSelect({
  label,
  paises,
  loading,
  value,
  onChange,
  onBlur,
  error,
  testId,
}: {
  label: string;
  paises: readonly Pais[];
  loading?: boolean;
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
  testId: string;
}) {
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
      disabled={loading}
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
