import { useEffect } from 'react';
import { Button, Card, Checkbox, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { Controller, useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import { EnlaceDescarga } from '#web/components/EnlaceDescarga.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useMensajeEnIdioma } from '#web/lib/mensaje-en-idioma.ts';
import { toastError } from '#web/lib/toast.ts';
import {
  camposPagoRequeridos,
  emisionSchema,
  erroresPago,
  MAX_DETALLE,
  type DatosPago,
  type EmisionForm,
} from './form/paso-emision.ts';
import { zodResolver } from '#web/lib/zod-resolver.ts';

export interface PasoEmisionProps {
  valoresIniciales: EmisionForm;
  formaDePago: number;
  formaDePagoNombre: string;
  emailBeneficiario: string | null;
  /** Asks for a fresh link of the saved quote's insured copy; null while it does not exist. */
  pedirCopiaAsegurado: (() => Promise<string>) | null;
  emitiendo: boolean;
  onDirtyChange: (dirty: boolean) => void;
  onAtras: () => void;
  onEmitir: (values: EmisionForm) => void;
}

const CAMPOS_PAGO: (keyof DatosPago)[] = ['cbu', 'tarjeta', 'nroTarjeta', 'vencimiento', 'titular', 'otros'];

/** Step 3 (spec 3 §2.2 and §5.2): operational data, payment data and notifications. */
export function PasoEmision(p: PasoEmisionProps) {
  const t = useT();
  const enIdioma = useMensajeEnIdioma();
  const form = useForm<EmisionForm>({
    defaultValues: p.valoresIniciales,
    resolver: zodResolver(emisionSchema) as unknown as Resolver<EmisionForm>,
    mode: 'onTouched',
  });
  const { control, handleSubmit, setError, clearErrors, formState } = form;
  const { onDirtyChange } = p;
  useEffect(() => onDirtyChange(formState.isDirty), [formState.isDirty, onDirtyChange]);
  const pago = useWatch({ control, name: 'pago' });
  const requeridos = camposPagoRequeridos(p.formaDePago);

  const enviar = handleSubmit(
    (values) => {
      const errores = erroresPago(p.formaDePago, values.pago);
      const campos = Object.keys(errores) as (keyof DatosPago)[];
      if (campos.length) {
        campos.forEach((c, i) =>
          setError(`pago.${c}`, { type: 'pago', message: enIdioma(errores[c] ?? '') }, { shouldFocus: i === 0 }),
        );
        toastError(t('cotizador.toast.revisarPago'));
        return;
      }
      p.onEmitir(values);
    },
    (errors) => {
      // The payment data is checked too, so every error shows at once.
      const errores = erroresPago(p.formaDePago, form.getValues('pago'));
      for (const [c, m] of Object.entries(errores))
        setError(`pago.${c}` as Path<EmisionForm>, { type: 'pago', message: enIdioma(m) });
      toastError(
        Object.keys(errores).length && !Object.keys(errors).some((k) => k !== 'pago')
          ? t('cotizador.toast.revisarPago')
          : t('cotizador.toast.revisarErrores'),
      );
    },
  );

  const texto = (name: 'refInterna' | 'facturaComercial' | 'clausulaDeNoRepeticion', requerido: boolean) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          label={t(`cotizador.emision.${name}`)}
          withAsterisk={requerido}
          {...field}
          error={fieldState.error?.message}
          data-testid={`campo-${name}`}
        />
      )}
    />
  );
  const detalle = (name: 'detalleMercaderia' | 'detalleOrigen' | 'detalleDestino') => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Textarea
          label={t(`cotizador.emision.${name}`)}
          withAsterisk
          autosize
          minRows={2}
          maxLength={MAX_DETALLE}
          {...field}
          error={fieldState.error?.message}
          description={`${field.value.length}/${MAX_DETALLE}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data-testid={`campo-${name}`}
        />
      )}
    />
  );

  return (
    <form onSubmit={(e) => void enviar(e)} noValidate>
      <Stack gap="md">
        <Card withBorder radius="md">
          <Title order={5} mb="sm">
            {t('cotizador.emision.operativos')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {texto('refInterna', true)}
            {texto('facturaComercial', false)}
            {texto('clausulaDeNoRepeticion', false)}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt="sm">
            {detalle('detalleMercaderia')}
            {detalle('detalleOrigen')}
            {detalle('detalleDestino')}
          </SimpleGrid>
        </Card>

        <Card withBorder radius="md">
          <Title order={5} mb={4}>
            {t('cotizador.emision.pago')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('cotizador.emision.formaDePago', { forma: p.formaDePagoNombre })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {CAMPOS_PAGO.filter((c) => requeridos.includes(c)).map((c) => (
              <Controller
                key={c}
                control={control}
                name={`pago.${c}`}
                render={({ field, fieldState }) => (
                  <TextInput
                    label={t(`cotizador.emision.pago.${c}`)}
                    withAsterisk
                    {...field}
                    onChange={(e) => {
                      field.onChange(e);
                      clearErrors(`pago.${c}`);
                    }}
                    error={fieldState.error?.message}
                    data-testid={`campo-pago-${c}`}
                  />
                )}
              />
            ))}
            <Controller
              control={control}
              name="pago.emails"
              render={({ field, fieldState }) => (
                <TextInput
                  label={t('cotizador.emision.pago.emails')}
                  {...field}
                  onChange={(e) => {
                    field.onChange(e);
                    clearErrors('pago.emails');
                  }}
                  error={fieldState.error?.message}
                  data-testid="campo-pago-emails"
                />
              )}
            />
          </SimpleGrid>
          {pago && requeridos.every((c) => pago[c]?.trim()) ? null : (
            <Text size="xs" c="dimmed" mt="xs">
              {t('cotizador.emision.pagoAyuda')}
            </Text>
          )}
        </Card>

        <Card withBorder radius="md">
          <Title order={5} mb="sm">
            {t('cotizador.emision.notificaciones')}
          </Title>
          <Stack gap="sm">
            <Controller
              control={control}
              name="incluirEmailBeneficiario"
              render={({ field }) => (
                <Checkbox
                  label={
                    p.emailBeneficiario
                      ? t('cotizador.emision.incluirEmailBeneficiarioCon', { email: p.emailBeneficiario })
                      : t('cotizador.emision.incluirEmailBeneficiario')
                  }
                  checked={field.value}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                  data-testid="campo-incluirEmailBeneficiario"
                />
              )}
            />
            <Controller
              control={control}
              name="otroEmail"
              render={({ field, fieldState }) => (
                <TextInput
                  label={t('cotizador.emision.otroEmail')}
                  placeholder="logistica@empresa.com; compras@empresa.com"
                  {...field}
                  error={fieldState.error?.message}
                  data-testid="campo-otroEmail"
                />
              )}
            />
          </Stack>
        </Card>

        <Group justify="space-between">
          <Button variant="default" onClick={p.onAtras} data-testid="boton-atras">
            {t('cotizador.acciones.atras')}
          </Button>
          <Group>
            {p.pedirCopiaAsegurado && (
              <EnlaceDescarga pedirUrl={p.pedirCopiaAsegurado} testId="emision-copia-asegurado">
                {t('cotizador.acciones.descargarCopia')}
              </EnlaceDescarga>
            )}
            <Button type="submit" loading={p.emitiendo} data-testid="boton-emitir">
              {t('cotizador.acciones.solicitarEmision')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
