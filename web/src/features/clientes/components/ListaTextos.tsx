import { useState } from 'react';
import { Button, Group, Pill, Stack, TextInput } from '@mantine/core';
import { useT } from '#web/lib/i18n.tsx';

/**
 * Sucursales and Vendedores (spec 1 §4): adding trims the text, ignores an empty one, appends it and
 * clears the input; each added name can be removed.
 */
export function ListaTextos({
  label,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
  testId: string;
}) {
  const t = useT();
  const [texto, setTexto] = useState('');
  const agregar = () => {
    const limpio = texto.trim();
    if (limpio && !value.includes(limpio)) onChange([...value, limpio]);
    setTexto('');
  };
  return (
    <Stack gap={6}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={label}
          value={texto}
          onChange={(e) => setTexto(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              agregar();
            }
          }}
          error={error}
          maxLength={100}
          style={{ flex: 1 }}
          data-testid={`${testId}-input`}
        />
        <Button
          variant="light"
          onClick={agregar}
          data-testid={`${testId}-agregar`}
          aria-label={t('clientes.form.agregarA', { lista: label })}
        >
          {t('clientes.form.agregar')}
        </Button>
      </Group>
      {value.length ? (
        <Group gap={6} data-testid={`${testId}-lista`}>
          {value.map((v) => (
            <Pill key={v} withRemoveButton onRemove={() => onChange(value.filter((x) => x !== v))}>
              {v}
            </Pill>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
