import { useState } from 'react';
import { ActionIcon, Anchor, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { CertificadoCargaFila } from '#shared/contract/schemas/certificado-carga.ts';
import { useAbrirEnPestanas } from '#web/components/abrir-en-pestanas.ts';
import { IconFile } from '#web/components/icons.tsx';
import { fechaHora, isoADdmmyyyy } from '#web/lib/fecha.ts';
import { formatNumber } from '#web/lib/format.ts';
import { useT, type Translate } from '#web/lib/i18n.tsx';
import { descargarCarga } from '../api.ts';
import { colorEstado, documentoImpresion, requiereSeguridad } from '../reglas.ts';

export const importe = (f: Pick<CertificadoCargaFila, 'moneda'>, value: number | undefined) =>
  value === undefined ? '—' : `${f.moneda.simbolo} ${formatNumber(value)}`;

/** A day (yyyy-mm-dd) or an instant, as the portal writes them. */
export const fecha = (v: string): string => (v.length === 10 ? isoADdmmyyyy(v) : fechaHora(v));

/** The state's name in the user's language; an unknown id falls back to the server's name. */
export const nombreEstado = (t: Translate, estado: { id: number; nombre: string }): string => {
  const key = `veEstado.${estado.id}`;
  const text = t(key);
  return text === key ? estado.nombre : text;
};

export function EstadoCarga({ estado, size = 'sm' }: { estado: { id: number; nombre: string }; size?: 'sm' | 'lg' }) {
  const t = useT();
  return (
    <Badge
      color={colorEstado(estado.id)}
      variant="filled"
      size={size}
      styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
      data-testid="estado-badge"
      data-estado={estado.id}
    >
      {nombreEstado(t, estado)}
    </Badge>
  );
}

export function SeguridadCelda({ seguridad }: { seguridad: string }) {
  const t = useT();
  return requiereSeguridad(seguridad) ? (
    <Badge color="orange" variant="light" size="sm" styles={{ label: { overflow: 'visible' } }} data-testid="cert-seguridad">
      {t('vePolizas.seguridad.requiere')}
    </Badge>
  ) : (
    <Text size="xs" c="dimmed">
      {t('vePolizas.seguridad.noRequiere')}
    </Text>
  );
}

/** The first transport mode and '+N' for the rest, which a click lists (spec 2 §2.1). */
export function TransportesCelda({ modos }: { modos: CertificadoCargaFila['tiposTransporte'] }) {
  const [abierta, setAbierta] = useState(false);
  const [primero, ...resto] = modos;
  if (!primero) return <Text size="xs">—</Text>;
  return (
    <Stack gap={2} data-testid="cert-transportes">
      <Group gap={4} wrap="nowrap">
        <Text size="xs">{primero.nombre}</Text>
        {resto.length ? (
          <Anchor
            component="button"
            type="button"
            size="xs"
            onClick={(e) => {
              // The row's double click must not see the click that opens the list.
              e.stopPropagation();
              setAbierta((v) => !v);
            }}
            aria-expanded={abierta}
            data-testid="cert-transportes-mas"
          >
            +{resto.length}
          </Anchor>
        ) : null}
      </Group>
      {abierta
        ? resto.map((m) => (
            <Text key={m.id} size="xs" c="dimmed" data-testid="cert-transportes-resto">
              {m.nombre}
            </Text>
          ))
        : null}
    </Stack>
  );
}

/** Print/download: the certificate once issued, otherwise the quotation; none in the states of spec 2 §2.1. */
export function ImprimirCelda({ fila }: { fila: CertificadoCargaFila }) {
  const t = useT();
  const { abrir, abriendo } = useAbrirEnPestanas();
  const documento = documentoImpresion(fila);
  if (!documento) return null;
  const label = t(documento === 'certificado' ? 'certCarga.print.certificado' : 'certCarga.print.cotizacion');
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="light"
        loading={abriendo}
        onClick={() => abrir([descargarCarga(fila.id, documento)])}
        aria-label={label}
        data-testid="cert-print"
      >
        <IconFile size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
