import { Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { MEXICO } from '#shared/contract/schemas/cliente.ts';
import { condicionesFiscales } from '#shared/viajes-especificos/impuestos.ts';
import { DatosFiscalesFields, type CamposFiscales } from '#web/components/DatosFiscalesFields.tsx';
import { DomicilioFiscalFields, type CamposDomicilio } from '#web/components/DomicilioFiscalFields.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useMonedas } from '../api.ts';
import type { ClienteFormValues } from '../lib/formulario.ts';
import { BotonSiguiente } from './SeccionAcciones.tsx';

const CAMPOS: CamposFiscales<ClienteFormValues> = {
  rfc: { name: 'informacionFiscal.rfc', label: 'clientes.form.rfc', testId: 'cliente-rfc' },
  tipoPersona: { name: 'informacionFiscal.tipoDePersona', label: 'clientes.form.tipoPersona', testId: 'cliente-persona' },
  razonSocial: { name: 'informacionFiscal.razonSocial', label: 'clientes.form.razonSocial', testId: 'cliente-razon-social' },
  regimenFiscal: { name: 'informacionFiscal.regimenFiscal', label: 'clientes.form.regimenFiscal', testId: 'cliente-regimen' },
  usoCfdi: { name: 'informacionFiscal.cfdi', label: 'clientes.form.cfdi', testId: 'cliente-cfdi' },
  moneda: { name: 'informacionFiscal.moneda', label: 'clientes.form.moneda', testId: 'cliente-moneda' },
  formaDePago: { name: 'informacionFiscal.formaDePago', label: 'clientes.form.formaDePago', testId: 'cliente-pago' },
  diasDeCredito: {
    name: 'informacionFiscal.diasDeCredito',
    label: 'clientes.form.diasDeCredito',
    testId: 'cliente-dias-credito',
  },
};

const DOMICILIO: CamposDomicilio<ClienteFormValues> = {
  codigoPostal: { name: 'informacionFiscal.domicilio.codigoPostal', label: 'clientes.form.codigoPostal', testId: 'cliente-cp' },
  estado: { name: 'informacionFiscal.domicilio.estado', label: 'clientes.form.estado', testId: 'cliente-estado' },
  municipio: { name: 'informacionFiscal.domicilio.municipio', label: 'clientes.form.municipio', testId: 'cliente-municipio' },
  ciudad: { name: 'informacionFiscal.domicilio.ciudad', label: 'clientes.form.ciudad', testId: 'cliente-ciudad' },
  calle: { name: 'informacionFiscal.domicilio.calle', label: 'clientes.form.calle', testId: 'cliente-calle' },
};

/**
 * Información Fiscal: the shared fiscal block on the client's field names (spec 1 §3.3). For México
 * the SAT's régimen and uso del CFDI; for another country, its tax conditions. Días de crédito appear
 * only with PPD; the telephone sits beside the address.
 */
export function FiscalTab({ onValidar }: { onValidar: () => void }) {
  const t = useT();
  const form = useFormContext<ClienteFormValues>();
  const paisId = useWatch({ control: form.control, name: 'informacionGeneral.idPais' });
  const monedas = useMonedas();
  const e = form.formState.errors.informacionFiscal;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DatosFiscalesFields
          form={form}
          campos={CAMPOS}
          maxRfc={30}
          monedas={monedas.data ?? []}
          gruposMoneda={{ favoritas: 'clientes.form.monedasFavoritas', otras: 'clientes.form.monedasOtras' }}
          diasSinPpd="oculto"
          sinSat={
            paisId === MEXICO ? undefined : (
              <Controller
                control={form.control}
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
            )
          }
        >
          <TextInput
            label={t('clientes.form.telefono')}
            withAsterisk
            error={e?.telefono?.message}
            data-testid="cliente-telefono"
            {...form.register('informacionFiscal.telefono')}
          />
        </DatosFiscalesFields>
      </SimpleGrid>
      <Title order={3} size="h5">
        {t('clientes.form.domicilioFiscal')}
      </Title>
      <DomicilioFiscalFields form={form} campos={DOMICILIO} />
      <BotonSiguiente onClick={onValidar} testId="cliente-fiscal-validar" />
    </Stack>
  );
}
