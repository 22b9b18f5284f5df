import { useRef } from 'react';
import { ActionIcon, Button, Card, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import type { ListaArchivos } from '#shared/contract/schemas/siniestro.ts';
import { ALLOWED_CONTENT_TYPES, MAX_FILES_PER_LIST } from '#shared/files/limits.ts';
import { IconRefresh } from '#web/components/icons.tsx';
import { formatFileSize, formatNumber } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import type { Adjunto } from '../lib/upload-queue.ts';

export interface AdjuntosListaProps {
  lista: ListaArchivos;
  titulo: string;
  items: readonly Adjunto[];
  rechazos: readonly string[] | undefined;
  onAgregar: (files: File[]) => void;
  onReintentar: (uid: string) => void;
  onQuitar: (uid: string) => void;
  disabled?: boolean;
}

/** One attachment list: choose files (they upload at once), progress per file, retry a failed one, remove. */
export function AdjuntosLista({
  lista,
  titulo,
  items,
  rechazos,
  onAgregar,
  onReintentar,
  onQuitar,
  disabled,
}: AdjuntosListaProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const llena = items.length >= MAX_FILES_PER_LIST;

  return (
    <Card withBorder radius="md" padding="sm" data-testid={`adjuntos-${lista}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            {titulo}{' '}
            <Text span size="xs" c="dimmed">
              ({items.length}/{MAX_FILES_PER_LIST})
            </Text>
          </Text>
          <Button
            size="compact-sm"
            variant="light"
            disabled={disabled || llena}
            onClick={() => input.current?.click()}
            data-testid={`adjuntos-${lista}-agregar`}
          >
            {t('aviso.adjuntos.agregar')}
          </Button>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            accept={ALLOWED_CONTENT_TYPES.join(',')}
            disabled={disabled}
            data-testid={`adjuntos-${lista}-input`}
            onChange={(e) => {
              const files = Array.from(e.currentTarget.files ?? []);
              e.currentTarget.value = '';
              if (files.length) onAgregar(files);
            }}
          />
        </Group>
        {items.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t('aviso.adjuntos.vacio')}
          </Text>
        ) : null}
        {items.map((a) => (
          <Stack gap={4} key={a.uid} data-testid={`adjunto-${lista}`} data-estado={a.estado} data-nombre={a.nombre}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" truncate style={{ minWidth: 0, flex: 1 }}>
                {a.nombre}{' '}
                <Text span size="xs" c="dimmed">
                  {formatFileSize(a.file.size)}
                </Text>
              </Text>
              <Text size="xs" c={a.estado === 'error' ? 'red' : a.estado === 'listo' ? 'green' : 'dimmed'}>
                {a.estado === 'subiendo'
                  ? `${formatNumber(a.progreso * 100, 0)} %`
                  : t(a.estado === 'listo' ? 'aviso.adjuntos.listo' : 'aviso.adjuntos.fallo')}
              </Text>
              {a.estado === 'error' ? (
                <Tooltip label={t('aviso.adjuntos.reintentar')}>
                  <ActionIcon
                    size="sm"
                    variant="light"
                    aria-label={t('aviso.adjuntos.reintentar')}
                    onClick={() => onReintentar(a.uid)}
                    disabled={disabled}
                    data-testid="adjunto-reintentar"
                  >
                    <IconRefresh size={14} />
                  </ActionIcon>
                </Tooltip>
              ) : null}
              <Tooltip label={t('aviso.adjuntos.quitar')}>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="gray"
                  aria-label={t('aviso.adjuntos.quitar')}
                  onClick={() => onQuitar(a.uid)}
                  disabled={disabled}
                  data-testid="adjunto-quitar"
                >
                  ×
                </ActionIcon>
              </Tooltip>
            </Group>
            <Progress
              size={7}
              radius="xl"
              value={a.progreso * 100}
              color={a.estado === 'error' ? 'red' : a.estado === 'listo' ? 'green' : undefined}
              animated={a.estado === 'subiendo'}
              aria-label={a.nombre}
            />
            {a.estado === 'error' ? (
              <Text size="xs" c="red">
                {a.error ?? t('aviso.adjuntos.errorSubida')}
              </Text>
            ) : null}
          </Stack>
        ))}
        {rechazos?.map((r) => (
          <Text size="xs" c="red" key={r} data-testid={`adjuntos-${lista}-rechazo`}>
            {r}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}
