import { useState } from 'react';
import { Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, type Control, type UseFormSetValue } from 'react-hook-form';
import type { Cliente } from '#shared/contract/schemas/cliente.ts';
import type { Empresa } from '#shared/contract/schemas/empresa.ts';
import type { PolizaActiva } from '#shared/contract/schemas/polizas-activas.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useLayoutContext } from '#web/lib/layout-context.ts';
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

/** The client a client's user quotes for: its own, fixed (the server refuses any other). */
export const clienteFijoDe = (e: Empresa | undefined): { id: number; nombre: string } | null =>
  e?.tipo === 'cliente' && e.clienteId !== undefined ? { id: e.clienteId, nombre: e.nombre } : null;

/**
 * Who and under what: the client (search, or fixed for a client's own user), one of its associated
 * policies in force and optionally an endorsement, and the beneficiary ('+ Nuevo' creates one as
 * Beneficiarios does), offered to who may search (and create) parties.
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
  clienteFijo = null,
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
  /** The only client this user quotes for (clienteFijoDe): shown, not searched. */
  clienteFijo?: { id: number; nombre: string } | null;
}) {
  const t = useT();
  const permisos = useLayoutContext().empresa?.permisos ?? [];
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
          render={({ fieldState }) =>
            clienteFijo ? (
              <TextInput
                label={t('certCarga.cliente')}
                withAsterisk
                value={clienteFijo.nombre}
                readOnly
                data-testid={`${testId}-cliente`}
              />
            ) : (
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
            )
          }
        />
        <Controller
          control={control}
          name="polizaId"
          render={({ field, fieldState }) => (
            <Select
              label={t('certCarga.poliza')}
              withAsterisk
              placeholder={partes.cliente || clienteFijo ? undefined : t('certCarga.polizaSinCliente')}
              disabled={!partes.cliente && !clienteFijo}
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
        {permisos.includes('beneficiarios.ver') ? (
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
                {permisos.includes('beneficiarios.editar') ? (
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    mt={4}
                    onClick={() => setNuevoBeneficiario(true)}
                    data-testid={`${testId}-beneficiario-nuevo`}
                  >
                    + {t('certCarga.nuevo.beneficiario')}
                  </Button>
                ) : null}
              </div>
            )}
          />
        ) : null}
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
