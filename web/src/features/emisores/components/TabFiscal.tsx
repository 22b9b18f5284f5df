import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import type { FormularioEmisor } from '#shared/emisores/formulario.ts';
import { DatosFiscalesFields, type CamposFiscales } from '#web/components/DatosFiscalesFields.tsx';
import { DomicilioFiscalFields, type CamposDomicilio } from '#web/components/DomicilioFiscalFields.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useMonedas } from '../api.ts';

const CAMPOS: CamposFiscales<FormularioEmisor> = {
  rfc: { name: 'informacionFiscal.rfc', label: 'emisor.rfc', testId: 'emisor-rfc' },
  tipoPersona: { name: 'informacionFiscal.idTipoPersona', label: 'emisor.tipoPersona', testId: 'emisor-tipoPersona' },
  razonSocial: { name: 'informacionFiscal.razonSocial', label: 'emisor.razonSocial', testId: 'emisor-razonSocial' },
  regimenFiscal: { name: 'informacionFiscal.idRegimenFiscal', label: 'emisor.regimenFiscal', testId: 'emisor-regimenFiscal' },
  usoCfdi: { name: 'informacionFiscal.idUsoCFDI', label: 'emisor.usoCfdi', testId: 'emisor-usoCfdi' },
  moneda: { name: 'informacionFiscal.idMonedaFacturacion', label: 'emisor.moneda', testId: 'emisor-moneda' },
  formaDePago: { name: 'informacionFiscal.idFormaDePago', label: 'emisor.formaDePago', testId: 'emisor-formaDePago' },
  diasDeCredito: { name: 'informacionFiscal.diasDeCredito', label: 'emisor.diasDeCredito', testId: 'emisor-diasDeCredito' },
};

const DOMICILIO: CamposDomicilio<FormularioEmisor> = {
  codigoPostal: {
    name: 'informacionFiscal.domicilioFiscal.codigoPostal',
    label: 'emisor.codigoPostal',
    testId: 'emisor-codigoPostal',
  },
  estado: { name: 'informacionFiscal.domicilioFiscal.estado', label: 'emisor.estadoDomicilio', testId: 'emisor-estadoDomicilio' },
  municipio: { name: 'informacionFiscal.domicilioFiscal.municipio', label: 'emisor.municipio', testId: 'emisor-municipio' },
  ciudad: { name: 'informacionFiscal.domicilioFiscal.ciudad', label: 'emisor.ciudad' },
  calle: { name: 'informacionFiscal.domicilioFiscal.calle', label: 'emisor.calle' },
  tel: { name: 'informacionFiscal.domicilioFiscal.tel', label: 'emisor.tel' },
};

/**
 * Información Fiscal: the shared fiscal block on the issuer's field names (spec 1 §7). Días de crédito
 * stay in view, disabled without PPD; a new person type re-checks the RFC and régimen against it.
 */
export function TabFiscal({ form }: { form: UseFormReturn<FormularioEmisor> }) {
  const t = useT();
  const monedas = useMonedas();
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DatosFiscalesFields
          form={form}
          campos={CAMPOS}
          maxRfc={13}
          monedas={monedas.data ?? []}
          gruposMoneda={{ favoritas: 'emisor.monedasFavoritas', otras: 'emisor.monedasOtras' }}
          diasSinPpd="deshabilitado"
          onTipoPersona={() =>
            void form.trigger(['informacionFiscal.rfc', 'informacionFiscal.idRegimenFiscal']).catch(() => undefined)
          }
        />
      </SimpleGrid>
      <Fieldset legend={t('emisor.domicilio')}>
        <DomicilioFiscalFields form={form} campos={DOMICILIO} />
      </Fieldset>
    </Stack>
  );
}
