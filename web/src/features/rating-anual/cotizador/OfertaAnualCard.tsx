import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { OfertaAnual } from '#shared/contract/schemas/rating-anual.ts';
import { EnlaceDescarga } from '#web/components/EnlaceDescarga.tsx';
import { MedidasSeguridadOferta } from '#web/components/MedidasSeguridadOferta.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { useOfertaEnLocale } from '#web/lib/catalogo-nombre.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useMensajeEnIdioma } from '#web/lib/mensaje-en-idioma.ts';

/**
 * One annual offer (spec 2 §3.8 quote card): coverage and insurer, the premium (per month with
 * instalments), 'Popular' and percent-off badges, deductibles, security measures, the deposit premium
 * and the offer's PDF. With
 * validaciones, 'Riesgo excedido' replaces the price, the messages are listed, and 'Solicitar
 * aprobación' replaces 'Seleccionar': such an offer cannot be chosen.
 */
export function OfertaAnualCard({
  oferta,
  elegida,
  onSelect,
  onSolicitarAprobacion,
  pdf,
}: {
  oferta: OfertaAnual;
  elegida: boolean;
  /** Without them the card only shows the offer (the summary's chosen coverage). */
  onSelect?: () => void;
  onSolicitarAprobacion?: () => void;
  /** Asks for a fresh link to the offer's paper (the server prices it again). */
  pdf?: () => Promise<string>;
}) {
  const t = useT();
  const enIdioma = useMensajeEnIdioma();
  // What the card reads of the coverage, in the tenant's locale; the callbacks get the offer as priced.
  const textos = useOfertaEnLocale()(oferta);
  const s = oferta.premio.moneda.simbolo;
  const excedido = oferta.validaciones.length > 0;
  const porMes = oferta.cuotas > 1;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      shadow={elegida ? 'md' : 'xs'}
      style={elegida ? { borderColor: 'var(--mantine-color-green-6)' } : undefined}
      data-testid={`oferta-anual-${oferta.cobertura.id}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Stack gap={0}>
            <Title order={4} size="h5">
              {textos.cobertura.nombre}
            </Title>
            <Text size="xs" c="dimmed">
              {oferta.cobertura.aseguradora}
            </Text>
          </Stack>
          <Group gap={4}>
            {oferta.popular ? <Badge color="yellow">{t('cotizadorAnual.popular')}</Badge> : null}
            {oferta.oferta > 0 ? (
              <Badge color="green">{t('cotizador.oferta.descuento', { porcentaje: formatNumber(oferta.oferta, 0) })}</Badge>
            ) : null}
          </Group>
        </Group>
        {excedido ? (
          <Stack gap={4}>
            <Text fw={700} c="red" data-testid="oferta-riesgo-excedido">
              {t('cotizadorAnual.riesgoExcedido')}
            </Text>
            <List size="xs" c="red">
              {oferta.validaciones.map((v) => (
                <List.Item key={`${v.codigo}-${v.mensaje}`}>{enIdioma(v.mensaje)}</List.Item>
              ))}
            </List>
          </Stack>
        ) : (
          <Stack gap={0}>
            <Text size="xl" fw={800} data-testid="oferta-premio">
              {`${s} ${formatNumber(porMes ? oferta.valorCuota : oferta.premio.monto)}`}
              {porMes ? <Text span size="sm" fw={500}>{` ${t('cotizadorAnual.porMes', { count: oferta.cuotas })}`}</Text> : null}
            </Text>
            <Text size="xs" c="dimmed">
              {t('cotizadorAnual.primaYDeposito', {
                prima: `${s} ${formatNumber(oferta.prima.monto)}`,
                deposito: `${s} ${formatNumber(oferta.primaDeposito)}`,
              })}
            </Text>
          </Stack>
        )}
        <Text size="xs">{textos.deducibles.map((d) => `${d.cobertura}: ${d.deducible}`).join(' · ')}</Text>
        <MedidasSeguridadOferta medidas={textos.medidasSeguridad} />
        {pdf ? (
          <EnlaceDescarga pedirUrl={pdf} testId="oferta-pdf">
            {t('cotizadorAnual.pdf')}
          </EnlaceDescarga>
        ) : null}
        {!onSelect || !onSolicitarAprobacion ? null : excedido ? (
          <Button variant="light" color="orange" onClick={onSolicitarAprobacion} data-testid="oferta-solicitar-aprobacion">
            {t('cotizadorAnual.solicitarAprobacion')}
          </Button>
        ) : (
          <Button variant={elegida ? 'filled' : 'light'} onClick={onSelect} data-testid="oferta-seleccionar">
            {t('cotizadorAnual.seleccionar')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
