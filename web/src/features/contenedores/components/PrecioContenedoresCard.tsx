import type { ReactNode } from 'react';
import { Table, Text } from '@mantine/core';
import type { PrecioContenedores } from '#shared/contract/schemas/certificado-contenedores.ts';
import { importe } from '#web/components/CeldasCertificado.tsx';
import { PrecioCertificadoCard, type FilaPrecio } from '#web/components/PrecioCertificadoCard.tsx';
import { formatInteger } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';

/** A line's amount and, under it, how it was made (count × rate per container). */
function MontoLinea({ monto, detalle }: { monto: string; detalle: string }) {
  return (
    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
      <Text size="xs">{monto}</Text>
      <Text size="xs" c="dimmed">
        {detalle}
      </Text>
    </Table.Td>
  );
}

/** The containers priced, a line per type; the amounts only for who may read the premium. */
function Lineas({ precio }: { precio: PrecioContenedores }) {
  const t = useT();
  const conMontos = precio.lineas.some((l) => l.montoPrima !== undefined);
  const $ = (v: number | undefined) => importe(precio.moneda, v);
  return (
    <Table withTableBorder fz="xs" data-testid="cont-precio-lineas">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('certCont.tipo')}</Table.Th>
          <Table.Th ta="right">{t('certCont.cantidad')}</Table.Th>
          {conMontos ? (
            <>
              <Table.Th ta="right">{t('certCont.linea.prima')}</Table.Th>
              <Table.Th ta="right">{t('certCont.linea.primaTransporte')}</Table.Th>
            </>
          ) : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {precio.lineas.map((l) => (
          <Table.Tr key={l.tipo.id} data-testid="cont-precio-linea">
            <Table.Td>
              {l.tipo.nombre} ({l.tipo.codigo})
            </Table.Td>
            <Table.Td ta="right">{formatInteger(l.cantidad)}</Table.Td>
            {conMontos ? (
              <>
                <MontoLinea monto={$(l.montoPrima)} detalle={`${formatInteger(l.cantidad)} × ${$(l.prima)}`} />
                <MontoLinea monto={$(l.montoTransporte)} detalle={`${formatInteger(l.cantidad)} × ${$(l.primaTransporte)}`} />
              </>
            ) : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The server's price of a container certificate: the lines per type, subtotal and premium (with
 * prima.mostrar), final price (with markup.consultar), and the trace (with both).
 */
export function PrecioContenedoresCard({ precio, children }: { precio: PrecioContenedores; children?: ReactNode }) {
  const t = useT();
  const filas: FilaPrecio[] = [];
  if (precio.subtotal !== undefined)
    filas.push({ label: t('certCont.precio.subtotal'), monto: precio.subtotal, testId: 'cont-precio-subtotal' });
  if (precio.prima !== undefined)
    filas.push({ label: t('certCarga.col.prima'), monto: precio.prima, testId: 'cert-precio-prima' });
  if (precio.precioFinal !== undefined)
    filas.push({ label: t('certCarga.col.precioFinal'), monto: precio.precioFinal, testId: 'cert-precio-final', fuerte: true });
  return (
    <PrecioCertificadoCard
      simbolo={precio.moneda.simbolo}
      filas={filas}
      validaciones={precio.validaciones}
      calculo={precio.calculo}
      detalle={<Lineas precio={precio} />}
    >
      {children}
    </PrecioCertificadoCard>
  );
}
