import { Card, NumberInput, Select, SimpleGrid, Title } from '@mantine/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { extraPrimaVariable } from '#shared/rating-anual/composicion.ts';
import { condicionesFiscales } from '#shared/viajes-especificos/impuestos.ts';
import { FORMA_DE_PAGO_CREDITO } from '#shared/viajes-especificos/model.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useCatalogoAnual } from '../api.ts';
import type { CotizadorValues } from './form.ts';

export interface ParametrosForm {
  comisionMinima: number;
  comisionMaxima: number;
  cuotasPermitidas: number[];
  idsFormasDePagoPermitidas: number[];
}

/** Whether the payment and commission group is valid (2 §4.5: only then a change re-quotes). */
export const pagoValido = (v: CotizadorValues, p: ParametrosForm) =>
  p.idsFormasDePagoPermitidas.includes(v.pago.formaDePago) &&
  (v.pago.formaDePago === FORMA_DE_PAGO_CREDITO ? p.cuotasPermitidas.includes(v.pago.cuotas) : v.pago.cuotas === 1) &&
  v.comisiones.comisionProductor >= p.comisionMinima &&
  v.comisiones.comisionProductor <= p.comisionMaxima &&
  v.comisiones.dctoComercial >= 0 &&
  v.comisiones.dctoComercial <= 10;

/**
 * The payment and commissions card (spec 2 §2.6 step 2, §5.4, §5.5): payment form (credit enables the
 * instalments, any other clears and disables them), the country's tax conditions, the producer's
 * commission within the insurers' bounds, the commercial discount 0–10 and the extra premium the
 * commission sets (read-only).
 */
export function PagoComisiones({
  form,
  parametros,
  paisId,
}: {
  form: UseFormReturn<CotizadorValues>;
  parametros: ParametrosForm;
  paisId: number;
}) {
  const t = useT();
  const formas = useCatalogoAnual('formasDePago').data ?? [];
  const [forma, comision, dcto] = useWatch({
    control: form.control,
    name: ['pago.formaDePago', 'comisiones.comisionProductor', 'comisiones.dctoComercial'],
  });
  const credito = forma === FORMA_DE_PAGO_CREDITO;
  const fueraDeRango = (x: number, min: number, max: number) =>
    x < min || x > max ? t('cotizadorAnual.entre', { min, max }) : undefined;
  return (
    <Card withBorder radius="md" padding="md" data-testid="anual-pago">
      <Title order={4} size="h5" mb="xs">
        {t('cotizadorAnual.pagoComisiones')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('cotizadorAnual.formaDePago')}
          allowDeselect={false}
          data={parametros.idsFormasDePagoPermitidas.map((id) => ({
            value: String(id),
            label: formas.find((f) => f.id === id)?.nombre ?? String(id),
          }))}
          value={String(forma)}
          onChange={(v) => {
            const nueva = Number(v);
            form.setValue('pago.formaDePago', nueva);
            if (nueva !== FORMA_DE_PAGO_CREDITO) form.setValue('pago.cuotas', 1);
          }}
          data-testid="anual-forma-pago"
        />
        <Controller
          control={form.control}
          name="pago.cuotas"
          render={({ field }) => (
            <Select
              label={t('cotizadorAnual.cuotas')}
              disabled={!credito}
              allowDeselect={false}
              data={(credito ? parametros.cuotasPermitidas : [1]).map((c) => ({ value: String(c), label: String(c) }))}
              value={String(field.value)}
              onChange={(v) => field.onChange(Number(v))}
              data-testid="anual-cuotas"
            />
          )}
        />
        <Controller
          control={form.control}
          name="pago.condicionFiscal"
          render={({ field }) => (
            <Select
              label={t('cotizadorAnual.condicionFiscal')}
              allowDeselect={false}
              data={condicionesFiscales(paisId).map((c) => ({ value: String(c.id), label: c.nombre }))}
              value={String(field.value)}
              onChange={(v) => field.onChange(Number(v))}
              data-testid="anual-condicion-fiscal"
            />
          )}
        />
        <NumberInput
          label={t('cotizadorAnual.comision')}
          suffix=" %"
          decimalSeparator=","
          min={parametros.comisionMinima}
          max={parametros.comisionMaxima}
          value={comision}
          onChange={(v) => form.setValue('comisiones.comisionProductor', typeof v === 'number' ? v : 0)}
          error={fueraDeRango(comision, parametros.comisionMinima, parametros.comisionMaxima)}
          data-testid="anual-comision"
        />
        <NumberInput
          label={t('cotizadorAnual.descuento')}
          suffix=" %"
          decimalSeparator=","
          min={0}
          max={10}
          value={dcto}
          onChange={(v) => form.setValue('comisiones.dctoComercial', typeof v === 'number' ? v : 0)}
          error={fueraDeRango(dcto, 0, 10)}
          data-testid="anual-descuento"
        />
        <NumberInput
          label={t('cotizadorAnual.extraPrima')}
          suffix=" %"
          decimalSeparator=","
          value={extraPrimaVariable(comision)}
          disabled
          data-testid="anual-extra-prima"
        />
      </SimpleGrid>
    </Card>
  );
}
