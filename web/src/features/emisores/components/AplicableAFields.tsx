import { useState } from 'react';
import { Select, SimpleGrid, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Cliente } from '#shared/contract/schemas/cliente.ts';
import type { AplicableA } from '#shared/emisores/formulario.ts';
import { EntidadSelect } from '#web/components/EntidadSelect.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { usePolizas, usePolizasPorId } from '../api.ts';

const BUSQUEDA_MS = 400;

/**
 * What a condition applies to: a real policy of the tenant (searched by number or name), one of its
 * endorsements and optionally a beneficiary (tomadores y beneficiarios).
 */
export function AplicableAFields({
  value,
  onChange,
  errores,
}: {
  value: AplicableA;
  onChange: (value: AplicableA) => void;
  errores: Record<string, string>;
}) {
  const t = useT();
  const [busqueda, setBusqueda] = useState('');
  const [texto] = useDebouncedValue(busqueda.trim(), BUSQUEDA_MS);
  const polizas = usePolizas(texto);
  const [elegida] = usePolizasPorId(value.poliza ? [value.poliza.id] : []);
  const [beneficiario, setBeneficiario] = useState<Cliente | null>(null);

  const filas = polizas.data?.data ?? [];
  const opciones = filas.map((p) => ({ value: p.id, label: `${p.numero} — ${p.nombre} (${p.aseguradora.nombre})` }));
  if (value.poliza && !filas.some((p) => p.id === value.poliza?.id))
    opciones.unshift({ value: value.poliza.id, label: value.poliza.numero });
  const endosos = elegida?.data?.endosos ?? [];

  // The policy's label (number, name and insurer) is long: it takes a whole row.
  return (
    <Stack>
      <Select<number>
        label={t('emisor.condicion.poliza')}
        placeholder={t('emisor.condicion.buscarPoliza')}
        withAsterisk
        searchable
        filter={({ options }) => options}
        // Picking an option writes its label in the box: that is not a new search.
        onSearchChange={(s) => setBusqueda(opciones.some((o) => o.label === s) ? '' : s)}
        data={opciones}
        value={value.poliza?.id ?? null}
        onChange={(id) => {
          const p = filas.find((f) => f.id === id);
          onChange({ ...value, poliza: p ? { id: p.id, numero: p.numero } : null, endoso: null });
        }}
        error={errores.polizaId}
        nothingFoundMessage={t('emisor.condicion.sinPolizas')}
        data-testid="condicion-poliza"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select<number>
          label={t('emisor.condicion.endoso')}
          withAsterisk
          disabled={!value.poliza}
          data={endosos.map((e) => ({ value: e.id, label: e.nombre }))}
          value={value.endoso?.id ?? null}
          onChange={(id) => {
            const e = endosos.find((x) => x.id === id);
            onChange({ ...value, endoso: e ? { id: e.id, nombre: e.nombre } : null });
          }}
          error={errores.endosoId}
          data-testid="condicion-endoso"
        />
        <EntidadSelect
          label={t('emisor.condicion.beneficiario')}
          placeholder={value.beneficiario && !beneficiario ? value.beneficiario.nombre : t('emisor.condicion.sinBeneficiario')}
          value={beneficiario}
          onChange={(c) => {
            setBeneficiario(c);
            onChange({ ...value, beneficiario: c ? { id: c.id, nombre: c.nombre } : null });
          }}
          error={errores.beneficiarioId}
          data-testid="condicion-beneficiario"
        />
      </SimpleGrid>
    </Stack>
  );
}
