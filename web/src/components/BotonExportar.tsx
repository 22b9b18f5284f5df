import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Group, Loader, Text } from '@mantine/core';
import type { Exportacion } from '#shared/contract/schemas/exportacion.ts';
import { esperarExportacion } from '#web/lib/exportacion.ts';
import { useT } from '#web/lib/i18n.tsx';
import { toastError } from '#web/lib/toast.ts';

export interface BotonExportarProps {
  /** Asks the API for the export (its `exportar-*` operation, answered 202). */
  pedir: () => Promise<Exportacion>;
  children: ReactNode;
  testId: string;
}

type Estado =
  { fase: 'quieto' } | { fase: 'pidiendo' } | { fase: 'generando'; desde: number } | { fase: 'error'; mensaje: string };

/**
 * Every 'Exportar' of the portal: asks for the export, shows that the file is being built while the
 * server's worker builds it (a bordereau of 100,000 rows takes a while), then follows the fresh
 * presigned link, which downloads it; a failure stays shown beside the button and in a toast.
 */
export function BotonExportar({ pedir, children, testId }: BotonExportarProps) {
  const t = useT();
  const [estado, setEstado] = useState<Estado>({ fase: 'quieto' });
  const [, setAhora] = useState(0);
  const cancelar = useRef<AbortController | null>(null);
  useEffect(() => () => cancelar.current?.abort(), []);
  // The seconds shown while it is built.
  useEffect(() => {
    if (estado.fase !== 'generando') return;
    const reloj = setInterval(() => setAhora(Date.now()), 1_000);
    return () => clearInterval(reloj);
  }, [estado.fase]);

  const exportar = async () => {
    if (estado.fase === 'pidiendo' || estado.fase === 'generando') return;
    const control = new AbortController();
    cancelar.current = control;
    setEstado({ fase: 'pidiendo' });
    try {
      const pedida = await pedir();
      if (pedida.estado === 'pendiente') setEstado({ fase: 'generando', desde: Date.now() });
      window.location.assign(await esperarExportacion(pedida, { signal: control.signal }));
      setEstado({ fase: 'quieto' });
    } catch (err) {
      if (control.signal.aborted) return;
      const mensaje = (err as Error).message || t('exportacion.error');
      setEstado({ fase: 'error', mensaje });
      toastError(mensaje, t('exportacion.error'));
    }
  };

  const ocupado = estado.fase === 'pidiendo' || estado.fase === 'generando';
  return (
    <Group gap="xs" wrap="nowrap">
      <Button variant="default" loading={ocupado} onClick={() => void exportar()} data-testid={testId}>
        {children}
      </Button>
      {estado.fase === 'generando' ? (
        <Group gap={6} wrap="nowrap" data-testid={`${testId}-progreso`} aria-live="polite">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {t('exportacion.generando', { segundos: Math.floor((Date.now() - estado.desde) / 1000) })}
          </Text>
        </Group>
      ) : estado.fase === 'error' ? (
        <Text size="sm" c="red" data-testid={`${testId}-error`} role="alert">
          {estado.mensaje}
        </Text>
      ) : null}
    </Group>
  );
}
