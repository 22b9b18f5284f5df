import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { PaisSelect } from '#web/components/PaisSelect.tsx';
import { useT } from '#web/lib/i18n.tsx';
import type { ClienteFormValues } from '../lib/formulario.ts';
import { BotonSiguiente } from './SeccionAcciones.tsx';

/** Información General: Nombre Comercial, País, Correo Electrónico, Página web. */
export function GeneralTab({ onSiguiente }: { onSiguiente: () => void }) {
  const t = useT();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ClienteFormValues>();
  const e = errors.informacionGeneral;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('clientes.form.nombreComercial')}
          withAsterisk
          error={e?.nombreComercial?.message}
          data-testid="cliente-nombre"
          {...register('informacionGeneral.nombreComercial')}
        />
        <Controller
          control={control}
          name="informacionGeneral.idPais"
          render={({ field }) => (
            <PaisSelect
              label={t('clientes.form.pais')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={e?.idPais?.message}
              testId="cliente-pais"
            />
          )}
        />
        <TextInput
          label={t('clientes.form.email')}
          type="email"
          error={e?.email?.message}
          data-testid="cliente-email"
          {...register('informacionGeneral.email')}
        />
        <TextInput
          label={t('clientes.form.paginaWeb')}
          error={e?.paginaWeb?.message}
          data-testid="cliente-web"
          {...register('informacionGeneral.paginaWeb')}
        />
      </SimpleGrid>
      <BotonSiguiente onClick={onSiguiente} testId="cliente-general-siguiente" />
    </Stack>
  );
}
