import { Card, Checkbox, Grid, Select } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { Empresa } from '#shared/contract/schemas/empresa.ts';
import { etiquetaProductor } from '#shared/viajes-especificos/productor.ts';
import { EntidadSelect } from '#web/components/EntidadSelect.tsx';
import { setSelectedEmpresaId, useSelectedEmpresaId } from '#web/lib/empresa.ts';
import { useT } from '#web/lib/i18n.tsx';
import type { CotizacionForm } from './form/cotizacion.ts';
import { NuevoTomador } from './NuevoTomador.tsx';
import type { CertificadoEditable } from './use-wizard-cotizacion.ts';

export interface PartesWizardProps {
  /** The producer companies the user works under. */
  productores: Empresa[];
  /** The quote being edited or issued (its producer may be none of the user's). */
  existente: CertificadoEditable | null;
  /** The parties of a saved quote (or one being edited) are fixed. */
  bloqueadas: boolean;
  /** A bank tenant quotes under its one producer. */
  esBanco: boolean;
}

/** The quote's parties above the steps (spec 3 §2.2): producer, policyholder and beneficiary. */
export function PartesWizard({ productores, existente, bloqueadas, esBanco }: PartesWizardProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const empresaSeleccionada = useSelectedEmpresaId();
  const { control, setValue } = useFormContext<CotizacionForm>();
  const [productorId, esBeneficiario] = useWatch({ control, name: ['productorId', 'esBeneficiario'] });
  const sinProductor = productorId === null;

  const cambiarProductor = (value: string | null) => {
    const nuevo = value ? Number(value) : null;
    setValue('productorId', nuevo, { shouldDirty: true, shouldValidate: true });
    setValue('tomador', null, { shouldDirty: true });
    setValue('beneficiario', null, { shouldDirty: true });
    // The producer is the company the quote is made under (x-empresa-id): switch to it.
    if (nuevo && nuevo !== empresaSeleccionada) {
      setSelectedEmpresaId(nuevo);
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'me' && q.queryKey[0] !== 'catalogos' });
    }
  };

  return (
    <Card withBorder radius="md">
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Controller
            control={control}
            name="productorId"
            render={({ field, fieldState }) => (
              <Select
                label={t('cotizador.campo.productor')}
                withAsterisk
                allowDeselect={false}
                searchable
                disabled={bloqueadas || esBanco}
                data={
                  existente && !productores.some((e) => e.id === existente.productor.id)
                    ? [{ value: String(existente.productor.id), label: existente.productor.nombre }]
                    : productores.map((e) => ({ value: String(e.id), label: etiquetaProductor(e) }))
                }
                value={field.value !== null ? String(field.value) : null}
                onChange={cambiarProductor}
                error={fieldState.error?.message}
                data-testid="campo-productor"
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Controller
            control={control}
            name="tomador"
            render={({ field, fieldState }) => (
              <EntidadSelect
                label={t('cotizador.campo.tomador')}
                withAsterisk
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                productorId={productorId ?? undefined}
                disabled={sinProductor || bloqueadas}
                error={fieldState.error?.message}
                data-testid="campo-tomador"
              />
            )}
          />
          <NuevoTomador
            productorId={productorId}
            disabled={bloqueadas}
            onCreated={(tomador) => setValue('tomador', tomador, { shouldDirty: true, shouldValidate: true })}
          />
          <Controller
            control={control}
            name="esBeneficiario"
            render={({ field }) => (
              <Checkbox
                mt="xs"
                label={t('cotizador.campo.esBeneficiario')}
                checked={field.value}
                disabled={sinProductor || bloqueadas}
                onChange={(e) => {
                  field.onChange(e.currentTarget.checked);
                  if (e.currentTarget.checked) setValue('beneficiario', null);
                }}
                data-testid="campo-esBeneficiario"
              />
            )}
          />
          {!esBeneficiario && (
            <Controller
              control={control}
              name="beneficiario"
              render={({ field, fieldState }) => (
                <EntidadSelect
                  label={t('cotizador.campo.beneficiario')}
                  withAsterisk
                  value={field.value}
                  onChange={field.onChange}
                  productorId={productorId ?? undefined}
                  disabled={sinProductor || bloqueadas}
                  error={fieldState.error?.message}
                  data-testid="campo-beneficiario"
                />
              )}
            />
          )}
        </Grid.Col>
      </Grid>
    </Card>
  );
}
