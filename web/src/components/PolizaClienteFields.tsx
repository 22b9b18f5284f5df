import { useState } from 'react';
import { Button, Select, SimpleGrid, Stack } from '@mantine/core';
import { Controller, type Control, type UseFormSetValue } from 'react-hook-form';
import type { Cliente } from '#shared/contract/schemas/cliente.ts';
import type { PolizaActiva } from '#shared/contract/schemas/polizas-activas.ts';
import { useT } from '#web/lib/i18n.tsx';
import { EntidadSelect } from './EntidadSelect.tsx';
import { ParteCreateModal } from './ParteCreateModal.tsx';

/** The part of a certificate form this block edits (cargo and containers hold the same four ids). */
export interface PolizaClienteValues {
  clienteId: number | null;
  polizaId: number | null;
  endosoId: number | null;
  beneficiarioId: number | null;
}

export interface Partes {
  cliente: Cliente | null;
  beneficiario: Cliente | null;
}

/**
 * Who and under what: the client (search), one of its associated policies in force and optionally an
 * endorsement, and the beneficiary ('+ Nuevo' creates one as Beneficiarios does).
 */
export function PolizaClienteFields({
  testId,
  control,
  setValue,
  partes,
  onPartes,
  polizas,
  cargandoPolizas,
  sinPolizas,
  errorPolizas,
  poliza,
}: {
  /** Prefix of the test ids: `<id>-cliente`, `<id>-poliza`, `<id>-endoso`, `<id>-beneficiario`. */
  testId: string;
  /** The certificate's form, seen through the four ids this block edits. */
  control: Control<PolizaClienteValues>;
  setValue: UseFormSetValue<PolizaClienteValues>;
  partes: Partes;
  onPartes: (p: Partes) => void;
  polizas: readonly PolizaActiva[];
  cargandoPolizas: boolean;
  /** What the policy select says when the client has none of this kind. */
  sinPolizas: string;
  /** Why the client's policies could not be read, if they could not. */
  errorPolizas: string | undefined;
  poliza: PolizaActiva | undefined;
}) {
  const t = useT();
  const [nuevoBeneficiario, setNuevoBeneficiario] = useState(false);
  const elegirBeneficiario = (b: Cliente | null) => {
    onPartes({ ...partes, beneficiario: b });
    setValue('beneficiarioId', b?.id ?? null, { shouldDirty: true });
  };
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Controller
          control={control}
          name="clienteId"
          render={({ fieldState }) => (
            <EntidadSelect
              label={t('certCarga.cliente')}
              withAsterisk
              value={partes.cliente}
              onChange={(c) => {
                onPartes({ ...partes, cliente: c });
                setValue('clienteId', c?.id ?? null, { shouldValidate: c !== null, shouldDirty: true });
                // Another client has other policies.
                setValue('polizaId', null);
                setValue('endosoId', null);
              }}
              error={fieldState.error?.message}
              data-testid={`${testId}-cliente`}
            />
          )}
        />
        <Controller
          control={control}
          name="polizaId"
          render={({ field, fieldState }) => (
            <Select
              label={t('certCarga.poliza')}
              withAsterisk
              placeholder={partes.cliente ? undefined : t('certCarga.polizaSinCliente')}
              disabled={!partes.cliente}
              data={polizas.map((p) => ({
                value: String(p.id),
                label: `${p.numero} — ${p.aseguradora.nombre} (${p.moneda.simbolo})`,
              }))}
              value={field.value === null ? null : String(field.value)}
              onChange={(v) => {
                field.onChange(v === null ? null : Number(v));
                setValue('endosoId', null);
              }}
              onBlur={field.onBlur}
              nothingFoundMessage={cargandoPolizas ? t('entidad.searching') : sinPolizas}
              searchable
              error={fieldState.error?.message ?? errorPolizas}
              data-testid={`${testId}-poliza`}
            />
          )}
        />
        <Controller
          control={control}
          name="endosoId"
          render={({ field, fieldState }) => (
            <Select
              label={t('certCarga.endoso')}
              placeholder={t('certCarga.sinEndoso')}
              clearable
              disabled={!poliza?.endosos.length}
              data={(poliza?.endosos ?? []).map((e) => ({ value: String(e.id), label: e.nombre }))}
              value={field.value === null ? null : String(field.value)}
              onChange={(v) => field.onChange(v === null ? null : Number(v))}
              error={fieldState.error?.message}
              data-testid={`${testId}-endoso`}
            />
          )}
        />
        <Controller
          control={control}
          name="beneficiarioId"
          render={({ fieldState }) => (
            <div>
              <EntidadSelect
                label={t('certCarga.beneficiario')}
                value={partes.beneficiario}
                onChange={elegirBeneficiario}
                error={fieldState.error?.message}
                data-testid={`${testId}-beneficiario`}
              />
              <Button
                variant="subtle"
                size="compact-sm"
                mt={4}
                onClick={() => setNuevoBeneficiario(true)}
                data-testid={`${testId}-beneficiario-nuevo`}
              >
                + {t('certCarga.nuevo.beneficiario')}
              </Button>
            </div>
          )}
        />
      </SimpleGrid>
      <ParteCreateModal
        tipo="beneficiario"
        opened={nuevoBeneficiario}
        onClose={() => setNuevoBeneficiario(false)}
        onCreated={elegirBeneficiario}
      />
    </Stack>
  );
}
