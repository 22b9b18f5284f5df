import { SimpleGrid, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { FormularioEmisor } from '#shared/emisores/formulario.ts';
import { PaisSelect } from '#web/components/PaisSelect.tsx';
import { useT } from '#web/lib/i18n.tsx';

/** Información General: nombre comercial (required), país, correo electrónico, página web. */
export function TabGeneral({ form }: { form: UseFormReturn<FormularioEmisor> }) {
  const t = useT();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label={t('emisor.nombreComercial')}
        withAsterisk
        maxLength={150}
        error={errors.nombreComercial?.message}
        data-testid="emisor-nombreComercial"
        {...register('nombreComercial')}
      />
      <Controller
        control={control}
        name="idPais"
        render={({ field }) => (
          <PaisSelect
            label={t('emisor.pais')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.idPais?.message}
            testId="emisor-pais"
          />
        )}
      />
      <TextInput
        label={t('emisor.email')}
        type="email"
        error={errors.email?.message}
        data-testid="emisor-email"
        {...register('email')}
      />
      <TextInput label={t('emisor.web')} error={errors.web?.message} data-testid="emisor-web" {...register('web')} />
    </SimpleGrid>
  );
}
