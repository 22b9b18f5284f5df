import { Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { Declaracion } from '#shared/contract/schemas/declaracion.ts';
import { fecha } from '#shared/text/fecha.ts';
import { formatMoney } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { toastError } from '#web/lib/toast.ts';
import { useEliminarFactura, useEliminarPago } from '../api.ts';
import type { AccionPantalla } from '../lib/acciones.ts';
import { FacturaForm } from './FacturaForm.tsx';
import { PagoForm } from './PagoForm.tsx';

/** The expanded row's 'Facturación' block: the invoice, or its upload form when allowed. */
export function BloqueFactura({ d, acciones }: { d: Declaracion; acciones: AccionPantalla[] }) {
  const t = useT();
  const eliminar = useEliminarFactura();
  const f = d.factura;
  return (
    <Stack gap="xs" data-testid="bloque-factura">
      <Title order={5}>{t('declaraciones.facturacion')}</Title>
      {f ? (
        <Group gap="lg" wrap="wrap">
          <Text size="sm">
            {t('declaraciones.factura.numero')}: <b data-testid="factura-mostrada">{f.numero}</b>
          </Text>
          <Text size="sm">
            {t('declaraciones.factura.fecha')}: {fecha(f.fecha)} · {t('declaraciones.factura.vto')}: {fecha(f.vto)}
          </Text>
          <Text size="sm">
            {t('declaraciones.factura.importe')}: {formatMoney(f.importe, d.moneda.simbolo)} · {t('declaraciones.factura.saldo')}:{' '}
            <b data-testid="factura-saldo">{formatMoney(f.saldo.monto, f.saldo.moneda.simbolo)}</b>
          </Text>
          {f.pagada ? <Badge color="green">{t('declaraciones.pagada')}</Badge> : null}
          {f.condonado ? (
            <Text size="sm" data-testid="factura-condonado">
              {t('declaraciones.factura.condonado', {
                monto: formatMoney(f.condonado.monto, d.moneda.simbolo),
                motivo: f.condonado.motivo,
              })}
            </Text>
          ) : null}
          <Anchor href={f.url} size="sm" data-testid="factura-descargar">
            {f.nombreArchivo}
          </Anchor>
          {f.xml ? (
            <Anchor href={f.xml.url} size="sm">
              {f.xml.nombreArchivo}
            </Anchor>
          ) : null}
          {acciones.includes('eliminarFactura') ? (
            <Button
              size="xs"
              color="red"
              variant="light"
              loading={eliminar.isPending}
              onClick={() => {
                if (window.confirm(t('declaraciones.factura.eliminarConfirmar')))
                  eliminar.mutate(d.id, { onError: (e) => toastError(e.message) });
              }}
              data-testid="factura-eliminar"
            >
              {t('declaraciones.factura.eliminar')}
            </Button>
          ) : null}
        </Group>
      ) : acciones.includes('cargarFactura') ? (
        <FacturaForm d={d} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('declaraciones.factura.sinFactura')}
        </Text>
      )}
    </Stack>
  );
}

/** The 'Comprobantes de pago' block: each proof ('Revisar' flagged), the empty text, the upload form. */
export function BloquePagos({ d, acciones }: { d: Declaracion; acciones: AccionPantalla[] }) {
  const t = useT();
  const eliminar = useEliminarPago();
  return (
    <Stack gap="xs" data-testid="bloque-pagos">
      <Title order={5}>{t('declaraciones.comprobantes')}</Title>
      {d.pagos.length ? (
        <Table withTableBorder striped fz="sm">
          <Table.Tbody>
            {d.pagos.map((p) => (
              <Table.Tr key={p.id} data-testid="pago-fila">
                <Table.Td>{fecha(p.fecha)}</Table.Td>
                <Table.Td>{p.metodo}</Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>{formatMoney(p.importe, d.moneda.simbolo)}</Table.Td>
                <Table.Td>
                  <Badge color={p.estado.texto === 'Revisar' ? 'orange' : 'green'} variant="light" data-testid="pago-estado">
                    {p.estado.texto === 'Revisar' ? `⚠ ${p.estado.texto}` : p.estado.texto}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Anchor href={p.url} size="sm">
                    {p.nombreArchivo}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {acciones.includes('eliminarPago') ? (
                    <Button
                      size="compact-xs"
                      color="red"
                      variant="subtle"
                      loading={eliminar.isPending}
                      onClick={() => eliminar.mutate({ id: d.id, pagoId: p.id }, { onError: (e) => toastError(e.message) })}
                      data-testid="pago-eliminar"
                    >
                      {t('declaraciones.pago.eliminar')}
                    </Button>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm" c="dimmed" data-testid="pagos-vacio">
          {t('declaraciones.sinPagos')}
        </Text>
      )}
      {acciones.includes('cargarPago') ? <PagoForm d={d} /> : null}
    </Stack>
  );
}
