import { Group, Radio, Textarea, TextInput } from '@mantine/core';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useT } from '#web/lib/i18n.tsx';
import { type AprobacionValues, MAX_TEXTO, PREGUNTAS, type PreguntaId } from './preguntas.ts';

interface PreguntasFieldsProps {
  visibles: readonly PreguntaId[];
  control: Control<AprobacionValues>;
  register: UseFormRegister<AprobacionValues>;
  errors: FieldErrors<AprobacionValues>;
}

/** The answers to the questions the excess codes ask: a Sí/No choice, a line or a paragraph each. */
export function PreguntasFields({ visibles, control, register, errors }: PreguntasFieldsProps) {
  const t = useT();
  const errorDe = (id: PreguntaId) => errors.respuestas?.[id]?.message;
  return visibles.map((id) => {
    const tipo = PREGUNTAS.find((p) => p.id === id)?.tipo ?? 'texto';
    const label = t(`veAprobacion.pregunta.${id}`);
    const testId = `aprobacion-pregunta-${id}`;
    if (tipo === 'siNo') {
      return (
        <Controller
          key={id}
          control={control}
          name={`respuestas.${id}`}
          render={({ field }) => (
            <Radio.Group
              label={label}
              withAsterisk
              value={field.value ?? ''}
              onChange={(v) => {
                field.onChange(v);
                field.onBlur();
              }}
              error={errorDe(id)}
              data-testid={testId}
            >
              <Group gap="lg" mt={6}>
                <Radio value="si" label={t('veAprobacion.si')} data-testid={`${testId}-si`} />
                <Radio value="no" label={t('veAprobacion.no')} data-testid={`${testId}-no`} />
              </Group>
            </Radio.Group>
          )}
        />
      );
    }
    const Input = tipo === 'area' ? Textarea : TextInput;
    return (
      <Input
        key={id}
        label={label}
        withAsterisk
        maxLength={MAX_TEXTO}
        {...(tipo === 'area' ? { rows: 2 } : {})}
        error={errorDe(id)}
        data-testid={testId}
        {...register(`respuestas.${id}`)}
      />
    );
  });
}
