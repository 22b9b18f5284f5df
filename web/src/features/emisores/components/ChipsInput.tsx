import { useState } from 'react';
import { Button, Group, Pill, Stack, TextInput } from '@mantine/core';
import { agregarNombre } from '#shared/emisores/reglas.ts';
import { useT } from '#web/lib/i18n.tsx';
import { toastError } from '#web/lib/toast.ts';

export interface ChipsInputProps {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  max: number;
  error?: string | undefined;
  testId: string;
}

/**
 * Sucursales and vendedores (spec 1 §2.3, §4): type a name, press add (or Enter), it appears as a
 * removable chip; the text is trimmed and empty input refused with 'Corrija los errores'.
 */
export function ChipsInput({ label, value, onChange, max, error, testId }: ChipsInputProps) {
  const t = useT();
  const [texto, setTexto] = useState('');
  const [invalido, setInvalido] = useState(false);

  const agregar = () => {
    const lista = agregarNombre(value, texto, max);
    if (!lista) {
      setInvalido(true);
      toastError(t('emisor.toast.chip'));
      return;
    }
    setInvalido(false);
    onChange(lista);
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
          error={invalido ? t('emisor.chipRequerido') : error}
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
        <Button variant="light" onClick={agregar} disabled={value.length >= max} data-testid={`${testId}-agregar`}>
          {t('emisor.agregarNombre')}
        </Button>
      </Group>
      {value.length ? (
        <Pill.Group data-testid={`${testId}-chips`}>
          {value.map((nombre) => (
            <Pill
              key={nombre}
              withRemoveButton
              onRemove={() => onChange(value.filter((n) => n !== nombre))}
              removeButtonProps={{ 'aria-label': `${t('emisor.terminos.quitar')} ${nombre}` }}
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
