import { SimpleGrid, TextInput } from '@mantine/core';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useT } from '#web/lib/i18n.tsx';
import { errorDe, type CampoForm } from './campo-form.ts';

export interface CamposDomicilio<T extends FieldValues> {
  codigoPostal: CampoForm<T>;
  estado: CampoForm<T>;
  municipio: CampoForm<T>;
  ciudad: CampoForm<T>;
  calle: CampoForm<T>;
  /** The issuer keeps its telephone in the address (domicilioFiscal.tel); the client beside it. */
  tel?: CampoForm<T>;
}

/** The domicilio fiscal block (spec 1 §2.4): código postal, estado and municipio required. */
export function DomicilioFiscalFields<T extends FieldValues>({
  form,
  campos,
}: {
  form: UseFormReturn<T>;
  campos: CamposDomicilio<T>;
}) {
  const t = useT();
  const texto = (campo: CampoForm<T>, requerido: boolean, maxLength?: number) => (
    <TextInput
      label={t(campo.label)}
      withAsterisk={requerido}
      maxLength={maxLength}
      error={errorDe(form, campo)}
      data-testid={campo.testId}
      {...form.register(campo.name)}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {texto(campos.codigoPostal, true, 5)}
      {texto(campos.estado, true)}
      {texto(campos.municipio, true)}
      {texto(campos.ciudad, false)}
      {texto(campos.calle, false)}
      {campos.tel ? texto(campos.tel, false) : null}
    </SimpleGrid>
  );
}
