import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { Controller, useFieldArray, type Control, type FieldErrors } from 'react-hook-form';
import { FechaInput } from '#web/components/FechaInput.tsx';
import { MontoInput } from '#web/components/MontoInput.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useCatalogo } from '../api.ts';
import { DEDUCIBLE_VACIO, ENDOSO_VACIO, LIMITE_VACIO, type PolizaFormValues } from '../lib/formulario.ts';

interface TablaProps {
  control: Control<PolizaFormValues>;
  errors: FieldErrors<PolizaFormValues>;
  moneda: string;
}

/** An editable table: a header, one row per entry with a remove button, an add button and the empty text. */
function Tabla({
  titulos,
  filas,
  vacio,
  agregar,
  onAgregar,
  testId,
}: {
  titulos: string[];
  filas: ReactNode[];
  vacio: string;
  agregar: string;
  onAgregar: () => void;
  testId: string;
}) {
  return (
    <Stack gap="xs">
      {filas.length ? (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing={4} data-testid={`${testId}-tabla`}>
            <Table.Thead>
              <Table.Tr>
                {titulos.map((titulo) => (
                  <Table.Th key={titulo}>{titulo}</Table.Th>
                ))}
                <Table.Th w={40} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{filas}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text size="sm" c="dimmed">
          {vacio}
        </Text>
      )}
      <Group>
        <Button variant="light" size="xs" onClick={onAgregar} data-testid={`${testId}-agregar`}>
          {agregar}
        </Button>
      </Group>
    </Stack>
  );
}

function Quitar({ onClick, testId }: { onClick: () => void; testId: string }) {
  const t = useT();
  return (
    <ActionIcon variant="subtle" color="red" onClick={onClick} aria-label={t('polizas.form.quitar')} data-testid={testId}>
      ×
    </ActionIcon>
  );
}

export function DeduciblesTabla({ control, errors, moneda }: TablaProps) {
  const t = useT();
  const { fields, append, remove } = useFieldArray({ control, name: 'cobertura.deducibles' });
  const e = errors.cobertura?.deducibles;
  return (
    <Tabla
      testId="poliza-deducibles"
      titulos={[t('polizas.form.concepto'), t('polizas.form.tipoDeducible'), t('polizas.form.valor')]}
      vacio={t('polizas.form.sinDeducibles')}
      agregar={t('polizas.form.agregarDeducible')}
      onAgregar={() => append({ ...DEDUCIBLE_VACIO })}
      filas={fields.map((f, i) => (
        <Table.Tr key={f.id}>
          <Table.Td>
            <Controller
              control={control}
              name={`cobertura.deducibles.${i}.concepto`}
              render={({ field }) => (
                <TextInput {...field} aria-label={t('polizas.form.concepto')} error={e?.[i]?.concepto?.message} />
              )}
            />
          </Table.Td>
          <Table.Td w={200}>
            <Controller
              control={control}
              name={`cobertura.deducibles.${i}.tipo`}
              render={({ field }) => (
                <Select
                  aria-label={t('polizas.form.tipoDeducible')}
                  data={[
                    { value: 'porcentaje', label: t('polizas.deducible.porcentaje') },
                    { value: 'monto', label: t('polizas.deducible.monto', { moneda }) },
                  ]}
                  allowDeselect={false}
                  value={field.value}
                  onChange={(v) => field.onChange(v ?? 'porcentaje')}
                />
              )}
            />
          </Table.Td>
          <Table.Td w={170}>
            <Controller
              control={control}
              name={`cobertura.deducibles.${i}.valor`}
              render={({ field }) => (
                <MontoInput
                  ariaLabel={t('polizas.form.valor')}
                  moneda=""
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={e?.[i]?.valor?.message}
                  testId={`poliza-deducible-${i}-valor`}
                />
              )}
            />
          </Table.Td>
          <Table.Td>
            <Quitar onClick={() => remove(i)} testId={`poliza-deducible-${i}-quitar`} />
          </Table.Td>
        </Table.Tr>
      ))}
    />
  );
}

