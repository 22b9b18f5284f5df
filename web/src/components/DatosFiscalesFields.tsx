import type { ReactNode } from 'react';
import { Group, NumberInput, Radio, Select, TextInput, type ComboboxData } from '@mantine/core';
import { Controller, useWatch, type FieldValues, type PathValue, type UseFormReturn } from 'react-hook-form';
import { FORMAS_DE_PAGO_FISCAL, PPD, regimenesPara, TIPOS_PERSONA, usosCfdiPara } from '#shared/fiscal/mexico.ts';
import { useT } from '#web/lib/i18n.tsx';
import { errorDe, type CampoForm } from './campo-form.ts';

export interface CamposFiscales<T extends FieldValues> {
  rfc: CampoForm<T>;
  tipoPersona: CampoForm<T>;
  razonSocial: CampoForm<T>;
  regimenFiscal: CampoForm<T>;
  usoCfdi: CampoForm<T>;
  moneda: CampoForm<T>;
  formaDePago: CampoForm<T>;
  diasDeCredito: CampoForm<T>;
}

export interface Moneda {
  id: number;
  nombre: string;
  simbolo: string;
  esFavorita?: boolean | undefined;
}

/** The currencies grouped by favourite (spec 1 §2.4), each searchable by name or symbol. */
const gruposDeMonedas = (monedas: readonly Moneda[], etiquetas: { favoritas: string; otras: string }) =>
  [true, false]
    .map((fav) => ({
      group: fav ? etiquetas.favoritas : etiquetas.otras,
      items: monedas
        .filter((m) => Boolean(m.esFavorita) === fav)
        .map((m) => ({ value: m.id, label: `${m.nombre} (${m.simbolo})` })),
    }))
    .filter((g) => g.items.length);

/**
 * The SAT fiscal data an issuer and a client share (spec 1 §2.4 fiscal tab): R.F.C, tipo de persona,
 * razón social, régimen and uso del CFDI (each list narrowed to the person type and régimen), the
 * billing currency, forma de pago and días de crédito, which only PPD takes (PUE resets them). Each form
 * maps its own spec field names onto it; `sinSat` replaces régimen and CFDI for a client outside México.
 */
export function DatosFiscalesFields<T extends FieldValues>({
  form,
  campos,
  maxRfc,
  monedas,
  gruposMoneda,
  diasSinPpd,
  onTipoPersona,
  sinSat,
  children,
}: {
  form: UseFormReturn<T>;
  campos: CamposFiscales<T>;
  /** The issuer's RFC is a Mexican one (13); a client's tax id may be another country's, with separators. */
  maxRfc: number;
  monedas: readonly Moneda[];
  /** The i18n keys of the favourite and other currency groups. */
  gruposMoneda: { favoritas: string; otras: string };
  /** Without PPD the issuer shows días de crédito disabled; the client hides them. */
  diasSinPpd: 'deshabilitado' | 'oculto';
  onTipoPersona?: () => void;
  sinSat?: ReactNode;
  /** Further fields of the same grid (the client's telephone). */
  children?: ReactNode;
}) {
  const t = useT();
  const { control, register, setValue } = form;
  const [tipo, regimen, forma] = useWatch({
    control,
    name: [campos.tipoPersona.name, campos.regimenFiscal.name, campos.formaDePago.name],
  }) as [number, number | null, number];
  const ppd = forma === PPD;
  const usoCfdi = (
    <Controller
      control={control}
      name={campos.usoCfdi.name}
      render={({ field }) => (
        <Select
          label={t(campos.usoCfdi.label)}
          withAsterisk
          data={usosCfdiPara(tipo, regimen).map((u) => ({ value: u.id, label: `${u.id} - ${u.nombre}` }))}
          value={field.value as string | null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errorDe(form, campos.usoCfdi)}
          data-testid={campos.usoCfdi.testId}
        />
      )}
    />
  );
  const numerico = (campo: CampoForm<T>, data: ComboboxData<number>, searchable = false) => (
    <Controller
      control={control}
      name={campo.name}
      render={({ field }) => (
        <Select<number>
          label={t(campo.label)}
          withAsterisk
          searchable={searchable}
          data={data}
          value={field.value as number | null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errorDe(form, campo)}
          data-testid={campo.testId}
        />
      )}
    />
  );

  return (
    <>
      <TextInput
        label={t(campos.rfc.label)}
        withAsterisk
        maxLength={maxRfc}
        error={errorDe(form, campos.rfc)}
        data-testid={campos.rfc.testId}
        {...register(campos.rfc.name, { setValueAs: (v: string) => v.toUpperCase() })}
      />
      <Controller
        control={control}
        name={campos.tipoPersona.name}
        render={({ field }) => (
          <Radio.Group
            label={t(campos.tipoPersona.label)}
            withAsterisk
            value={String(field.value)}
            onChange={(v) => {
              field.onChange(Number(v));
              onTipoPersona?.();
            }}
            data-testid={campos.tipoPersona.testId}
          >
            <Group mt={6}>
              {/* Spec 1 §2.4: 'Persona Física / Persona Moral'. */}
              {[...TIPOS_PERSONA].reverse().map((p) => (
                <Radio
                  key={p.id}
                  value={String(p.id)}
                  label={t(`fiscal.persona.${p.clave}`)}
                  data-testid={campos.tipoPersona.testId ? `${campos.tipoPersona.testId}-${p.clave}` : undefined}
                />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      <TextInput
        label={t(campos.razonSocial.label)}
        withAsterisk
        maxLength={200}
        error={errorDe(form, campos.razonSocial)}
        data-testid={campos.razonSocial.testId}
        {...register(campos.razonSocial.name)}
      />
      {sinSat ?? (
        <>
          {numerico(
            campos.regimenFiscal,
            regimenesPara(tipo).map((r) => ({ value: r.id, label: r.nombre })),
          )}
          {usoCfdi}
        </>
      )}
      {numerico(
        campos.moneda,
        gruposDeMonedas(monedas, { favoritas: t(gruposMoneda.favoritas), otras: t(gruposMoneda.otras) }),
        true,
      )}
      <Controller
        control={control}
        name={campos.formaDePago.name}
        render={({ field }) => (
          <Radio.Group
            label={t(campos.formaDePago.label)}
            withAsterisk
            value={String(field.value)}
            onChange={(v) => {
              field.onChange(Number(v));
              // Spec 1 §4: leaving PPD resets días de crédito and removes their validation.
              if (Number(v) !== PPD)
                setValue(campos.diasDeCredito.name, null as PathValue<T, typeof campos.diasDeCredito.name>, {
                  shouldValidate: true,
                });
            }}
            data-testid={campos.formaDePago.testId}
          >
            <Group mt={6}>
              {FORMAS_DE_PAGO_FISCAL.map((f) => (
                <Radio key={f.id} value={String(f.id)} label={f.nombre} data-testid={`${campos.formaDePago.testId}-${f.clave}`} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      {ppd || diasSinPpd === 'deshabilitado' ? (
        <Controller
          control={control}
          name={campos.diasDeCredito.name}
          render={({ field }) => (
            <NumberInput
              label={t(campos.diasDeCredito.label)}
              withAsterisk={ppd}
              disabled={!ppd}
              allowDecimal={false}
              allowNegative={false}
              min={1}
              max={365}
              value={(field.value as number | null) ?? ''}
              onChange={(v) => field.onChange(v === '' ? null : Number(v))}
              onBlur={field.onBlur}
              error={errorDe(form, campos.diasDeCredito)}
              data-testid={campos.diasDeCredito.testId}
            />
          )}
        />
      ) : null}
      {children}
    </>
  );
}
