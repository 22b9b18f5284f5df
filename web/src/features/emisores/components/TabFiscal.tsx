import { Fieldset, Group, NumberInput, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { FormularioEmisor } from '#shared/emisores/formulario.ts';
import { FORMAS_DE_PAGO_FISCAL, PPD, regimenesPara, TIPOS_PERSONA, usosCfdiPara } from '#shared/fiscal/mexico.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useMonedas } from '../api/emisores.ts';

/**
 * Información Fiscal. Régimen and uso del CFDI offer only what the person type (and régimen) allow;
 * días de crédito is enabled and required with PPD, and reset and disabled with PUE (spec 1 §4).
 */
export function TabFiscal({ form }: { form: UseFormReturn<FormularioEmisor> }) {
  const t = useT();
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form;
  const e = errors.informacionFiscal;
  const [tipoPersona, regimen, formaDePago] = useWatch({
    control,
    name: ['informacionFiscal.idTipoPersona', 'informacionFiscal.idRegimenFiscal', 'informacionFiscal.idFormaDePago'],
  });
  const monedas = useMonedas();
  const ppd = formaDePago === PPD;

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('emisor.rfc')}
          withAsterisk
          maxLength={13}
          error={e?.rfc?.message}
          data-testid="emisor-rfc"
          {...register('informacionFiscal.rfc', { setValueAs: (v: string) => v.toUpperCase() })}
        />
        <Controller
          control={control}
          name="informacionFiscal.idTipoPersona"
          render={({ field }) => (
            <Radio.Group
              label={t('emisor.tipoPersona')}
              withAsterisk
              value={String(field.value)}
              onChange={(v) => {
                field.onChange(Number(v));
                form.trigger(['informacionFiscal.rfc', 'informacionFiscal.idRegimenFiscal']).catch(() => undefined);
              }}
              data-testid="emisor-tipoPersona"
            >
              <Group mt={6}>
                {TIPOS_PERSONA.map((p) => (
                  <Radio key={p.id} value={String(p.id)} label={t(`emisor.persona.${p.clave}`)} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <TextInput
          label={t('emisor.razonSocial')}
          withAsterisk
          maxLength={200}
          error={e?.razonSocial?.message}
          data-testid="emisor-razonSocial"
          {...register('informacionFiscal.razonSocial')}
        />
        <Controller
          control={control}
          name="informacionFiscal.idRegimenFiscal"
          render={({ field }) => (
            <Select<number>
              label={t('emisor.regimenFiscal')}
              withAsterisk
              data={regimenesPara(tipoPersona).map((r) => ({ value: r.id, label: r.nombre }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={e?.idRegimenFiscal?.message}
              data-testid="emisor-regimenFiscal"
            />
          )}
        />
        <Controller
          control={control}
          name="informacionFiscal.idUsoCFDI"
          render={({ field }) => (
            <Select
              label={t('emisor.usoCfdi')}
              withAsterisk
              data={usosCfdiPara(tipoPersona, regimen).map((u) => ({ value: u.id, label: `${u.id} - ${u.nombre}` }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={e?.idUsoCFDI?.message}
              data-testid="emisor-usoCfdi"
            />
          )}
        />
        <Controller
          control={control}
          name="informacionFiscal.idMonedaFacturacion"
          render={({ field }) => (
            <Select<number>
              label={t('emisor.moneda')}
              withAsterisk
              searchable
              data={[true, false].flatMap((fav) => {
                const items = (monedas.data ?? []).filter((m) => Boolean(m.esFavorita) === fav);
                return items.length
                  ? [
                      {
                        group: t(fav ? 'emisor.monedasFavoritas' : 'emisor.monedasOtras'),
                        items: items.map((m) => ({ value: m.id, label: `${m.nombre} (${m.simbolo})` })),
                      },
                    ]
                  : [];
              })}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={e?.idMonedaFacturacion?.message}
              data-testid="emisor-moneda"
            />
          )}
        />
        <Controller
          control={control}
          name="informacionFiscal.idFormaDePago"
          render={({ field }) => (
            <Radio.Group
              label={t('emisor.formaDePago')}
              withAsterisk
              value={String(field.value)}
              onChange={(v) => {
                field.onChange(Number(v));
                // PUE resets días de crédito and removes its validation (spec 1 §4).
                if (Number(v) !== PPD) setValue('informacionFiscal.diasDeCredito', null, { shouldValidate: true });
              }}
              data-testid="emisor-formaDePago"
            >
              <Group mt={6}>
                {FORMAS_DE_PAGO_FISCAL.map((f) => (
                  <Radio key={f.id} value={String(f.id)} label={f.nombre} data-testid={`emisor-formaDePago-${f.clave}`} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <Controller
          control={control}
          name="informacionFiscal.diasDeCredito"
          render={({ field }) => (
            <NumberInput
              label={t('emisor.diasDeCredito')}
              withAsterisk={ppd}
              disabled={!ppd}
              allowDecimal={false}
              allowNegative={false}
              min={1}
              max={365}
              value={field.value ?? ''}
              onChange={(v) => field.onChange(v === '' ? null : Number(v))}
              onBlur={field.onBlur}
              error={e?.diasDeCredito?.message}
              data-testid="emisor-diasDeCredito"
            />
          )}
        />
      </SimpleGrid>
      <Fieldset legend={t('emisor.domicilio')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('emisor.codigoPostal')}
            withAsterisk
            maxLength={5}
            error={e?.domicilioFiscal?.codigoPostal?.message}
            data-testid="emisor-codigoPostal"
            {...register('informacionFiscal.domicilioFiscal.codigoPostal')}
          />
          <TextInput
            label={t('emisor.estadoDomicilio')}
            withAsterisk
            error={e?.domicilioFiscal?.estado?.message}
            data-testid="emisor-estadoDomicilio"
            {...register('informacionFiscal.domicilioFiscal.estado')}
          />
          <TextInput
            label={t('emisor.municipio')}
            withAsterisk
            error={e?.domicilioFiscal?.municipio?.message}
            data-testid="emisor-municipio"
            {...register('informacionFiscal.domicilioFiscal.municipio')}
          />
          <TextInput
            label={t('emisor.ciudad')}
            error={e?.domicilioFiscal?.ciudad?.message}
            {...register('informacionFiscal.domicilioFiscal.ciudad')}
          />
          <TextInput
            label={t('emisor.calle')}
            error={e?.domicilioFiscal?.calle?.message}
            {...register('informacionFiscal.domicilioFiscal.calle')}
          />
          <TextInput
            label={t('emisor.tel')}
            error={e?.domicilioFiscal?.tel?.message}
            {...register('informacionFiscal.domicilioFiscal.tel')}
          />
        </SimpleGrid>
      </Fieldset>
    </Stack>
  );
}