export function LimitesTabla({ control, errors, moneda }: TablaProps) {
  const t = useT();
  const modos = useCatalogo('modosTransporte').data ?? [];
  const { fields, append, remove } = useFieldArray({ control, name: 'limitesPorEmbarque' });
  const e = errors.limitesPorEmbarque;
  return (
    <Tabla
      testId="poliza-limites"
      titulos={[t('polizas.form.transporte'), t('polizas.form.limite')]}
      vacio={t('polizas.form.sinLimites')}
      agregar={t('polizas.form.agregarLimite')}
      onAgregar={() => append({ ...LIMITE_VACIO })}
      filas={fields.map((f, i) => (
        <Table.Tr key={f.id}>
          <Table.Td>
            <Controller
              control={control}
              name={`limitesPorEmbarque.${i}.transporteId`}
              render={({ field }) => (
                <Select
                  aria-label={t('polizas.form.transporte')}
                  data={modos.map((m) => ({ value: String(m.id), label: m.nombre }))}
                  value={field.value === null ? null : String(field.value)}
                  onChange={(v) => field.onChange(v === null ? null : Number(v))}
                  onBlur={field.onBlur}
                  error={e?.[i]?.transporteId?.message}
                  data-testid={`poliza-limite-${i}-transporte`}
                />
              )}
            />
          </Table.Td>
          <Table.Td w={240}>
            <Controller
              control={control}
              name={`limitesPorEmbarque.${i}.limite`}
              render={({ field }) => (
                <MontoInput
                  ariaLabel={t('polizas.form.limite')}
                  moneda={moneda}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={e?.[i]?.limite?.message}
                  testId={`poliza-limite-${i}-monto`}
                />
              )}
            />
          </Table.Td>
          <Table.Td>
            <Quitar onClick={() => remove(i)} testId={`poliza-limite-${i}-quitar`} />
          </Table.Td>
        </Table.Tr>
      ))}
    />
  );
}

export function EndososTabla({ control, errors }: Omit<TablaProps, 'moneda'>) {
  const t = useT();
  const { fields, append, remove } = useFieldArray({ control, name: 'endosos', keyName: 'clave' });
  const e = errors.endosos;
  return (
    <Tabla
      testId="poliza-endosos"
      titulos={[t('polizas.form.endosoId'), t('polizas.form.endosoNombre'), t('polizas.form.desde'), t('polizas.form.hasta')]}
      vacio={t('polizas.form.sinEndosos')}
      agregar={t('polizas.form.agregarEndoso')}
      onAgregar={() => append({ ...ENDOSO_VACIO })}
      filas={fields.map((f, i) => (
        <Table.Tr key={f.clave}>
          <Table.Td w={60}>
            <Text size="sm" c="dimmed">
              {f.id ?? t('polizas.form.endosoNuevo')}
            </Text>
          </Table.Td>
          <Table.Td>
            <Controller
              control={control}
              name={`endosos.${i}.nombre`}
              render={({ field }) => (
                <TextInput
                  {...field}
                  aria-label={t('polizas.form.endosoNombre')}
                  error={e?.[i]?.nombre?.message}
                  data-testid={`poliza-endoso-${i}-nombre`}
                />
              )}
            />
          </Table.Td>
          {(['vigenciaDesde', 'vigenciaHasta'] as const).map((campo) => (
            <Table.Td key={campo} w={170}>
              <Controller
                control={control}
                name={`endosos.${i}.${campo}`}
                render={({ field }) => (
                  <FechaInput
                    desde="cualquiera"
                    ariaLabel={t(campo === 'vigenciaDesde' ? 'polizas.form.desde' : 'polizas.form.hasta')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={e?.[i]?.[campo]?.message}
                    testId={`poliza-endoso-${i}-${campo}`}
                  />
                )}
              />
            </Table.Td>
          ))}
          <Table.Td>
            <Quitar onClick={() => remove(i)} testId={`poliza-endoso-${i}-quitar`} />
          </Table.Td>
        </Table.Tr>
      ))}
    />
  );
}
