import { useEffect, useRef, useState, type RefObject } from 'react';
import { ActionIcon, Alert, Button, Card, Group, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import type { Siniestro } from '#shared/contract/schemas/siniestro.ts';
import type { EstadoSiniestro } from '#shared/siniestros/estados.ts';
import { EmpresaSelect } from '#web/components/EmpresaSelect.tsx';
import { FechaInput } from '#web/components/FechaInput.tsx';
import { MontoInput } from '#web/components/MontoInput.tsx';
import { useUnsavedChangesGuard } from '#web/components/unsaved-changes.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { useLocale, useT } from '#web/lib/i18n.tsx';
import { setServerFieldErrors } from '#web/lib/server-errors.ts';
import { toastError, toastSuccess } from '#web/lib/toast.ts';
import { zodResolver } from '#web/lib/zod-resolver.ts';
import { useEstadosSiniestro, usePatchSiniestro } from '../api.ts';
import { CAMPOS_EDICION, edicionSchema, valoresEdicion, type EdicionInput, type EdicionValues } from '../lib/edicion.ts';
import { opcionesEstado } from '../lib/estados.ts';

/**
 * The handler's part of a claim (spec 3 §3.9, §5.4): status along the state machine, number,
 * responsible / adjuster / adjuster network, reserve and indemnities, saved with the version read.
 * Without siniestros.editar the whole form is disabled.
 */
export function EdicionSiniestro({
  siniestro,
  puedeEditar,
  onRecargar,
  versionesPropias,
}: {
  siniestro: Siniestro;
  puedeEditar: boolean;
  onRecargar: () => Promise<Siniestro | undefined>;
  /** Versions written by this screen (files attached), safe to adopt while the form has edits. */
  versionesPropias: RefObject<Set<number>>;
}) {
  const t = useT();
  const locale = useLocale();
  const estados = useEstadosSiniestro();
  const patch = usePatchSiniestro(siniestro.id);
  const [conflicto, setConflicto] = useState<string>();
  const form = useForm<EdicionInput, unknown, EdicionValues>({
    resolver: zodResolver(edicionSchema),
    mode: 'onTouched',
    defaultValues: valoresEdicion(siniestro),
    disabled: !puedeEditar,
  });
  const { control, handleSubmit, formState, reset, setError, register, setValue } = form;
  const indemnizaciones = useFieldArray({ control, name: 'indemnizaciones' });
  useUnsavedChangesGuard(puedeEditar && formState.isDirty);

  // A newer copy replaces what the form holds, unless it has edits: then only a version this screen
  // produced itself (a file attached) is taken, and anything else ends in 409 and a reload.
  const dirtyRef = useRef(formState.isDirty);
  dirtyRef.current = formState.isDirty;
  const { version } = siniestro;
  const ultimo = useRef(siniestro);
  ultimo.current = siniestro;
  useEffect(() => {
    if (!dirtyRef.current) reset(valoresEdicion(ultimo.current));
    else if (versionesPropias.current.has(version)) setValue('version', version);
    setConflicto(undefined);
  }, [version, reset, setValue, versionesPropias]);

  const err = (name: string): string | undefined => {
    let e: unknown = formState.errors;
    for (const p of name.split('.')) e = (e as Record<string, unknown> | undefined)?.[p];
    return (e as { message?: string } | undefined)?.message;
  };

  const onValid = (values: EdicionValues) => {
    setConflicto(undefined);
    patch.mutate(values, {
      onSuccess: (nuevo) => {
        reset(valoresEdicion(nuevo));
        toastSuccess(t('siniestros.guardado'));
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 409) {
          setConflicto(error.message || t('siniestros.conflicto'));
          return;
        }
        if (isApiError(error) && error.status === 400) setServerFieldErrors(error.errors, setError, CAMPOS_EDICION);
        toastError(error.message);
      },
    });
  };

  // The claim names its companies: a select shows them even when they are not in the first page.
  const conocidas = [siniestro.responsable, siniestro.liquidador, siniestro.redLiquidador].filter((e) => e !== null);
  const estadoActual = siniestro.estado.id;
  const disabled = !puedeEditar;

  const empresaSelect = (name: 'idResponsable' | 'idLiquidador' | 'idRedLiquidador', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <EmpresaSelect
          label={label}
          placeholder={t('siniestros.detalle.sinAsignar')}
          clearable
          disabled={disabled}
          conocidas={conocidas}
          value={field.value ?? null}
          onChange={(v) => field.onChange(v ?? null)}
          onBlur={field.onBlur}
          error={err(name)}
          nothingFoundMessage={t('siniestros.detalle.sinResultados')}
          data-testid={`siniestro-${name}`}
        />
      )}
    />
  );

  return (
    <Card withBorder radius="lg" padding="lg">
      <form
        onSubmit={(e) => void handleSubmit(onValid, () => toastError(t('siniestros.corregir')))(e)}
        noValidate
        data-testid="siniestro-form"
        data-disabled={disabled}
      >
        <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={3} size="h4">
                {t('siniestros.detalle.gestion')}
              </Title>
              {disabled ? (
                <Text size="sm" c="dimmed" data-testid="siniestro-solo-lectura">
                  {t('siniestros.detalle.soloLectura')}
                </Text>
              ) : null}
            </Group>
            {conflicto ? (
              <Alert color="orange" data-testid="siniestro-conflicto">
                <Group justify="space-between">
                  <Text size="sm">{conflicto}</Text>
                  <Button
                    size="xs"
                    variant="light"
                    color="orange"
                    onClick={() =>
                      void onRecargar().then((s) => {
                        if (s) reset(valoresEdicion(s));
                        setConflicto(undefined);
                      })
                    }
                    data-testid="siniestro-recargar"
                  >
                    {t('siniestros.recargar')}
                  </Button>
                </Group>
              </Alert>
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              <Controller
                control={control}
                name="estado"
                render={({ field }) => (
                  <Select<EstadoSiniestro>
                    label={t('siniestros.detalle.estado')}
                    required
                    disabled={disabled}
                    allowDeselect={false}
                    data={opcionesEstado(estadoActual, estados.data, locale)}
                    value={field.value ?? null}
                    onChange={(v) => field.onChange(v ?? estadoActual)}
                    onBlur={field.onBlur}
                    error={err('estado')}
                    data-testid="siniestro-estado-select"
                  />
                )}
              />
              <TextInput
                label={t('siniestros.detalle.numero')}
                required
                maxLength={30}
                {...register('numero')}
                error={err('numero')}
                data-testid="siniestro-numero"
              />
              <Controller
                control={control}
                name="reserva"
                render={({ field }) => (
                  <MontoInput
                    label={t('siniestros.detalle.reserva')}
                    disabled={disabled}
                    value={field.value}
                    onChange={(v) => field.onChange(v ?? null)}
                    onBlur={field.onBlur}
                    error={err('reserva')}
                    keepErrorSpace
                    testId="siniestro-reserva"
                  />
                )}
              />
              {empresaSelect('idResponsable', t('siniestros.detalle.responsable'))}
              {empresaSelect('idLiquidador', t('siniestros.detalle.liquidador'))}
              {empresaSelect('idRedLiquidador', t('siniestros.detalle.redLiquidador'))}
            </SimpleGrid>

            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={600}>{t('siniestros.detalle.indemnizaciones')}</Text>
                <Button
                  size="compact-sm"
                  variant="light"
                  disabled={disabled}
                  onClick={() => indemnizaciones.append({ fecha: '', valor: undefined as unknown as number })}
                  data-testid="siniestro-indemnizacion-agregar"
                >
                  {t('siniestros.detalle.agregarIndemnizacion')}
                </Button>
              </Group>
              {indemnizaciones.fields.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('siniestros.detalle.sinIndemnizaciones')}
                </Text>
              ) : (
                <Table withTableBorder data-testid="siniestro-indemnizaciones">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('siniestros.detalle.fecha')}</Table.Th>
                      <Table.Th>{t('siniestros.detalle.valor')}</Table.Th>
                      <Table.Th w={50} />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {indemnizaciones.fields.map((row, i) => (
                      <Table.Tr key={row.id} data-testid="siniestro-indemnizacion">
                        <Table.Td>
                          <Controller
                            control={control}
                            name={`indemnizaciones.${i}.fecha`}
                            render={({ field }) => (
                              <FechaInput
                                ariaLabel={t('siniestros.detalle.fecha')}
                                required
                                disabled={disabled}
                                value={field.value ?? ''}
                                onChange={field.onChange}
                                onBlur={field.onBlur}
                                error={err(`indemnizaciones.${i}.fecha`)}
                                keepErrorSpace
                                testId="siniestro-indemnizacion-fecha"
                              />
                            )}
                          />
                        </Table.Td>
                        <Table.Td>
                          <Controller
                            control={control}
                            name={`indemnizaciones.${i}.valor`}
                            render={({ field }) => (
                              <MontoInput
                                ariaLabel={t('siniestros.detalle.valor')}
                                required
                                disabled={disabled}
                                value={field.value}
                                onChange={field.onChange}
                                onBlur={field.onBlur}
                                error={err(`indemnizaciones.${i}.valor`)}
                                keepErrorSpace
                                testId="siniestro-indemnizacion-valor"
                              />
                            )}
                          />
                        </Table.Td>
                        <Table.Td>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            disabled={disabled}
                            aria-label={t('siniestros.detalle.quitarIndemnizacion')}
                            onClick={() => indemnizaciones.remove(i)}
                            data-testid="siniestro-indemnizacion-quitar"
                          >
                            ×
                          </ActionIcon>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
              {(err('indemnizaciones.root') ?? err('indemnizaciones')) ? (
                <Text size="xs" c="red">
                  {err('indemnizaciones.root') ?? err('indemnizaciones')}
                </Text>
              ) : null}
            </Stack>

            <Group justify="flex-end">
              <Button
                variant="default"
                disabled={disabled || !formState.isDirty}
                onClick={() => reset(valoresEdicion(siniestro))}
                data-testid="siniestro-descartar"
              >
                {t('siniestros.detalle.descartar')}
              </Button>
              <Button type="submit" loading={patch.isPending} disabled={disabled} data-testid="siniestro-guardar">
                {t('siniestros.detalle.guardar')}
              </Button>
            </Group>
          </Stack>
        </fieldset>
      </form>
    </Card>
  );
}
