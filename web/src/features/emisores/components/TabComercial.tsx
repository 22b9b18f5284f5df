import { Stack } from '@mantine/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { FormularioEmisor } from '#shared/emisores/formulario.ts';
import {
  COMISION_PRODUCTOR,
  EXTRA_PRIMA_VARIABLE,
  MAX_SUCURSALES,
  MAX_VENDEDORES,
  type RangoPorcentaje,
} from '#shared/emisores/reglas.ts';
import { DatosComercialesFields, type CamposComerciales } from '#web/components/DatosComercialesFields.tsx';
import { MontoInput } from '#web/components/MontoInput.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { pedirDescargaConstancia, pedirSubidaConstancia, useEjecutivos, useIntermediarios, useMonedas } from '../api.ts';
import { NumeroInput } from './NumeroInput.tsx';

/** Spec 1 §9: the credit limit is in MXN or USD; any other billing currency shows USD. */
const monedaDelLimite = (codigo: string | undefined) => (codigo === 'MXN' ? 'MXN' : 'USD');

const CAMPOS: CamposComerciales<FormularioEmisor> = {
  tipoCliente: { name: 'informacionComercial.idTipoCliente', label: 'emisor.tipoCliente', testId: 'emisor-tipoCliente' },
  configuracionFacturacion: {
    name: 'informacionComercial.idConfiguracionFacturacion',
    label: 'emisor.configuracionFacturacion',
    testId: 'emisor-configuracionFacturacion',
  },
  autoEmision: {
    name: 'informacionComercial.tieneAutoEmision',
    label: 'emisor.autoEmision',
    testId: 'emisor-autoEmision',
    si: 'emisor.si',
    no: 'emisor.no',
  },
  sucursales: {
    name: 'informacionComercial.sucursales',
    label: 'emisor.sucursales',
    testId: 'emisor-sucursales',
    max: MAX_SUCURSALES,
  },
  vendedores: {
    name: 'informacionComercial.vendedores',
    label: 'emisor.vendedores',
    testId: 'emisor-vendedores',
    max: MAX_VENDEDORES,
  },
  ejecutivos: { name: 'informacionComercial.idEjecutivoDeCuentaAsignado', label: 'emisor.ejecutivo', testId: 'emisor-ejecutivo' },
  intermediarios: {
    name: 'informacionComercial.idIntermediarioAsignado',
    label: 'emisor.intermediario',
    testId: 'emisor-intermediario',
  },
  emailFacturas: {
    name: 'informacionComercial.emailEnvioDeFacturas',
    label: 'emisor.emailFacturas',
    testId: 'emisor-emailFacturas',
  },
  emailCertificados: {
    name: 'informacionComercial.emailEnvioDeCertificados',
    label: 'emisor.emailCertificados',
    testId: 'emisor-emailCertificados',
  },
  constancia: {
    name: 'informacionComercial.constanciaDeSituacionFiscal',
    label: 'emisor.constancia',
    testId: 'emisor-constancia',
  },
};

/**
 * Información Comercial: the shared commercial block on the issuer's field names (spec 1 §7), one
 * executive and one intermediary, the credit limit in the billing currency, and the commission inputs
 * spec 1 §2.4 allows only here, each with its bounds as a hint.
 */
export function TabComercial({ form, emisorId }: { form: UseFormReturn<FormularioEmisor>; emisorId: number | undefined }) {
  const t = useT();
  const { control } = form;
  const e = form.formState.errors.informacionComercial;
  const idMoneda = useWatch({ control, name: 'informacionFiscal.idMonedaFacturacion' });
  const moneda = useMonedas().data?.find((m) => m.id === idMoneda);
  const ejecutivos = useEjecutivos();
  const intermediarios = useIntermediarios();
  const porcentaje = (campo: 'comisionProductor' | 'extraPrimaVariable', rango: RangoPorcentaje) => (
    <Controller
      control={control}
      name={`informacionComercial.${campo}`}
      render={({ field }) => (
        <NumeroInput
          label={t(`emisor.${campo}`)}
          description={t('emisor.rango', { minimo: rango.minimo, maximo: rango.maximo })}
          value={field.value}
          onChange={field.onChange}
          error={e?.[campo]?.message}
          testId={`emisor-${campo}`}
        />
      )}
    />
  );

  return (
    <Stack>
      <DatosComercialesFields
        form={form}
        campos={CAMPOS}
        ejecutivos={ejecutivos.data?.data ?? []}
        intermediarios={intermediarios.data?.data ?? []}
        varios={false}
        vacioInvalido
        constancia={{
          pedirSubida: (file) => pedirSubidaConstancia(emisorId, file),
          pedirUrl: emisorId ? (key) => pedirDescargaConstancia(emisorId, key) : undefined,
        }}
        limite={
          <Controller
            control={control}
            name="informacionComercial.limiteDeCredito"
            render={({ field }) => (
              <MontoInput
                label={t('emisor.limiteDeCredito')}
                moneda={monedaDelLimite(moneda?.codigo)}
                value={field.value}
                // Spec 1 §5.2: blank stays null and is sent as 0.
                onChange={(v) => field.onChange(v ?? null)}
                error={e?.limiteDeCredito?.message}
                testId="emisor-limiteDeCredito"
              />
            )}
          />
        }
      >
        {porcentaje('comisionProductor', COMISION_PRODUCTOR)}
        {porcentaje('extraPrimaVariable', EXTRA_PRIMA_VARIABLE)}
      </DatosComercialesFields>
    </Stack>
  );
}
