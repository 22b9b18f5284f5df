import { useState, type ReactNode } from 'react';
import { Anchor, Button, Loader } from '@mantine/core';
import { useT } from '#web/lib/i18n.tsx';
import { toastError } from '#web/lib/toast.ts';

export interface EnlaceDescargaProps {
  /** Asks the API for a fresh presigned GET of the document (`GET .../descarga?documento=`). */
  pedirUrl: () => Promise<string>;
  children: ReactNode;
  testId: string;
  /** A text link (lists of files) or a button (a document's print button). */
  variante?: 'enlace' | 'boton';
  leftSection?: ReactNode;
  truncate?: boolean;
}

/**
 * Every document or photo link of the portal: the link is asked for when clicked, never taken from
 * the page's data, whose presigned links die 5 minutes after it loads. The signed GET answers with
 * `Content-Disposition: attachment`, so following it downloads the file and the page stays.
 */
export function EnlaceDescarga({ pedirUrl, children, testId, variante = 'enlace', leftSection, truncate }: EnlaceDescargaProps) {
  const t = useT();
  const [cargando, setCargando] = useState(false);

  const abrir = async () => {
    if (cargando) return;
    setCargando(true);
    try {
      window.location.assign(await pedirUrl());
    } catch (err) {
      toastError((err as Error).message || t('descarga.error'), t('descarga.error'));
    } finally {
      setCargando(false);
    }
  };

  if (variante === 'boton') {
    return (
      <Button variant="default" leftSection={leftSection} loading={cargando} onClick={() => void abrir()} data-testid={testId}>
        {children}
      </Button>
    );
  }
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      truncate={truncate}
      aria-busy={cargando}
      onClick={() => void abrir()}
      data-testid={testId}
      style={{ textAlign: 'left' }}
    >
      {cargando ? <Loader size={10} mr={6} /> : null}
      {children}
    </Anchor>
  );
}
