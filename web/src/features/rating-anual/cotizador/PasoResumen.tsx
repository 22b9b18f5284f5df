import { lazy, Suspense } from 'react';
import { Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { OfertaAnual } from '#shared/contract/schemas/rating-anual.ts';
import { extraPrimaVariable } from '#shared/rating-anual/composicion.ts';
import { condicionesFiscales } from '#shared/viajes-especificos/impuestos.ts';
import { formatNumber } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useCatalogoAnual } from '../api.ts';
import { Dato } from '../detalle/ResumenAnual.tsx';
import type { CotizadorValues } from './form.ts';
import { cargarGraficos } from './graficos-perezosos.ts';
import { OfertaAnualCard } from './OfertaAnualCard.tsx';
import type { useNombres } from './use-nombres.ts';

const Graficos = lazy(async () => ({ default: (await cargarGraficos()).Graficos }));

const pct = (n: number) => `${formatNumber(n)} %`;

/**
 * Step 3 Resumen (spec 2 §2.6): the contractors, payment and commission the quote will be saved with,
 * the annual premium (the offer card shows the instalment when paying by credit), the charts, the
 * chosen coverage (shown, no longer chosen) and 'Guardar cotización'.
 */
export function PasoResumen({
  v,
  oferta,
  paisId,
  simbolo,
  nombres,
  guardando,
  pdf,
  onGuardar,
}: {
  v: CotizadorValues;
  oferta: OfertaAnual;
  paisId: number;
  simbolo: string;
  nombres: ReturnType<typeof useNombres>;
  guardando: boolean;
  pdf?: () => Promise<string>;
  onGuardar: () => void;
}) {
  const t = useT();
  const formas = useCatalogoAnual('formasDePago').data ?? [];
  const s = oferta.premio.moneda.simbolo;
  const beneficiario = v.tomadorEsBeneficiario ? v.tomador : v.beneficiario;
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md" data-testid="anual-resumen-partes">
        <Title order={4} size="h5" mb="xs">
          {t('cotizadorAnual.resumen.titulo')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
          <Dato etiqueta={t('ratingAnual.col.tomador')}>{v.tomador?.nombre ?? '—'}</Dato>
          <Dato etiqueta={t('ratingAnual.col.beneficiario')}>{beneficiario?.nombre ?? '—'}</Dato>
          <Dato etiqueta={t('cotizadorAnual.formaDePago')}>{formas.find((f) => f.id === v.pago.formaDePago)?.nombre ?? '—'}</Dato>
          <Dato etiqueta={t('cotizadorAnual.cuotas')}>{v.pago.cuotas}</Dato>
          <Dato etiqueta={t('cotizadorAnual.condicionFiscal')}>
            {condicionesFiscales(paisId).find((c) => c.id === v.pago.condicionFiscal)?.nombre ?? '—'}
          </Dato>
          <Dato etiqueta={t('cotizadorAnual.comision')}>{pct(v.comisiones.comisionProductor)}</Dato>
          <Dato etiqueta={t('cotizadorAnual.descuento')}>{pct(v.comisiones.dctoComercial)}</Dato>
          <Dato etiqueta={t('cotizadorAnual.extraPrima')}>{pct(extraPrimaVariable(v.comisiones.comisionProductor))}</Dato>
        </SimpleGrid>
        <Text size="lg" fw={800} mt="md" data-testid="anual-total">
          {`${t('cotizadorAnual.resumen.premioAnual')}: ${s} ${formatNumber(oferta.premio.monto)}`}
        </Text>
      </Card>
      <Suspense
        fallback={
          <Group justify="center" mih={200}>
            <Loader size="sm" aria-label={t('cotizadorAnual.graficosCargando')} />
          </Group>
        }
      >
        <Graficos v={v} nombres={nombres} simbolo={simbolo} />
      </Suspense>
      <OfertaAnualCard oferta={oferta} elegida pdf={pdf} />
      <Group justify="flex-end">
        <Button size="md" loading={guardando} onClick={onGuardar} data-testid="anual-guardar">
          {t('cotizadorAnual.guardar')}
        </Button>
      </Group>
    </Stack>
  );
}
