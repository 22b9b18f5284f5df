import { Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { CONFIGURACIONES_FACTURACION, TIPOS_CLIENTE } from '#shared/clientes/listas.ts';
import type { FormularioEmisor } from '#shared/emisores/formulario.ts';
import { MAX_CONSTANCIAS } from '#shared/files/constancias.ts';
import { MAX_SUCURSALES, MAX_VENDEDORES } from '#shared/emisores/reglas.ts';
import { ConstanciaFiscal } from '#web/components/ConstanciaFiscal.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { pedirDescargaConstancia, pedirSubidaConstancia, useEjecutivos, useIntermediarios, useMonedas } from '../api/emisores.ts';
import { ChipsInput } from './ChipsInput.tsx';
import { LimiteCreditoInput } from './LimiteCreditoInput.tsx';

/** Spec 1 §9: the credit limit is in MXN or USD; any other billing currency shows USD. */
const monedaDelLimite = (codigo: string | undefined) => (codigo === 'MXN' ? 'MXN' : 'USD');

/** Información Comercial (spec 1 §2.4 fields, as the issuer form holds them). */
export function TabComercial({ form, emisorId }: { form: UseFormReturn<FormularioEmisor>; emisorId: number | undefined }) {
  const t = useT();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const e = errors.informacionComercial;
  const idMoneda = useWatch({ control, name: 'informacionFiscal.idMonedaFacturacion' });
  const moneda = useMonedas().data?.find((m) => m.id === idMoneda);
  const ejecutivos = useEjecutivos();
  const intermediarios = useIntermediarios();

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="informacionComercial.idTipoCliente"
          render={({ field }) => (
            <Select
              label={t('emisor.tipoCliente')}
              data={TIPOS_CLIENTE.map((c) => ({ value: c.id, label: c.nombre }))}
              clearable
              value={field.value}
              onChange={field.onChange}
              data-testid="emisor-tipoCliente"
            />
          )}
        />
        <Controller
          control={control}
          name="informacionComercial.idConfiguracionFacturacion"
          render={({ field }) => (
            <Select
              label={t('emisor.configuracionFacturacion')}
              data={CONFIGURACIONES_FACTURACION.map((c) => ({ value: c.id, label: c.nombre }))}
              clearable
              value={field.value}
              onChange={field.onChange}
              data-testid="emisor-configuracionFacturacion"
            />
          )}
        />
        <Controller
          control={control}
          name="informacionComercial.limiteDeCredito"
          render={({ field }) => (
            <LimiteCreditoInput
              label={t('emisor.limiteDeCredito')}
              moneda={monedaDelLimite(moneda?.codigo)}
              value={field.value}
              onChange={field.onChange}
              error={e?.limiteDeCredito?.message}
              testId="emisor-limiteDeCredito"
            />
          )}
        />
        <Controller
          control={control}
          name="informacionComercial.idEjecutivoDeCuentaAsignado"
          render={({ field }) => (
            <Select<number>
              label={t('emisor.ejecutivo')}
              data={(ejecutivos.data?.data ?? []).map((x) => ({ value: x.id, label: x.nombre }))}
              clearable
              searchable
              value={field.value}
              onChange={field.onChange}
              error={e?.idEjecutivoDeCuentaAsignado?.message}
              data-testid="emisor-ejecutivo"
            />
          )}
        />
        <Controller
          control={control}
          name="informacionComercial.idIntermediarioAsignado"
          render={({ field }) => (
            <Select<number>
              label={t('emisor.intermediario')}
              data={(intermediarios.data?.data ?? []).map((x) => ({ value: x.id, label: x.nombre }))}
              clearable
              searchable
              value={field.value}
              onChange={field.onChange}
              error={e?.idIntermediarioAsignado?.message}
              data-testid="emisor-intermediario"
            />
          )}
        />
        <Controller
          control={control}
          name="informacionComercial.tieneAutoEmision"
          render={({ field }) => (
            <Radio.Group
              label={t('emisor.autoEmision')}
              value={field.value ? 'si' : 'no'}
              onChange={(v) => field.onChange(v === 'si')}
              data-testid="emisor-autoEmision"
            >
              <Group mt={6}>
                <Radio value="si" label={t('emisor.si')} />
                <Radio value="no" label={t('emisor.no')} />
              </Group>
            </Radio.Group>
          )}
        />
        <TextInput
          label={t('emisor.emailFacturas')}
          type="email"
          error={e?.emailEnvioDeFacturas?.message}
          data-testid="emisor-emailFacturas"
          {...register('informacionComercial.emailEnvioDeFacturas')}
        />
        <TextInput
          label={t('emisor.emailCertificados')}
          type="email"
          error={e?.emailEnvioDeCertificados?.message}
          data-testid="emisor-emailCertificados"
          {...register('informacionComercial.emailEnvioDeCertificados')}
        />
        <Controller
          control={control}
          name="informacionComercial.sucursales"
          render={({ field }) => (
            <ChipsInput
              label={t('emisor.sucursales')}
              value={field.value}
              onChange={field.onChange}
              max={MAX_SUCURSALES}
              testId="emisor-sucursales"
            />
          )}
        />
        <Controller
          control={control}
          name="informacionComercial.vendedores"
          render={({ field }) => (
            <ChipsInput
              label={t('emisor.vendedores')}
              value={field.value}
              onChange={field.onChange}
              max={MAX_VENDEDORES}
              testId="emisor-vendedores"
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="informacionComercial.constanciaDeSituacionFiscal"
        render={({ field }) => (
          <ConstanciaFiscal
            label={t('emisor.constancia')}
            value={field.value}
            onChange={field.onChange}
            max={MAX_CONSTANCIAS}
            pedirSubida={(file) => pedirSubidaConstancia(emisorId, file)}
            pedirUrl={emisorId ? (key) => pedirDescargaConstancia(emisorId, key) : undefined}
            testId="emisor-constancia"
          />
        )}
      />
    </Stack>
  );
}
