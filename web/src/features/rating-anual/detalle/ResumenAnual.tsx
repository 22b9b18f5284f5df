import type { ReactNode } from 'react';
import { Accordion, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FORMAS_DE_PAGO } from '#shared/catalogos/data.ts';
import type { CertificadoAnual } from '#shared/contract/schemas/rating-anual.ts';
import { FORMA_DE_PAGO_CREDITO } from '#shared/viajes-especificos/model.ts';
import { nombreMercaderia, nombreOperacion, nombreTransporte } from '#shared/viajes-especificos/nombres.ts';
import { importe } from '#web/components/CeldasCertificado.tsx';
import { TablaCalculo } from '#web/components/TablaCalculo.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { useOfertaEnLocale } from '#web/lib/catalogo-nombre.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useMensajeEnIdioma } from '#web/lib/mensaje-en-idioma.ts';

/** One labelled datum of a summary. */
export function Dato({ etiqueta, children, testId }: { etiqueta: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {etiqueta}
      </Text>
      <Text size="sm" fw={500} data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

const pct = (n: number) => `${formatNumber(n)} %`;
/** A datum the API may leave out for the reader's permissions: absent, not shown. */
const si = <T,>(v: T | undefined, f: (v: T) => ReactNode) => (v === undefined ? null : f(v));
const composicion = (filas: { id: number; porcentaje: number }[], nombre: (id: number) => string) =>
  filas.map((f) => `${nombre(f.id)} ${pct(f.porcentaje)}`).join(' · ');

/**
 * The quote's summary (spec 2 §2.6 detail): parties, payment and commission, the MAE and its
 * compositions, deductibles, claims, coverage and price (instalments only when paying by credit), the
 * producer's margin and the traces that explain the price. The API leaves out what the reader may not
 * see (prima.mostrar, markup.consultar), and so does the screen.
 */
export function ResumenAnual({ c }: { c: CertificadoAnual }) {
  const t = useT();
  const enIdioma = useMensajeEnIdioma();
  const o = c.cotizacionSeleccionada;
  // The offer's own deductibles (the view's label/value copy them) carry their pt-BR texts.
  const textos = useOfertaEnLocale()(o);
  const f = c.cotizacion;
  const $ = (n: number) => importe(c.mae.moneda, n);
  const verMarkup = o.comisionProductor !== undefined;
  return (
    <Stack gap="md">
      <Card withBorder radius="lg" padding="lg">
        <Title order={3} size="h4" mb="sm">
          {t('ratingAnual.resumen.titulo')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <Dato etiqueta={t('ratingAnual.col.tomador')}>{`${c.entidad.tomador.nombre} (${c.entidad.tomador.cif})`}</Dato>
          <Dato
            etiqueta={t('ratingAnual.col.beneficiario')}
          >{`${c.entidad.beneficiario.nombre} (${c.entidad.beneficiario.cif})`}</Dato>
          <Dato etiqueta={t('ratingAnual.resumen.formaDePago')}>
            {FORMAS_DE_PAGO.find((p) => p.id === o.formaDePago)?.nombre ?? o.formaDePago}
          </Dato>
          {si(o.comisionProductor, (v) => (
            <Dato etiqueta={t('ratingAnual.resumen.comision')}>{pct(v)}</Dato>
          ))}
          <Dato etiqueta={t('ratingAnual.resumen.moneda')}>{c.mae.moneda.simbolo}</Dato>
          <Dato etiqueta={t('ratingAnual.col.mae')} testId="anual-mae">
            {$(c.mae.monto)}
          </Dato>
          <Dato etiqueta={t('ratingAnual.resumen.mercaderias')}>{composicion(f.mercaderias, nombreMercaderia)}</Dato>
          <Dato etiqueta={t('ratingAnual.resumen.operaciones')}>{composicion(f.operaciones, nombreOperacion)}</Dato>
          <Dato etiqueta={t('ratingAnual.resumen.transportes')}>{composicion(f.transportes, nombreTransporte)}</Dato>
          <Dato etiqueta={t('ratingAnual.resumen.deducibles')}>
            {textos.deducibles.map((d) => `${d.cobertura} ${d.deducible}`).join(' · ')}
          </Dato>
          {si(o.siniestralidad, (v) => (
            <Dato etiqueta={t('ratingAnual.resumen.siniestralidad')}>{pct(v)}</Dato>
          ))}
          <Dato etiqueta={t('ratingAnual.resumen.cobertura')}>{`${textos.cobertura.nombre} (${o.cobertura.aseguradora})`}</Dato>
          {si(o.prima, (v) => (
            <Dato etiqueta={t('ratingAnual.col.prima')}>{$(v.monto)}</Dato>
          ))}
          {si(o.premio, (v) => (
            <Dato etiqueta={t('ratingAnual.col.premio')} testId="anual-premio">
              {$(v.monto)}
            </Dato>
          ))}
          {o.formaDePago === FORMA_DE_PAGO_CREDITO
            ? si(o.valorCuota, (v) => (
                <Dato etiqueta={t('ratingAnual.resumen.cuotas')}>
                  {t('ratingAnual.resumen.cuotasValor', { count: o.cuotas, valor: $(v) })}
                </Dato>
              ))
            : null}
        </SimpleGrid>
      </Card>
      {verMarkup ? (
        <Card withBorder radius="lg" padding="lg" data-testid="anual-markup">
          <Title order={3} size="h4" mb="sm">
            {t('ratingAnual.resumen.markup')}
          </Title>
          <Group gap="xl">
            <Dato etiqueta={t('ratingAnual.resumen.comision')}>{pct(o.comisionProductor ?? 0)}</Dato>
            <Dato etiqueta={t('ratingAnual.resumen.extraPrima')}>{pct(o.extraPrimaVariable ?? 0)}</Dato>
            <Dato etiqueta={t('ratingAnual.resumen.descuento')}>{pct(o.dctoComercial ?? 0)}</Dato>
            {si(o.primaDeposito, (v) => (
              <Dato etiqueta={t('ratingAnual.resumen.primaDeposito')}>{$(v)}</Dato>
            ))}
          </Group>
        </Card>
      ) : null}
      {c.solicitudAprobacion ? (
        <Card withBorder radius="lg" padding="lg" data-testid="anual-solicitud">
          <Title order={3} size="h4" mb="sm">
            {t('ratingAnual.resumen.solicitud')}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <Dato etiqueta={t('ratingAnual.aprobacion.tipoMercaderia')}>{c.solicitudAprobacion.tipoMercaderia}</Dato>
            <Dato etiqueta={t('ratingAnual.aprobacion.transporte')}>{c.solicitudAprobacion.transporte}</Dato>
            <Dato etiqueta={t('ratingAnual.aprobacion.logistica')}>{c.solicitudAprobacion.logistica}</Dato>
          </SimpleGrid>
          {o.validaciones.length ? (
            <Text size="sm" c="red" mt="sm">
              {o.validaciones.map((v) => enIdioma(v.mensaje)).join(' · ')}
            </Text>
          ) : null}
          {c.decision ? (
            <Text size="sm" mt="sm" data-testid="anual-decision">
              {t(`ratingAnual.decision.${c.decision.resultado}`, { usuario: c.decision.usuario })}
              {c.decision.observaciones ? `: ${c.decision.observaciones}` : ''}
            </Text>
          ) : null}
        </Card>
      ) : null}
      {o.calculoPremio ? (
        <Accordion variant="contained" radius="lg">
          <Accordion.Item value="calculo">
            <Accordion.Control>{t('ratingAnual.resumen.calculo')}</Accordion.Control>
            <Accordion.Panel>
              <Stack>
                {si(o.calculoPrima, (v) => (
                  <TablaCalculo calculo={v} conGrupo testId="anual-calculo-prima" />
                ))}
                <TablaCalculo calculo={o.calculoPremio} conGrupo testId="anual-calculo-premio" />
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      ) : null}
    </Stack>
  );
}
