import { Group, NumberInput, Radio, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { MEXICO } from '#shared/contract/schemas/cliente.ts';
import { FORMAS_DE_PAGO_FISCAL, PPD, regimenesPara, TIPOS_PERSONA, usosCfdiPara } from '#shared/fiscal/mexico.ts';
import { condicionesFiscales } from '#shared/viajes-especificos/impuestos.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useMonedas } from '../api/clientes.ts';
import type { ClienteFormValues } from '../lib/formulario.ts';
import { BotonSiguiente } from './SeccionAcciones.tsx';

/** The currencies grouped by favourite (spec 1 §2.4), each searchable by name or symbol. */
const useOpcionesMoneda = (t: (k: string) => string) => {
  const monedas = useMonedas().data ?? [];
  const opcion = (m: (typeof monedas)[number]) => ({ value: String(m.id), label: `${m.nombre} (${m.simbolo})` });
  return [
    { group: t('clientes.form.monedasFavoritas'), items: monedas.filter((m) => m.esFavorita).map(opcion) },
    { group: t('clientes.form.monedasOtras'), items: monedas.filter((m) => !m.esFavorita).map(opcion) },
  ].filter((g) => g.items.length);
};

/**
 * Información Fiscal. For México the SAT's régimen and uso del CFDI (each list narrowed to the person
 * type); for another country, its tax conditions. Días de crédito only with PPD (PUE resets them).
 */
export function FiscalTab({ onValidar }: { onValidar: () => void }) {
  const t = useT();
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<ClienteFormValues>();
  const e = errors.informacionFiscal;
  const [paisId, tipo, regimen, forma] = useWatch({
    control,
    name: [
      'informacionGeneral.idPais',
      'informacionFiscal.tipoDePersona',
      'informacionFiscal.regimenFiscal',
      'informacionFiscal.formaDePago',
    ],
  });
  const mexico = paisId === MEXICO;
  const monedas = useOpcionesMoneda(t);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('clientes.form.rfc')}
          withAsterisk
          error={e?.rfc?.message}
          data-testid="cliente-rfc"
          {...register('informacionFiscal.rfc')}
        />
        <Controller
          control={control}
          name="informacionFiscal.tipoDePersona"
          render={({ field }) => (
            <Radio.Group
              label={t('clientes.form.tipoPersona')}
              withAsterisk
              value={String(field.value)}
              onChange={(v) => field.onChange(Number(v))}
            >
              <Group mt={8}>
                {[...TIPOS_PERSONA].reverse().map((p) => (
                  <Radio key={p.id} value={String(p.id)} label={p.nombre} data-testid={`cliente-persona-${p.clave}`} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <TextInput
          label={t('clientes.form.razonSocial')}
          withAsterisk
          error={e?.razonSocial?.message}
          data-testid="cliente-razon-social"
          {...register('informacionFiscal.razonSocial')}
        />
        {mexico ? (
          <Controller
            control={control}
            name="informacionFiscal.regimenFiscal"
            render={({ field }) => (
              <Select
                label={t('clientes.form.regimenFiscal')}
                withAsterisk
                data={regimenesPara(tipo).map((r) => ({ value: String(r.id), label: r.nombre }))}
                value={field.value === null ? null : String(field.value)}
                onChange={(v) => field.onChange(v === null ? null : Number(v))}
                onBlur={field.onBlur}
                error={e?.regimenFiscal?.message}
                data-testid="cliente-regimen"
              />
            )}
          />
        ) : (
          <Controller
            control={control}
            name="informacionFiscal.condicionFiscal"
            render={({ field }) => (
              <Select
                label={t('clientes.form.condicionFiscal')}
                withAsterisk
                data={paisId ? condicionesFiscales(paisId).map((c) => ({ value: c.clave, label: c.nombre })) : []}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={e?.condicionFiscal?.message}
                data-testid="cliente-condicion-fiscal"
              />
            )}
          />
        )}
        {mexico ? (
          <Controller
            control={control}
            name="informacionFiscal.cfdi"
            render={({ field }) => (
              <Select
                label={t('clientes.form.cfdi')}
                withAsterisk
                data={usosCfdiPara(tipo, regimen).map((u) => ({ value: u.id, label: `${u.id} ${u.nombre}` }))}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={e?.cfdi?.message}
                data-testid="cliente-cfdi"
              />
            )}
          />
        ) : null}
        <Controller
          control={control}
          name="informacionFiscal.moneda"
          render={({ field }) => (
            <Select
              label={t('clientes.form.moneda')}
              withAsterisk
              searchable
              data={monedas}
              value={field.value === null ? null : String(field.value)}
              onChange={(v) => field.onChange(v === null ? null : Number(v))}
              onBlur={field.onBlur}
              error={e?.moneda?.message}
              data-testid="cliente-moneda"
            />
          )}
        />
        <Controller
          control={control}
          name="informacionFiscal.formaDePago"
          render={({ field }) => (
            <Radio.Group
              label={t('clientes.form.formaDePago')}
              withAsterisk
              value={String(field.value)}
              onChange={(v) => {
                field.onChange(Number(v));
                // Spec 1 §4: leaving PPD resets the credit days.
                if (Number(v) !== PPD) setValue('informacionFiscal.diasDeCredito', null, { shouldValidate: true });
              }}
            >
              <Group mt={8}>
                {FORMAS_DE_PAGO_FISCAL.map((f) => (
                  <Radio key={f.id} value={String(f.id)} label={f.nombre} data-testid={`cliente-pago-${f.clave}`} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        {forma === PPD ? (
          <Controller
            control={control}
            name="informacionFiscal.diasDeCredito"
            render={({ field }) => (
              <NumberInput
                label={t('clientes.form.diasDeCredito')}
                withAsterisk
                allowDecimal={false}
                allowNegative={false}
                value={field.value ?? ''}
                onChange={(v) => field.onChange(typeof v === 'number' ? v : null)}
                onBlur={field.onBlur}
                error={e?.diasDeCredito?.message}
                data-testid="cliente-dias-credito"
              />
            )}
          />
        ) : null}
        <TextInput
          label={t('clientes.form.telefono')}
          withAsterisk
          error={e?.telefono?.message}
          data-testid="cliente-telefono"
          {...register('informacionFiscal.telefono')}
        />
      </SimpleGrid>
      <Title order={3} size="h5">
        {t('clientes.form.domicilioFiscal')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t('clientes.form.codigoPostal')}
          withAsterisk
          error={e?.domicilio?.codigoPostal?.message}
          data-testid="cliente-cp"
          {...register('informacionFiscal.domicilio.codigoPostal')}
        />
        <TextInput
          label={t('clientes.form.estado')}
          withAsterisk
          error={e?.domicilio?.estado?.message}
          data-testid="cliente-estado"
          {...register('informacionFiscal.domicilio.estado')}
        />
        <TextInput
          label={t('clientes.form.municipio')}
          withAsterisk
          error={e?.domicilio?.municipio?.message}
          data-testid="cliente-municipio"
          {...register('informacionFiscal.domicilio.municipio')}
        />
        <TextInput
          label={t('clientes.form.ciudad')}
          error={e?.domicilio?.ciudad?.message}
          data-testid="cliente-ciudad"
          {...register('informacionFiscal.domicilio.ciudad')}
        />
        <TextInput
          label={t('clientes.form.calle')}
          error={e?.domicilio?.calle?.message}
          data-testid="cliente-calle"
          {...register('informacionFiscal.domicilio.calle')}
        />
      </SimpleGrid>
      <BotonSiguiente onClick={onValidar} testId="cliente-fiscal-validar" />
    </Stack>
  );
}
