import { ActionIcon, Group, SimpleGrid, Text } from '@mantine/core';
import type { listCertificados } from '#shared/contract/operations/viajes-especificos.ts';
import type { Response } from '#shared/contract/define.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { useAbrirEnPestanas } from '#web/components/abrir-en-pestanas.ts';
import { EnlaceDescarga } from '#web/components/EnlaceDescarga.tsx';
import { IconFile } from '#web/components/icons.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { descargarDocumento, type DocumentoCertificado } from '../api.ts';
import { documentosImpresion } from './polizas.ts';
import { Pista } from '#web/components/Pista.tsx';

export type Fila = Response<typeof listCertificados>['data'][number];

export const money = (f: Fila, value: number) => `${f.sumaAsegurada.moneda.simbolo} ${formatNumber(value)}`;

/** A row's expansion: the rest of its data and its documents (spec 3 §2.4). */
export function FilaExpandida({ fila }: { fila: Fila }) {
  const t = useT();
  const sa = fila.sumaAsegurada;
  const item = (label: string, value: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
  // The row's links only say which documents exist: each click asks for a fresh one.
  const doc = (url: string | null, documento: DocumentoCertificado, key: string) =>
    url ? (
      <EnlaceDescarga pedirUrl={descargarDocumento(fila.id, documento)} testId={`polizas-doc-${documento}`}>
        {t(key)}
      </EnlaceDescarga>
    ) : null;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" p="xs" data-testid="polizas-expanded">
      {item(t('vePolizas.exp.tomadorCif'), fila.tomador?.cif ?? '—')}
      {item(t('vePolizas.exp.valorFactura'), money(fila, sa.valorFactura))}
      {item(t('vePolizas.exp.flete'), money(fila, sa.gastoEnvio))}
      {item(t('vePolizas.exp.demasGastos'), money(fila, sa.demasGastos))}
      {item(t('vePolizas.exp.beneficio'), `${formatNumber(sa.beneficioImaginario)} %`)}
      {item(t('vePolizas.exp.nroCertificado'), fila.nroCertificado ?? '—')}
      {item(t('vePolizas.exp.id'), String(fila.id))}
      <div>
        <Text size="xs" c="dimmed">
          {t('vePolizas.exp.documentos')}
        </Text>
        <Group gap="xs">
          {doc(fila.urlConstancia, 'constancia', 'veDetalle.btn.constancia')}
          {doc(fila.urlAsegurado, 'asegurado', 'veDetalle.btn.asegurado')}
          {doc(fila.urlCopiaPAS, 'pas', 'veDetalle.btn.copiaPAS')}
          {!fila.urlConstancia && !fila.urlAsegurado && !fila.urlCopiaPAS ? <Text size="sm">—</Text> : null}
        </Group>
      </div>
    </SimpleGrid>
  );
}

/** The print action: the insured and producer copies, each in a tab, their links asked for on click. */
export function ImprimirFila({ fila }: { fila: Fila }) {
  const t = useT();
  const { abrir, abriendo } = useAbrirEnPestanas();
  const documentos = documentosImpresion(fila);
  if (!documentos.length) return null;
  const label = t(fila.estado.id === ESTADOS.emitido.id ? 'vePolizas.print.certificado' : 'vePolizas.print.cotizacion');
  return (
    <Pista etiqueta={label} lado="izquierda">
      <ActionIcon
        variant="light"
        loading={abriendo}
        onClick={() => abrir(documentos.map((d) => descargarDocumento(fila.id, d)))}
        aria-label={label}
        data-testid="polizas-print"
      >
        <IconFile size={16} />
      </ActionIcon>
    </Pista>
  );
}
