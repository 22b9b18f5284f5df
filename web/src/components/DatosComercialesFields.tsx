import type { ReactNode } from 'react';
import { Group, MultiSelect, Radio, Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { CONFIGURACIONES_FACTURACION, TIPOS_CLIENTE } from '#shared/clientes/listas.ts';
import type { ConstanciaEnFormulario } from '#shared/contract/schemas/constancia.ts';
import { MAX_CONSTANCIAS } from '#shared/files/constancias.ts';
import { useT } from '#web/lib/i18n.tsx';
import { errorDe, type CampoForm } from './campo-form.ts';
import { ChipsInput } from './ChipsInput.tsx';
import { ConstanciaFiscal, type ConstanciaFiscalProps } from './ConstanciaFiscal.tsx';

export interface CamposComerciales<T extends FieldValues> {
  tipoCliente: CampoForm<T>;
  configuracionFacturacion: CampoForm<T>;
  /** With the i18n keys of its Sí and No. */
  autoEmision: CampoForm<T> & { si: string; no: string };
  /** Chip lists, each with its maximum length where the form bounds it. */
  sucursales: CampoForm<T> & { max?: number };
  vendedores: CampoForm<T> & { max?: number };
  ejecutivos: CampoForm<T>;
  intermediarios: CampoForm<T>;
  emailFacturas: CampoForm<T>;
  emailCertificados: CampoForm<T>;
  constancia: CampoForm<T>;
}

type Opcion = { id: number; nombre: string };

/**
 * The commercial data an issuer and a client share (spec 1 §2.4 commercial tab). Each form maps its
 * own spec field names onto it; they differ where the spec does: the client requires its tipo de
 * cliente and assigns several executives and intermediaries (the issuer's body carries one of each),
 * the issuer's chip box refuses empty input, and each form brings its own credit-limit input.
 */
export function DatosComercialesFields<T extends FieldValues>({
  form,
  campos,
  tipoClienteRequerido = false,
  ejecutivos,
  intermediarios,
  varios,
  limite,
  vacioInvalido,
  constancia,
  children,
}: {
  form: UseFormReturn<T>;
  campos: CamposComerciales<T>;
  tipoClienteRequerido?: boolean;
  ejecutivos: readonly Opcion[];
  intermediarios: readonly Opcion[];
  /** Several executives and intermediaries (multi-select) or one of each. */
  varios: boolean;
  limite: ReactNode;
  /** Spec 1 §4: the issuer's chip box refuses empty input, the client's ignores it. */
  vacioInvalido: boolean;
  constancia: Pick<ConstanciaFiscalProps, 'pedirSubida' | 'pedirUrl'>;
  /** Further fields of the same grid (the issuer's commissions). */
  children?: ReactNode;
}) {
  const t = useT();
  const { control, register } = form;

  const catalogo = (campo: CampoForm<T>, lista: readonly { id: string; nombre: string }[], requerido: boolean) => (
    <Controller
      control={control}
      name={campo.name}
      render={({ field }) => (
        <Select
          label={t(campo.label)}
          withAsterisk={requerido}
          data={lista.map((c) => ({ value: c.id, label: c.nombre }))}
          clearable={!requerido}
          value={field.value as string | null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errorDe(form, campo)}
          data-testid={campo.testId}
        />
      )}
    />
  );
  const asignados = (campo: CampoForm<T>, opciones: readonly Opcion[]) => (
    <Controller
      control={control}
      name={campo.name}
      render={({ field }) => {
        const comunes = {
          label: t(campo.label),
          data: opciones.map((x) => ({ value: x.id, label: x.nombre })),
          searchable: true,
          error: errorDe(form, campo),
          'data-testid': campo.testId,
        };
        return varios ? (
          <MultiSelect<number> {...comunes} value={field.value as number[]} onChange={field.onChange} />
        ) : (
          <Select<number> {...comunes} clearable value={field.value as number | null} onChange={field.onChange} />
        );
      }}
    />
  );
  const lista = (campo: CampoForm<T> & { max?: number }) => (
    <Controller
      control={control}
      name={campo.name}
      render={({ field }) => (
        <ChipsInput
          label={t(campo.label)}
          value={field.value as string[]}
          onChange={field.onChange}
          max={campo.max}
          vacioInvalido={vacioInvalido}
          error={errorDe(form, campo)}
          testId={campo.testId ?? campo.name}
        />
      )}
    />
  );
  const email = (campo: CampoForm<T>) => (
    <TextInput
      label={t(campo.label)}
      type="email"
      error={errorDe(form, campo)}
      data-testid={campo.testId}
      {...register(campo.name)}
    />
  );
  const auto = campos.autoEmision;

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {catalogo(campos.tipoCliente, TIPOS_CLIENTE, tipoClienteRequerido)}
        {catalogo(campos.configuracionFacturacion, CONFIGURACIONES_FACTURACION, false)}
        {limite}
        <Controller
          control={control}
          name={auto.name}
          render={({ field }) => (
            <Radio.Group
              label={t(auto.label)}
              value={field.value ? 'si' : 'no'}
              onChange={(v) => field.onChange(v === 'si')}
              data-testid={auto.testId}
            >
              <Group mt={6}>
                <Radio value="si" label={t(auto.si)} data-testid={`${auto.testId}-si`} />
                <Radio value="no" label={t(auto.no)} data-testid={`${auto.testId}-no`} />
              </Group>
            </Radio.Group>
          )}
        />
        {lista(campos.sucursales)}
        {lista(campos.vendedores)}
        {asignados(campos.ejecutivos, ejecutivos)}
        {asignados(campos.intermediarios, intermediarios)}
        {email(campos.emailFacturas)}
        {email(campos.emailCertificados)}
        {children}
      </SimpleGrid>
      <Controller
        control={control}
        name={campos.constancia.name}
        render={({ field }) => (
          <ConstanciaFiscal
            label={t(campos.constancia.label)}
            value={field.value as ConstanciaEnFormulario[]}
            onChange={field.onChange}
            max={MAX_CONSTANCIAS}
            {...constancia}
            testId={campos.constancia.testId ?? campos.constancia.name}
          />
        )}
      />
    </>
  );
}
