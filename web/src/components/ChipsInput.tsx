import { useState } from 'react';
import { Button, Group, Pill, Stack, TextInput } from '@mantine/core';
import { agregarNombre } from '#shared/emisores/reglas.ts';
import { useT } from '#web/lib/i18n.tsx';
import { toastError } from '#web/lib/toast.ts';

export interface ChipsInputProps {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  /** How many names the list holds at most (the add button is disabled past it). */
  max?: number;
  /**
   * Spec 1 §4 tells the two forms apart: the issuer's box refuses empty input (toast 'Corrija los
   * errores' and the field in red); the client's ignores it.
   */
  vacioInvalido?: boolean;
  error?: string | undefined;
  testId: string;
}

/**
 * Sucursales and vendedores (spec 1 §2.3, §4): type a name, press add (or Enter), it appears as a
 * removable chip; the text is trimmed and a name already in the list is not added twice.
 */
export function ChipsInput({ label, value, onChange, max = Infinity, vacioInvalido = false, error, testId }: ChipsInputProps) {
  const t = useT();
  const [texto, setTexto] = useState('');
  const [invalido, setInvalido] = useState(false);

  const agregar = () => {
    const lista = agregarNombre(value, texto, max);
    if (lista) onChange(lista);
    else if (vacioInvalido) {
      setInvalido(true);
      toastError(t('chips.invalido'));
      return;
    }
    setTexto('');
  };

  return (
    <Stack gap={6}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={label}
          value={texto}
          maxLength={100}
          error={invalido ? t('chips.requerido') : error}
          onChange={(e) => {
            setTexto(e.currentTarget.value);
            setInvalido(false);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              agregar();
            }
          }}
          data-testid={`${testId}-input`}
        />
        <Button
          variant="light"
          onClick={agregar}
          disabled={value.length >= max}
          aria-label={t('chips.agregarA', { lista: label })}
          data-testid={`${testId}-agregar`}
        >
          {t('chips.agregar')}
        </Button>
      </Group>
      {value.length ? (
        <Pill.Group data-testid={`${testId}-lista`}>
          {value.map((nombre) => (
            <Pill
              key={nombre}
              withRemoveButton
              onRemove={() => onChange(value.filter((n) => n !== nombre))}
              removeButtonProps={{ 'aria-label': t('chips.quitar', { nombre }) }}
              data-testid={`${testId}-chip`}
            >
              {nombre}
            </Pill>
          ))}
        </Pill.Group>
      ) : null}
    </Stack>
  );
}
