import { useState } from 'react';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { CertificadoCargaFila } from '#shared/contract/schemas/certificado-carga.ts';
import { ImprimirCertificado } from '#web/components/CeldasCertificado.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { descargarCarga } from '../api.ts';
import { documentoImpresion, requiereSeguridad } from '../reglas.ts';

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
  const documento = documentoImpresion(fila);
  return (
    <ImprimirCertificado
      documento={documento}
      descargar={descargarCarga(fila.id, documento ?? 'cotizacion')}
      testId="cert-print"
    />
  );
}
