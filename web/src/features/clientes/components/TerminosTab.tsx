import { useState } from 'react';
import { Button, Group, NumberInput, ScrollArea, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useFieldArray, useFormContext, type FieldError } from 'react-hook-form';
import { useT } from '#web/lib/i18n.tsx';
import { usePolizasDe, usePolizasVigentes } from '../api.ts';
import type { ClienteFormValues } from '../lib/formulario.ts';
import { BotonSiguiente } from './SeccionAcciones.tsx';

type Campo = 'tasa' | 'primaMinima' | 'tasaIntermediario' | 'primaMinimaIntermediario';
const CAMPOS: readonly { campo: Campo; titulo: string; escala: number; vacio: null | undefined }[] = [
  { campo: 'tasa', titulo: 'clientes.terminos.col.tasa', escala: 4, vacio: undefined },
  { campo: 'primaMinima', titulo: 'clientes.terminos.col.primaMinima', escala: 2, vacio: undefined },
  { campo: 'tasaIntermediario', titulo: 'clientes.terminos.col.tasaIntermediario', escala: 4, vacio: null },
  { campo: 'primaMinimaIntermediario', titulo: 'clientes.terminos.col.primaMinimaIntermediario', escala: 2, vacio: null },
];

/**
 * Términos y condiciones Comerciales: 'Pólizas Activas'. A policy in force is associated once (the
 * selector offers only those not associated, and 'Asociar Póliza' shows while one is left); each row's
 * rates and minimum premiums are edited in the table and validated as the API does.
 */
export function TerminosTab({ onSiguiente }: { onSiguiente: () => void }) {
  const t = useT();
  const {
    control,
    setValue,
    formState: { errors },
  } = useFormContext<ClienteFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'condicionesComerciales', keyName: 'clave' });
  const [elegida, setElegida] = useState<string | null>(null);
  const vigentes = usePolizasVigentes().data ?? [];
  const asociadas = usePolizasDe(fields.map((f) => f.polizaId));
  const disponibles = vigentes.filter((p) => !fields.some((f) => f.polizaId === p.id));

  const asociar = () => {
    if (!elegida) return;
    append({
      polizaId: Number(elegida),
      tasa: undefined,
      primaMinima: undefined,
      tasaIntermediario: null,
      primaMinimaIntermediario: null,
    });
    setElegida(null);
  };

  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {t('clientes.terminos.titulo')}
      </Title>
      {disponibles.length ? (
        <Group align="flex-end">
          <Select
            label={t('clientes.terminos.poliza')}
            data={disponibles.map((p) => ({ value: String(p.id), label: `${p.numero} · ${p.nombre}` }))}
            value={elegida}
            onChange={setElegida}
            searchable
            w={360}
            data-testid="cliente-poliza-select"
          />
          <Button onClick={asociar} disabled={!elegida} data-testid="cliente-asociar-poliza">
            {t('clientes.terminos.asociar')}
          </Button>
        </Group>
      ) : null}
      {fields.length ? (
        <ScrollArea>
          <Table miw={1000} verticalSpacing="xs" data-testid="cliente-terminos">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('clientes.terminos.col.numero')}</Table.Th>
                <Table.Th>{t('clientes.terminos.col.aseguradora')}</Table.Th>
                <Table.Th>{t('clientes.terminos.col.nombre')}</Table.Th>
                <Table.Th>{t('clientes.terminos.col.moneda')}</Table.Th>
                {CAMPOS.map((c) => (
                  <Table.Th key={c.campo}>{t(c.titulo)}</Table.Th>
                ))}
                <Table.Th>{t('clientes.terminos.col.acciones')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((f, i) => {
                const p = asociadas[i]?.data;
                const filaErrores = errors.condicionesComerciales?.[i];
                return (
                  <Table.Tr key={f.clave} data-testid={`cliente-termino-${i}`}>
                    <Table.Td>{p?.numero ?? `#${f.polizaId}`}</Table.Td>
                    <Table.Td>{p?.aseguradora.nombre ?? ''}</Table.Td>
                    <Table.Td>{p?.nombre ?? ''}</Table.Td>
                    <Table.Td>{p?.moneda.simbolo ?? ''}</Table.Td>
                    {CAMPOS.map((c) => (
                      <Table.Td key={c.campo}>
                        <NumberInput
                          aria-label={t(c.titulo)}
                          decimalSeparator=","
                          thousandSeparator="."
                          decimalScale={c.escala}
                          allowNegative={false}
                          hideControls
                          defaultValue={f[c.campo] ?? ''}
                          onChange={(v) =>
                            setValue(`condicionesComerciales.${i}.${c.campo}`, typeof v === 'number' ? v : (c.vacio as never), {
                              shouldDirty: true,
                              shouldValidate: true,
                            })
                          }
                          error={
                            (filaErrores?.[c.campo] as FieldError | undefined)?.message ??
                            (c.campo === 'tasa' ? filaErrores?.polizaId?.message : undefined)
                          }
                          w={110}
                          data-testid={`cliente-termino-${i}-${c.campo}`}
                        />
                      </Table.Td>
                    ))}
                    <Table.Td>
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        onClick={() => remove(i)}
                        data-testid={`cliente-termino-${i}-quitar`}
                      >
                        {t('clientes.terminos.quitar')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      ) : (
        <Text c="dimmed" size="sm" data-testid="cliente-terminos-vacio">
          {t('clientes.terminos.vacio')}
        </Text>
      )}
      <BotonSiguiente onClick={onSiguiente} testId="cliente-terminos-siguiente" />
    </Stack>
  );
}
