import { Button, Card, Collapse, Group, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import type { OfertaAnual } from '#shared/contract/schemas/rating-anual.ts';
import { Confetti } from '#web/components/Confetti.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { useOfertaEnLocale } from '#web/lib/catalogo-nombre.ts';
import { useT } from '#web/lib/i18n.tsx';
import { toastSuccess } from '#web/lib/toast.ts';
import { LISTA_PATH, detallePath } from '../paths.ts';
import type { CotizadorValues } from './form.ts';

type Nombre = (id: number | null) => string;

/**
 * Spec 2 §2.6 success view: the saved quote's number, coverage, premium, parties and MAE detail; confetti
 * every 4 s. After an approval request it says so: the quote waits for the insurer, not for the producer.
 */
export function ExitoAnual({
  id,
  enAprobacion,
  oferta,
  v,
  nombres,
}: {
  id: number;
  enAprobacion: boolean;
  oferta: OfertaAnual;
  v: CotizadorValues;
  nombres: Record<'mercaderias' | 'operaciones' | 'transportes', Nombre>;
}) {
  const t = useT();
  const textos = useOfertaEnLocale()(oferta);
  const [abierto, { toggle }] = useDisclosure(false);
  const s = oferta.premio.moneda.simbolo;
  const tabla = (filas: { id: number | null; tasa: number; valor: number }[], nombre: Nombre) => (
    <Table>
      <Table.Tbody>
        {filas.map((f) => (
          <Table.Tr key={f.id ?? 0}>
            <Table.Td>{nombre(f.id)}</Table.Td>
            <Table.Td ta="right">{`${formatNumber(f.tasa)} %`}</Table.Td>
            <Table.Td ta="right">{`${s} ${formatNumber(f.valor)}`}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <Card withBorder radius="lg" padding="xl" data-testid="anual-exito">
      <Confetti />
      <Stack gap="sm">
        <Title order={2} data-testid="anual-exito-titulo">
          {t(enAprobacion ? 'cotizadorAnual.exito.tituloAprobacion' : 'cotizadorAnual.exito.titulo')}
        </Title>
        <Text data-testid="anual-exito-numero">{t('cotizadorAnual.exito.numero', { id })}</Text>
        {enAprobacion ? (
          <Text data-testid="anual-exito-aprobacion">
            {t('cotizadorAnual.exito.textoAprobacion', { aseguradora: oferta.cobertura.aseguradora })}
          </Text>
        ) : null}
        <Text>{`${t('ratingAnual.resumen.cobertura')}: ${textos.cobertura.nombre} (${oferta.cobertura.aseguradora})`}</Text>
        <Text fw={700}>{`${t('ratingAnual.col.premio')}: ${s} ${formatNumber(oferta.premio.monto)}`}</Text>
        <Text>{`${t('ratingAnual.col.tomador')}: ${v.tomador?.nombre ?? ''}`}</Text>
        <Text>{`${t('ratingAnual.col.beneficiario')}: ${(v.tomadorEsBeneficiario ? v.tomador : v.beneficiario)?.nombre ?? ''}`}</Text>
        <Button variant="subtle" onClick={toggle} w="fit-content">
          {t('cotizadorAnual.exito.detalleMae')}
        </Button>
        <Collapse expanded={abierto}>
          <Tabs defaultValue="mercaderias">
            <Tabs.List>
              <Tabs.Tab value="mercaderias">{t('cotizadorAnual.mercaderias')}</Tabs.Tab>
              <Tabs.Tab value="transportes">{t('cotizadorAnual.transportes')}</Tabs.Tab>
              <Tabs.Tab value="operaciones">{t('cotizadorAnual.operaciones')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="mercaderias">{tabla(v.mercaderias, nombres.mercaderias)}</Tabs.Panel>
            <Tabs.Panel value="transportes">{tabla(v.transportes, nombres.transportes)}</Tabs.Panel>
            <Tabs.Panel value="operaciones">{tabla(v.operaciones, nombres.operaciones)}</Tabs.Panel>
          </Tabs>
        </Collapse>
        <Group>
          <Button variant="default" component={Link} to={LISTA_PATH} data-testid="anual-exito-lista">
            {t('cotizadorAnual.exito.irLista')}
          </Button>
          <Button
            variant="default"
            onClick={() =>
              void navigator.clipboard
                .writeText(`${window.location.origin}${detallePath(id)}`)
                .then(() => toastSuccess(t('ratingAnual.compartido')))
            }
          >
            {t('ratingAnual.accion.compartir')}
          </Button>
          <Button component={Link} to={detallePath(id)} data-testid="anual-exito-detalle">
            {t('cotizadorAnual.exito.irDetalle')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
