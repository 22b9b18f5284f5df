import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Divider, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import type { Oferta } from '#shared/contract/schemas/viaje-especifico.ts';
import { rutaCondiciones } from '#shared/viajes-especificos/condiciones.ts';
import { MedidasSeguridadOferta } from '#web/components/MedidasSeguridadOferta.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { useOfertaEnLocale } from '#web/lib/catalogo-nombre.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useMensajeEnIdioma } from '#web/lib/mensaje-en-idioma.ts';
import { CalculoDetalle } from './CalculoDetalle.tsx';

export interface OfertaCardProps {
  oferta: Oferta;
  /** Highlights the card as the chosen coverage. */
  selected?: boolean;
  /** Shows 'Seleccionar' (offers without validaciones). */
  onSelect?: (oferta: Oferta) => void;
  /** Shows 'Solicitar aprobación' (offers with validaciones). */
  onSolicitarAprobacion?: (oferta: Oferta) => void;
  /** The select button shows a loader (re-pricing the chosen coverage). */
  loading?: boolean;
  disabled?: boolean;
  /** The insurer approved the excess: the price is firm again and the messages stay as a record. */
  excesoAprobado?: boolean;
}

/**
 * One quote offer (spec 2 §3.8 and §9, spec 3 §3.4): title, price (per month with instalments),
 * 'Popular' and percent-off badges, deductibles, security measures, coefficients, calculation detail
 * and conditions. With validaciones, 'Riesgo excedido' replaces the price, the messages are listed
 * and 'Solicitar aprobación' replaces 'Seleccionar'. Read-only when no callback is given.
 */
