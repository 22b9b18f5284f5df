import { MultiSelect, SimpleGrid, Text } from '@mantine/core';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { MAX_EXCLUSIONES } from '#shared/polizas/reglas.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useCatalogo } from '../api.ts';
import type { PolizaFormValues } from '../lib/formulario.ts';

const CAMPOS = [
  {
    name: 'exclusiones.mercaderias',
    catalogo: 'tiposMercaderia',
    label: 'polizas.form.mercaderiasExcluidas',
    testId: 'poliza-mercaderias-excluidas',
  },
  { name: 'exclusiones.paises', catalogo: 'paises', label: 'polizas.form.paisesExcluidos', testId: 'poliza-paises-excluidos' },
] as const;

/** The goods and countries the policy excludes: a certificate with one of them goes to the insurer's approval. */
export function ExclusionesPoliza({
  control,
  errors,
  soloLectura,
}: {
  control: Control<PolizaFormValues>;
  errors: FieldErrors<PolizaFormValues>;
  soloLectura: boolean;
}) {
  const t = useT();
  const opciones = {
    tiposMercaderia: useCatalogo('tiposMercaderia').data ?? [],
    paises: useCatalogo('paises').data ?? [],
  };
  const error = (campo: 'mercaderias' | 'paises') => {
    const e = errors.exclusiones?.[campo];
    return e?.message ?? (Array.isArray(e) ? e.find((x) => x?.message)?.message : undefined);
  };
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('polizas.form.exclusionesAyuda')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {CAMPOS.map((c) => (
          <Controller
            key={c.name}
            control={control}
            name={c.name}
            render={({ field }) => (
              <MultiSelect<number>
                label={t(c.label)}
                data={opciones[c.catalogo].map((x) => ({ value: x.id, label: x.nombre }))}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                searchable
                clearable
                maxValues={MAX_EXCLUSIONES}
                disabled={soloLectura}
                error={error(c.name === 'exclusiones.paises' ? 'paises' : 'mercaderias')}
                data-testid={c.testId}
              />
            )}
          />
        ))}
      </SimpleGrid>
    </>
  );
}
