import { ActionIcon, Badge } from '@mantine/core';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { formatNumber } from '#web/lib/format.ts';
import { useT, type Translate } from '#web/lib/i18n.tsx';
import { useAbrirEnPestanas } from './abrir-en-pestanas.ts';
import { IconFile } from './icons.tsx';
import { Pista } from './Pista.tsx';

/** An amount of a certificate in its currency; one the caller may not read (absent) is a dash. */
export const importe = (moneda: { simbolo: string }, value: number | undefined) =>
  value === undefined ? '—' : `${moneda.simbolo} ${formatNumber(value)}`;

/** The state's colour (rows and history only carry its id). */
export const colorEstado = (id: number): string =>
  Object.values(ESTADOS).find((e) => e.id === id)?.color ?? ESTADOS.enPreparacion.color;

/** The state's name in the user's language; an unknown id falls back to the server's name. */
export const nombreEstado = (t: Translate, estado: { id: number; nombre: string }): string => {
  const key = `veEstado.${estado.id}`;
  const text = t(key);
  return text === key ? estado.nombre : text;
};

/** The state badge of every certificate (spec 2 §4.1): grids, details. */
export function EstadoCertificado({ estado, size = 'sm' }: { estado: { id: number; nombre: string }; size?: 'sm' | 'lg' }) {
  const t = useT();
  return (
    <Badge
      color={colorEstado(estado.id)}
      variant="filled"
      size={size}
      styles={{ root: { flexShrink: 0, overflow: 'visible', minWidth: 'max-content' }, label: { overflow: 'visible' } }}
      data-testid="estado-badge"
      data-estado={estado.id}
    >
      {nombreEstado(t, estado)}
    </Badge>
  );
}

/** A grid row's print/download action: the certificate or the quotation, a fresh link on click; none without one. */
export function ImprimirCertificado({
  documento,
  descargar,
  testId,
}: {
  documento: 'certificado' | 'cotizacion' | null;
  descargar: () => Promise<string>;
  testId: string;
}) {
  const t = useT();
  const { abrir, abriendo } = useAbrirEnPestanas();
  if (!documento) return null;
  const label = t(documento === 'certificado' ? 'certCarga.print.certificado' : 'certCarga.print.cotizacion');
  return (
    <Pista etiqueta={label} lado="izquierda">
      <ActionIcon variant="light" loading={abriendo} onClick={() => abrir([descargar])} aria-label={label} data-testid={testId}>
        <IconFile size={16} />
      </ActionIcon>
    </Pista>
  );
}