export function OfertaCard({
  oferta,
  selected,
  onSelect,
  onSolicitarAprobacion,
  loading,
  disabled,
  excesoAprobado,
}: OfertaCardProps) {
  const t = useT();
  const enIdioma = useMensajeEnIdioma();
  // What the card reads of the coverage, in the tenant's locale; the callbacks get the offer as priced.
  const textos = useOfertaEnLocale()(oferta);
  const [detalle, setDetalle] = useState(false);
  const excedido = oferta.validaciones.length > 0;
  const simbolo = oferta.moneda.simbolo;
  const porMes = oferta.cuotas > 1;

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      shadow={selected ? 'md' : 'xs'}
      style={selected ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
      data-testid="oferta-card"
      data-cobertura-id={oferta.cobertura.id}
      data-selected={selected ? 'true' : 'false'}
      data-excedido={excedido ? 'true' : 'false'}
    >
      <Stack gap="sm">
        <Stack gap={4}>
          <Title order={4} data-testid="oferta-titulo">
            {textos.cobertura.nombre}
          </Title>
          <Text size="sm" c="dimmed">
            {oferta.cobertura.aseguradora}
          </Text>
          <Group gap={4}>
            {oferta.popular && (
              <Badge color="orange" data-testid="oferta-popular">
                {t('cotizador.oferta.popular')}
              </Badge>
            )}
            {oferta.oferta > 0 && (
              <Badge color="green" data-testid="oferta-descuento">
                {t('cotizador.oferta.descuento', { porcentaje: formatNumber(oferta.oferta, 0) })}
              </Badge>
            )}
            {selected && <Badge variant="filled">{t('cotizador.oferta.elegida')}</Badge>}
          </Group>
        </Stack>

        {excedido && excesoAprobado && (
          <Alert color="teal" title={t('cotizador.oferta.riesgoAprobado')} data-testid="oferta-riesgo-aprobado">
            <List size="sm" spacing={2}>
              {oferta.validaciones.map((v) => (
                <List.Item key={v.codigo}>{enIdioma(v.mensaje)}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {excedido && !excesoAprobado ? (
          <Alert color="red" title={t('cotizador.oferta.riesgoExcedido')} data-testid="oferta-riesgo-excedido">
            <List size="sm" spacing={2}>
              {oferta.validaciones.map((v) => (
                <List.Item key={v.codigo} data-testid="oferta-validacion">
                  {enIdioma(v.mensaje)}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : (
          <Stack gap={0} data-testid="oferta-precio">
            <Text fz={28} fw={700} lh={1.2}>
              {simbolo} {formatNumber(porMes ? oferta.valorCuota : oferta.premio)}
              {porMes && (
                <Text span size="sm" c="dimmed" fw={400}>
                  {' '}
                  {t('cotizador.oferta.porMes')}
                </Text>
              )}
            </Text>
            <Text size="xs" c="dimmed">
              {porMes
                ? t('cotizador.oferta.cuotasDe', { count: oferta.cuotas, total: `${simbolo} ${formatNumber(oferta.premio)}` })
                : t('cotizador.oferta.premioTotal')}
            </Text>
          </Stack>
        )}

        <Text size="sm">
          {t('cotizador.oferta.prima')}: {simbolo} {formatNumber(oferta.prima)} · {t('cotizador.oferta.sumaAsegurada')}: {simbolo}{' '}
          {formatNumber(oferta.sumaAsegurada)}
        </Text>

        {textos.cobertura.resumenes.length > 0 && (
          <List size="sm" spacing={2}>
            {textos.cobertura.resumenes.map((r) => (
              <List.Item key={r}>{r}</List.Item>
            ))}
          </List>
        )}

        {textos.deducibles.length > 0 && (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {t('cotizador.oferta.deducibles')}
            </Text>
            {textos.deducibles.map((d) => (
              <Text size="sm" key={`${d.cobertura}-${d.deducible}`}>
                {d.cobertura}: {d.deducible}
              </Text>
            ))}
          </Stack>
        )}

        <MedidasSeguridadOferta medidas={textos.medidasSeguridad} />

        <Divider />
        <Group gap="md">
          <Text size="xs" c="dimmed">
            {t('cotizador.oferta.coeficiente')}: {formatNumber(oferta.coeficienteFrecuenciaSiniestros)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('cotizador.oferta.cantidadViajes')}: {oferta.cantidadViajes}
          </Text>
          <Text size="xs" c="dimmed">
            {t('cotizador.oferta.recargoAdmin')}: {formatNumber(oferta.recargoAdmin.valor)} % (
            {formatNumber(oferta.recargoAdmin.minimo)}–{formatNumber(oferta.recargoAdmin.maximo)})
          </Text>
          <Text size="xs" c="dimmed">
            {t('cotizador.oferta.comisionProductor')}: {formatNumber(oferta.comisionProductor.valor)} % (
            {formatNumber(oferta.comisionProductor.minima)}–{formatNumber(oferta.comisionProductor.maxima)})
          </Text>
        </Group>

        <Group justify="space-between">
          <Group gap="sm">
            <Anchor component="button" type="button" size="sm" onClick={() => setDetalle(true)} data-testid="oferta-ver-calculo">
              {t('cotizador.oferta.verCalculo')}
            </Anchor>
            <Anchor
              href={rutaCondiciones(oferta.cobertura.id)}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              data-testid="oferta-condiciones"
            >
              {t('cotizador.oferta.condiciones')}
            </Anchor>
          </Group>
          {excedido
            ? onSolicitarAprobacion && (
                <Button
                  color="orange"
                  onClick={() => onSolicitarAprobacion(oferta)}
                  disabled={disabled}
                  data-testid="oferta-solicitar-aprobacion"
                >
                  {t('cotizador.oferta.solicitarAprobacion')}
                </Button>
              )
            : onSelect && (
                <Button onClick={() => onSelect(oferta)} loading={loading} disabled={disabled} data-testid="oferta-seleccionar">
                  {t('cotizador.oferta.seleccionar')}
                </Button>
              )}
        </Group>
      </Stack>

      <Modal
        opened={detalle}
        onClose={() => setDetalle(false)}
        size="xl"
        title={`${t('cotizador.oferta.verCalculo')} · ${textos.cobertura.nombre}`}
      >
        <CalculoDetalle calculoPrima={oferta.calculoPrima} calculoPremio={oferta.calculoPremio} />
      </Modal>
    </Card>
  );
}
