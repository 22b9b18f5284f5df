import { NumberInput, Table, Text } from '@mantine/core';
import { Seccion, type Opcion } from '../cobertura/comun.tsx';

/**
 * A value per catalogue entry (a goods type's rate, a transport's factor): one row per entry, blank
 * meaning the map has no value for it (what that means is the section's help: refused, or factor 1).
 */
export function MapaPorId({
  titulo,
  ayuda,
  opciones,
  valores,
  onChange,
  soloLectura,
  errores,
  apagadas = [],
  decimales,
  sufijo,
  testId,
}: {
  titulo: string;
  ayuda: string;
  opciones: readonly Opcion[];
  valores: Readonly<Record<string, number>>;
  onChange: (valores: Record<string, number>) => void;
  soloLectura: boolean;
  /** Errors by entry id. */
  errores: (id: number) => string | undefined;
  /** Entries shown dimmed (prohibited, not permitted): their value is kept but unused. */
  apagadas?: readonly number[];
  decimales: number;
  sufijo: string;
  testId: string;
}) {
  const poner = (id: number, v: number | string) => {
    const resto = Object.fromEntries(Object.entries(valores).filter(([k]) => k !== String(id)));
    onChange(typeof v === 'number' ? { ...resto, [String(id)]: v } : resto);
  };
  return (
    <Seccion titulo={titulo} ayuda={ayuda}>
      <Table withTableBorder verticalSpacing={2} data-testid={testId}>
        <Table.Tbody>
          {opciones.map((o) => (
            <Table.Tr key={o.id}>
              <Table.Td>
                <Text size="sm" c={apagadas.includes(o.id) ? 'dimmed' : undefined}>
                  {o.nombre}
                </Text>
              </Table.Td>
              <Table.Td w={160}>
                <NumberInput
                  size="xs"
                  aria-label={`${titulo}: ${o.nombre}`}
                  value={valores[String(o.id)] ?? ''}
                  onChange={(v) => poner(o.id, v)}
                  decimalSeparator=","
                  decimalScale={decimales}
                  suffix={sufijo}
                  hideControls
                  allowNegative={false}
                  disabled={soloLectura}
                  error={errores(o.id)}
                  data-testid={`${testId}-${o.id}`}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Seccion>
  );
}
