import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import type { MaestroNombre } from '#shared/catalogos/versiones.ts';
import type { Cobertura, Montos } from '#shared/viajes-especificos/model.ts';
import { MontoInput } from '#web/components/MontoInput.tsx';
import { useEnLocale } from '#web/lib/catalogo-nombre.ts';
import { useMaestro } from '../../api.ts';
import type { Errores } from '../../lib/errores.ts';

/** An entry of a catalogue as the form offers it. */
export interface Opcion {
  id: number;
  nombre: string;
}

/** The catalogues the coverage form picks ids from (the versions in effect). */
export interface Opciones {
  monedas: (Opcion & { codigo: string })[];
  transportes: Opcion[];
  operaciones: Opcion[];
  mercaderias: Opcion[];
  paises: Opcion[];
}

const useLista = <T,>(maestro: MaestroNombre) => (useMaestro(maestro).data?.vigente?.contenido ?? []) as T[];

/** The lists named as the tenant reads them: a pt-BR tenant picks «Eletrônicos de consumo» (ADR 0177). */
export const useOpciones = (): Opciones => {
  const enLocale = useEnLocale();
  const monedas = useLista<Opciones['monedas'][number]>('monedas');
  const transportes = useLista<Opcion>('modosTransporte');
  const operaciones = useLista<Opcion>('tiposRiesgo');
  const mercaderias = useLista<Opcion>('tiposMercaderia');
  const paises = useLista<Opcion>('paises');
  return {
    monedas: enLocale(monedas),
    transportes: enLocale(transportes),
    operaciones: enLocale(operaciones),
    mercaderias: enLocale(mercaderias),
    paises: enLocale(paises),
  };
};

/** What every part of the form gets: the coverage being edited, how to change it, its errors. */
export interface ParteProps {
  cobertura: Cobertura;
  cambiar: (c: Cobertura) => void;
  errores: Errores;
  opciones: Opciones;
  soloLectura: boolean;
}

export const datosSelect = (opciones: readonly Opcion[]) => opciones.map((o) => ({ value: String(o.id), label: o.nombre }));

/** The accepted currencies of the coverage with their codes (an unknown id shows as itself). */
export const monedasAceptadas = (c: Cobertura, opciones: Opciones) =>
  c.monedas.map((id) => ({ id, codigo: opciones.monedas.find((m) => m.id === id)?.codigo ?? String(id) }));

/** A currency's amount set or cleared: a blank amount means "none" (no fee, no limit, no threshold). */
export const conMonto = (montos: Montos, moneda: number, valor: number | undefined): Montos => {
  const resto = Object.fromEntries(Object.entries(montos).filter(([m]) => m !== String(moneda)));
  return valor === undefined ? resto : { ...resto, [String(moneda)]: valor };
};

/** One amount per accepted currency, side by side. */
export function MontosInputs({
  montos,
  monedas,
  onChange,
  testId,
  soloLectura,
  etiqueta,
}: {
  montos: Montos;
  monedas: readonly { id: number; codigo: string }[];
  onChange: (m: Montos) => void;
  testId: string;
  soloLectura: boolean;
  etiqueta: string;
}) {
  return (
    <Group gap="xs" wrap="wrap">
      {monedas.map((m) => (
        <div key={m.id} style={{ width: 170 }}>
          <MontoInput
            ariaLabel={`${etiqueta} ${m.codigo}`}
            moneda={m.codigo}
            value={montos[String(m.id)]}
            onChange={(v) => onChange(conMonto(montos, m.id, v))}
            disabled={soloLectura}
            testId={`${testId}-${m.id}`}
          />
        </div>
      ))}
    </Group>
  );
}

/** A section of a tab: a title, an optional help line and its fields. */
export function Seccion({
  titulo,
  ayuda,
  error,
  children,
}: {
  titulo: string;
  ayuda?: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <Text fw={600} size="sm">
        {titulo}
      </Text>
      {ayuda ? (
        <Text size="xs" c="dimmed" mb={4}>
          {ayuda}
        </Text>
      ) : null}
      {children}
      {error ? (
        <Text size="xs" c="red" mt={4} role="alert">
          {error}
        </Text>
      ) : null}
    </div>
  );
}
