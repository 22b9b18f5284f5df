import { Group, Select, Stack } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { MAX_SUCURSALES } from '#shared/contract/schemas/cliente.ts';
import { DatosComercialesFields, type CamposComerciales } from '#web/components/DatosComercialesFields.tsx';
import { MontoInput } from '#web/components/MontoInput.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { pedirDescargaConstancia, pedirSubidaConstancia, useEjecutivos, useIntermediarios } from '../api.ts';
import type { ClienteFormValues } from '../lib/formulario.ts';
import { BotonSiguiente } from './SeccionAcciones.tsx';

const CAMPOS: CamposComerciales<ClienteFormValues> = {
  tipoCliente: { name: 'informacionComercial.tipoDeCliente', label: 'clientes.form.tipoDeCliente', testId: 'cliente-tipo' },
  configuracionFacturacion: {
    name: 'informacionComercial.configuracionDeFacturacion',
    label: 'clientes.form.facturacion',
    testId: 'cliente-facturacion',
  },
  autoEmision: {
    name: 'informacionComercial.autoEmision',
    label: 'clientes.form.autoEmision',
    testId: 'cliente-autoemision',
    si: 'clientes.si',
    no: 'clientes.no',
  },
  sucursales: {
    name: 'informacionComercial.sucursales',
    label: 'clientes.form.sucursales',
    testId: 'cliente-sucursales',
    max: MAX_SUCURSALES,
  },
  vendedores: {
    name: 'informacionComercial.vendedores',
    label: 'clientes.form.vendedores',
    testId: 'cliente-vendedores',
    max: MAX_SUCURSALES,
  },
  ejecutivos: { name: 'informacionComercial.ejecutivos', label: 'clientes.form.ejecutivos', testId: 'cliente-ejecutivos' },
  intermediarios: {
    name: 'informacionComercial.intermediarios',
    label: 'clientes.form.intermediarios',
    testId: 'cliente-intermediarios',
  },
  emailFacturas: {
    name: 'informacionComercial.correoElectronicosFactura',
    label: 'clientes.form.emailFacturas',
    testId: 'cliente-email-facturas',
  },
  emailCertificados: {
    name: 'informacionComercial.correoElectronicosCertificados',
    label: 'clientes.form.emailCertificados',
    testId: 'cliente-email-certificados',
  },
  constancia: {
    name: 'informacionComercial.constanciaDeSituacionFiscal',
    label: 'clientes.form.constancia',
    testId: 'cliente-constancia',
  },
};

/**
 * Información Comercial: the shared commercial block on the client's field names (spec 1 §3.3). The
 * executives are the tenant's active account executives and the intermediaries its intermediary
 * companies, several of each; the credit limit carries its own currency (MXN or USD).
 */
export function ComercialTab({ clienteId, onSiguiente }: { clienteId: number | undefined; onSiguiente: () => void }) {
  const t = useT();
  const form = useFormContext<ClienteFormValues>();
  const { control } = form;
  const e = form.formState.errors.informacionComercial;
  const ejecutivos = useEjecutivos().data ?? [];
  const intermediarios = useIntermediarios().data ?? [];
  const monedaLimite = useWatch({ control, name: 'informacionComercial.limiteDeCredito.moneda' });

  return (
    <Stack gap="md">
      <DatosComercialesFields
        form={form}
        campos={CAMPOS}
        tipoClienteRequerido
        ejecutivos={ejecutivos}
        intermediarios={intermediarios}
        varios
        vacioInvalido={false}
        constancia={{
          pedirSubida: (file) => pedirSubidaConstancia(clienteId, file),
          pedirUrl: clienteId ? (key) => pedirDescargaConstancia(clienteId, key) : undefined,
        }}
        limite={
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <Controller
              control={control}
              name="informacionComercial.limiteDeCredito.monto"
              render={({ field }) => (
                <div style={{ flex: 1 }}>
                  <MontoInput
                    label={t('clientes.form.limiteDeCredito')}
                    moneda={monedaLimite}
                    value={field.value}
                    // Spec 1 §5.2: a blank limit is sent as 0.
                    onChange={(v) => field.onChange(v ?? 0)}
                    error={e?.limiteDeCredito?.monto?.message}
                    testId="cliente-limite"
                  />
                </div>
              )}
            />
            <Controller
              control={control}
              name="informacionComercial.limiteDeCredito.moneda"
              render={({ field }) => (
                <Select
                  label={t('clientes.form.monedaLimite')}
                  data={['MXN', 'USD']}
                  value={field.value}
                  onChange={(v) => field.onChange(v ?? 'MXN')}
                  allowDeselect={false}
                  w={100}
                  data-testid="cliente-limite-moneda"
                />
              )}
            />
          </Group>
        }
      />
      <BotonSiguiente onClick={onSiguiente} testId="cliente-comercial-siguiente" />
    </Stack>
  );
}
