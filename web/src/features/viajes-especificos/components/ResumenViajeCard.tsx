import type { ReactNode } from 'react';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { Flag } from '#web/components/Flag.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { fecha } from '#shared/text/fecha.ts';

export interface PaisResumen {
  nombre: string;
  bandera: string;
}

/** What the side trip-summary card shows; every field is optional (the wizard fills it as it goes). */
export interface ResumenViaje {
  tipoRiesgoId?: number | null;
  modoTransporte?: string | null;
  origen?: PaisResumen | null;
  destino?: PaisResumen | null;
  /** yyyy-mm-dd */
  fechaSalida?: string | null;
  mercaderia?: string | null;
  esNueva?: boolean | null;
  monedaSimbolo?: string | null;
  sumaAsegurada?: number | null;
  tomador?: string | null;
  cobertura?: string | null;
  aseguradora?: string | null;
  premio?: number | null;
  nroCotizacion?: number | null;
  nroCertificado?: string | null;
}

function Fila({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" component="div" data-testid={testId}>
        {children}
      </Text>
    </Group>
  );
}

const Pais = ({ pais }: { pais: PaisResumen }) => (
  <Group gap={6} wrap="nowrap" justify="flex-end">
    {pais.bandera && <Flag pais={pais} size={14} />}
    <span>{pais.nombre}</span>
  </Group>
);

/** The side trip-summary card of the wizard, the success page and the detail (read-only). */
export function ResumenViajeCard({ resumen, title }: { resumen: ResumenViaje; title?: string }) {
  const t = useT();
  const vacio = '—';
  const simbolo = resumen.monedaSimbolo ?? '';
  return (
    <Card withBorder radius="md" padding="md" data-testid="resumen-viaje-card">
      <Stack gap={8}>
        <Title order={5}>{title ?? t('cotizador.resumenViaje.titulo')}</Title>
        {resumen.nroCotizacion ? <Fila label={t('cotizador.resumenViaje.nroCotizacion')}>{resumen.nroCotizacion}</Fila> : null}
        {resumen.nroCertificado ? <Fila label={t('cotizador.resumenViaje.nroCertificado')}>{resumen.nroCertificado}</Fila> : null}
        <Fila label={t('cotizador.resumenViaje.tipoRiesgo')}>
          {resumen.tipoRiesgoId ? t(`cotizador.riesgo.${resumen.tipoRiesgoId}`) : vacio}
        </Fila>
        <Fila label={t('cotizador.resumenViaje.transporte')}>{resumen.modoTransporte ?? vacio}</Fila>
        <Fila label={t('cotizador.resumenViaje.origen')} testId="resumen-viaje-origen">
          {resumen.origen ? <Pais pais={resumen.origen} /> : vacio}
        </Fila>
        <Fila label={t('cotizador.resumenViaje.destino')} testId="resumen-viaje-destino">
          {resumen.destino ? <Pais pais={resumen.destino} /> : vacio}
        </Fila>
        <Fila label={t('cotizador.resumenViaje.fechaSalida')}>{resumen.fechaSalida ? fecha(resumen.fechaSalida) : vacio}</Fila>
        <Fila label={t('cotizador.resumenViaje.mercaderia')}>
          {resumen.mercaderia
            ? `${resumen.mercaderia}${resumen.esNueva === false ? ` (${t('cotizador.resumenViaje.usada')})` : ''}`
            : vacio}
        </Fila>
        <Fila label={t('cotizador.resumenViaje.sumaAsegurada')} testId="resumen-viaje-suma">
          {resumen.sumaAsegurada !== null && resumen.sumaAsegurada !== undefined
            ? `${simbolo} ${formatNumber(resumen.sumaAsegurada)}`
            : vacio}
        </Fila>
        {resumen.tomador ? <Fila label={t('cotizador.resumenViaje.tomador')}>{resumen.tomador}</Fila> : null}
        {resumen.cobertura ? (
          <Fila label={t('cotizador.resumenViaje.cobertura')}>
            {resumen.cobertura}
            {resumen.aseguradora ? ` · ${resumen.aseguradora}` : ''}
          </Fila>
        ) : null}
        {resumen.premio !== null && resumen.premio !== undefined ? (
          <Fila label={t('cotizador.resumenViaje.premio')} testId="resumen-viaje-premio">
            {`${simbolo} ${formatNumber(resumen.premio)}`}
          </Fila>
        ) : null}
      </Stack>
    </Card>
  );
}
