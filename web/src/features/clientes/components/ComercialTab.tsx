import { Group, MultiSelect, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { CONFIGURACIONES_FACTURACION, TIPOS_CLIENTE } from '#shared/clientes/listas.ts';
import { MAX_CONSTANCIAS } from '#shared/files/constancias.ts';
import { ConstanciaFiscal } from '#web/components/ConstanciaFiscal.tsx';
import { MontoInput } from '#web/components/MontoInput.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { pedirDescargaConstancia, pedirSubidaConstancia, useEjecutivos, useIntermediarios } from '../api/clientes.ts';
import type { ClienteFormValues } from '../lib/formulario.ts';
import { ListaTextos } from './ListaTextos.tsx';
import { BotonSiguiente } from './SeccionAcciones.tsx';

const opciones = (lista: readonly { id: string | number; nombre: string }[]) =>
  lista.map((x) => ({ value: String(x.id), label: x.nombre }));

/**
 * Información Comercial. Executives are the tenant's active account executives and intermediaries its
 * intermediary companies (not sample lists). The Constancia de situación fiscal is the issuers' upload
 * piece: files go to S3 as they are chosen and the client's save attaches them.
 */
export function ComercialTab({ clienteId, onSiguiente }: { clienteId: number | undefined; onSiguiente: () => void }) {
  const t = useT();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ClienteFormValues>();
  const e = errors.informacionComercial;
  const ejecutivos = useEjecutivos().data ?? [];
  const intermediarios = useIntermediarios().data ?? [];
  const monedaLimite = useWatch({ control, name: 'informacionComercial.limiteDeCredito.moneda' });

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="informacionComercial.tipoDeCliente"
          render={({ field }) => (
            <Select
              label={t('clientes.form.tipoDeCliente')}
              withAsterisk
              data={opciones(TIPOS_CLIENTE)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={e?.tipoDeCliente?.message}
              data-testid="cliente-tipo"
            />
          )}
        />
        <Controller
          control={control}
          name="informacionComercial.configuracionDeFacturacion"
          render={({ field }) => (
            <Select
              label={t('clientes.form.facturacion')}
              data={opciones(CONFIGURACIONES_FACTURACION)}
              value={field.value}
              onChange={field.onChange}
              clearable
              data-testid="cliente-facturacion"
            />
          )}
        />
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
        <Controller
          control={control}
          name="informacionComercial.autoEmision"
          render={({ field }) => (
            <Radio.Group
              label={t('clientes.form.autoEmision')}
              value={field.value ? 'si' : 'no'}
              onChange={(v) => field.onChange(v === 'si')}
            >
              <Group mt={8}>
                <Radio value="si" label={t('clientes.si')} data-testid="cliente-autoemision-si" />
                <Radio value="no" label={t('clientes.no')} data-testid="cliente-autoemision-no" />
              </Group>
            </Radio.Group>
          )}
        />
        <Controller
          control={control}
          name="informacionComercial.sucursales"
          render={({ field }) => (
            <ListaTextos
              label={t('clientes.form.sucursales')}
              value={field.value}
              onChange={field.onChange}
              error={e?.sucursales?.message}
              testId="cliente-sucursales"
            />
          )}
        />
        <Controller
          control={control}
          name="informacionComercial.vendedores"
          render={({ field }) => (
            <ListaTextos
              label={t('clientes.form.vendedores')}
              value={field.value}
              onChange={field.onChange}
              error={e?.vendedores?.message}
              testId="cliente-vendedores"
            />
          )}
        />
        <Controller
          control={control}
          name="informacionComercial.ejecutivos"
          render={({ field }) => (
            <MultiSelect
              label={t('clientes.form.ejecutivos')}
              data={opciones(ejecutivos)}
              value={field.value.map(String)}
              onChange={(v) => field.onChange(v.map(Number))}
              searchable
              error={e?.ejecutivos?.message}
              data-testid="cliente-ejecutivos"
            />
          )}
        />
        <Controller
          control={control}
          name="informacionComercial.intermediarios"
          render={({ field }) => (
            <MultiSelect
              label={t('clientes.form.intermediarios')}
              data={opciones(intermediarios)}
              value={field.value.map(String)}
              onChange={(v) => field.onChange(v.map(Number))}
              searchable
              error={e?.intermediarios?.message}
              data-testid="cliente-intermediarios"
            />
          )}
        />
        <TextInput
          label={t('clientes.form.emailFacturas')}
          type="email"
          error={e?.correoElectronicosFactura?.message}
          data-testid="cliente-email-facturas"
          {...register('informacionComercial.correoElectronicosFactura')}
        />
        <TextInput
          label={t('clientes.form.emailCertificados')}
          type="email"
          error={e?.correoElectronicosCertificados?.message}
          data-testid="cliente-email-certificados"
          {...register('informacionComercial.correoElectronicosCertificados')}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="informacionComercial.constanciaDeSituacionFiscal"
        render={({ field }) => (
          <ConstanciaFiscal
            label={t('clientes.form.constancia')}
            value={field.value}
            onChange={field.onChange}
            max={MAX_CONSTANCIAS}
            pedirSubida={(file) => pedirSubidaConstancia(clienteId, file)}
            pedirUrl={clienteId ? (key) => pedirDescargaConstancia(clienteId, key) : undefined}
            testId="cliente-constancia"
          />
        )}
      />
      <BotonSiguiente onClick={onSiguiente} testId="cliente-comercial-siguiente" />
    </Stack>
  );
}
