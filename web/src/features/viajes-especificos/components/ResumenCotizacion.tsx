import type { ReactNode } from 'react';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Certificado } from '#shared/contract/schemas/viaje-especifico.ts';
import { fecha } from '#shared/text/fecha.ts';
import { formatNumber } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import type { PaisResumen } from './ResumenViajeCard.tsx';

/** Display-ready data of a quote (names already resolved). */
export interface ResumenCotizacionDatos {
  productor?: string | null;
  tomador?: string | null;
  beneficiario?: string | null;
  tipoRiesgoId: number;
  modoTransporte: string | null;
  origen: PaisResumen | null;
  destino: PaisResumen | null;
  fechaSalida: string;
  /** Kilometre band (60, 100, 400, 401); null when not given. */
  km?: number | null;
  continuacionViaje?: boolean | null;
  mercaderia: string | null;
  esNueva: boolean;
  moneda: string | null;
  monedaSimbolo: string;
  valor: number;
  flete: number;
  demasGastos: number;
  beneficioImaginario: number;
  sumaAsegurada: number;
  formaDePago: string | null;
  cuotas: number | null;
  condicionFiscal?: string | null;
  comisionProductor: number | null;
  recargoAdmin: number | null;
  dctoComercial: number;
}

export const resumenCotizacionDesdeCertificado = (c: Certificado, formaDePago?: string | null): ResumenCotizacionDatos => ({
  productor: c.productor.nombre,
  tomador: c.tomador ? `${c.tomador.nombre} — ${c.tomador.cif}` : null,
  beneficiario: c.beneficiario ? `${c.beneficiario.nombre} — ${c.beneficiario.cif}` : null,
  tipoRiesgoId: c.tipoOperacion.id,
  modoTransporte: c.medioTransporte.texto,
  origen: c.paisOrigen,
  destino: c.paisDestino,
  fechaSalida: c.fechaSalida,
  mercaderia: c.mercaderia.nombre,
  esNueva: c.mercaderia.esNueva,
  moneda: null,
  monedaSimbolo: c.sumaAsegurada.moneda.simbolo,
  valor: c.sumaAsegurada.valorFactura,
  flete: c.sumaAsegurada.gastoEnvio,
  demasGastos: c.sumaAsegurada.demasGastos,
  beneficioImaginario: c.sumaAsegurada.beneficioImaginario,
  sumaAsegurada: c.sumaAsegurada.total,
  formaDePago: formaDePago ?? null,
  cuotas: c.pago.cuotas,
  comisionProductor: c.comisionProductor,
  recargoAdmin: c.recargoAdmin,
  dctoComercial: c.solicitud.dctoComercial,
});

function Dato({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div" data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

const bandaKm = (km: number) => (km > 400 ? 'más de 400 km' : `hasta ${km} km`);

/**
 * The read-only summary of a quote (step Resumen, detail): the trip and the payment and commission
 * data, each block with an optional edit link (back to step 0 and step 1 in the wizard).
 */
export function ResumenCotizacion({
  datos,
  onEditarViaje,
  onEditarComisiones,
}: {
  datos: ResumenCotizacionDatos;
  onEditarViaje?: () => void;
  onEditarComisiones?: () => void;
}) {
  const t = useT();
  const vacio = '—';
  const $ = (n: number) => `${datos.monedaSimbolo} ${formatNumber(n)}`;
  const pais = (p: PaisResumen | null) => p?.nombre ?? vacio;

  return (
    <Stack gap="md" data-testid="resumen-cotizacion">
      <Card withBorder radius="md">
        <Group justify="space-between" mb="sm">
          <Title order={5}>{t('cotizador.resumen.viaje')}</Title>
          {onEditarViaje && (
            <Anchor component="button" type="button" size="sm" onClick={onEditarViaje} data-testid="resumen-editar-viaje">
              {t('cotizador.resumen.editar')}
            </Anchor>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {datos.productor ? <Dato label={t('cotizador.campo.productor')}>{datos.productor}</Dato> : null}
          {datos.tomador ? <Dato label={t('cotizador.campo.tomador')}>{datos.tomador}</Dato> : null}
          {datos.beneficiario ? <Dato label={t('cotizador.campo.beneficiario')}>{datos.beneficiario}</Dato> : null}
          <Dato label={t('cotizador.campo.tipoRiesgo')}>{t(`cotizador.riesgo.${datos.tipoRiesgoId}`)}</Dato>
          <Dato label={t('cotizador.campo.modoTransporte')}>{datos.modoTransporte ?? vacio}</Dato>
          <Dato label={t('cotizador.campo.fechaSalida')}>{fecha(datos.fechaSalida)}</Dato>
          <Dato label={t('cotizador.campo.origen')}>{pais(datos.origen)}</Dato>
          <Dato label={t('cotizador.campo.destino')}>{pais(datos.destino)}</Dato>
          {datos.km ? <Dato label={t('cotizador.campo.km')}>{bandaKm(datos.km)}</Dato> : null}
          <Dato label={t('cotizador.campo.mercaderia')}>
            {datos.mercaderia ?? vacio} ({datos.esNueva ? t('cotizador.campo.nueva') : t('cotizador.campo.usada')})
          </Dato>
          <Dato label={t('cotizador.campo.moneda')}>{datos.moneda ?? datos.monedaSimbolo}</Dato>
          <Dato label={t('cotizador.campo.valor')}>{$(datos.valor)}</Dato>
          <Dato label={t('cotizador.campo.flete')}>{$(datos.flete)}</Dato>
          <Dato label={t('cotizador.campo.demasGastos')}>{$(datos.demasGastos)}</Dato>
          <Dato label={t('cotizador.campo.beneficioImaginario')}>{formatNumber(datos.beneficioImaginario)} %</Dato>
          <Dato label={t('cotizador.campo.sumaAsegurada')} testId="resumen-suma-asegurada">
            {$(datos.sumaAsegurada)}
          </Dato>
          {datos.continuacionViaje !== undefined && datos.continuacionViaje !== null ? (
            <Dato label={t('cotizador.campo.continuacionViaje')}>
              {datos.continuacionViaje ? t('cotizador.si') : t('cotizador.no')}
            </Dato>
          ) : null}
        </SimpleGrid>
      </Card>
      <Card withBorder radius="md">
        <Group justify="space-between" mb="sm">
          <Title order={5}>{t('cotizador.resumen.pago')}</Title>
          {onEditarComisiones && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={onEditarComisiones}
              data-testid="resumen-editar-comisiones"
            >
              {t('cotizador.resumen.editar')}
            </Anchor>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Dato label={t('cotizador.campo.formaDePago')}>{datos.formaDePago ?? vacio}</Dato>
          <Dato label={t('cotizador.campo.cuotas')}>{datos.cuotas ?? 1}</Dato>
          {datos.condicionFiscal ? <Dato label={t('cotizador.campo.condicionFiscal')}>{datos.condicionFiscal}</Dato> : null}
          <Dato label={t('cotizador.campo.comisionProductor')}>
            {datos.comisionProductor !== null ? `${formatNumber(datos.comisionProductor)} %` : vacio}
          </Dato>
          <Dato label={t('cotizador.campo.recargoAdmin')}>
            {datos.recargoAdmin !== null ? `${formatNumber(datos.recargoAdmin)} %` : vacio}
          </Dato>
          <Dato label={t('cotizador.campo.dctoComercial')} testId="resumen-dctoComercial">
            {`${formatNumber(datos.dctoComercial)} %`}
          </Dato>
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
