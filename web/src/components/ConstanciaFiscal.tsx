import { useRef, useState } from 'react';
import { ActionIcon, Button, Group, Loader, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import type { ConstanciaEnFormulario } from '#shared/contract/schemas/constancia.ts';
import { CONSTANCIA_MENSAJES, CONSTANCIA_TIPOS, iconoDeArchivo, MAX_CONSTANCIA_BYTES } from '#shared/files/constancias.ts';
import { fecha } from '#shared/text/fecha.ts';
import { formatFileSize } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { mensajeDeSubida, subirAS3, type SlotSubida } from '#web/lib/s3-upload.ts';
import { toastError } from '#web/lib/toast.ts';
import { EnlaceDescarga } from './EnlaceDescarga.tsx';
import { IconFile } from './icons.tsx';

export interface ConstanciaFiscalProps {
  value: ConstanciaEnFormulario[];
  onChange: (value: ConstanciaEnFormulario[]) => void;
  /** Asks the API for a presigned POST for this file (issuer's or client's own operation). */
  pedirSubida: (file: File) => Promise<SlotSubida>;
  /** A fresh download link of an attached file (absent before the entity exists). */
  pedirUrl?: ((key: string) => Promise<string>) | undefined;
  max: number;
  label: string;
  testId: string;
}

const ICONO_COLOR = { pdf: 'red', png: 'teal', csv: 'green', otro: 'gray' } as const;

/** Spec 1 §5.2: an icon for png, pdf and csv (a generic file icon otherwise). */
function IconoArchivo({ tipo }: { tipo: string | undefined }) {
  const clase = iconoDeArchivo(tipo ?? '');
  return (
    <Group gap={4} wrap="nowrap" data-testid="constancia-icono" data-icono={clase}>
      <IconFile size={18} color={`var(--mantine-color-${ICONO_COLOR[clase]}-6)`} />
      {clase !== 'otro' ? (
        <Text size="xs" fw={700} c={ICONO_COLOR[clase]} tt="uppercase">
          {clase}
        </Text>
      ) : null}
    </Group>
  );
}

/**
 * The constancia de situación fiscal of an issuer or client (spec 1 §3.2, §5.2): files go straight to
 * S3 with a presigned POST, then the list shows type, date, name, notes and size (base 1024); the save
 * of the entity attaches them. Attached files download through a fresh presigned GET.
 */
export function ConstanciaFiscal({ value, onChange, pedirSubida, pedirUrl, max, label, testId }: ConstanciaFiscalProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [subiendo, setSubiendo] = useState(false);

  const elegir = async (files: FileList | null) => {
    const file = files?.[0];
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!(CONSTANCIA_TIPOS as readonly string[]).includes(file.type)) return toastError(CONSTANCIA_MENSAJES.badType);
    if (file.size > MAX_CONSTANCIA_BYTES) return toastError(CONSTANCIA_MENSAJES.tooBig);
    setSubiendo(true);
    try {
      const slot = await pedirSubida(file);
      await subirAS3(slot, file, () => undefined);
      onChange([...value, { key: slot.key, nombre: file.name, observaciones: '', tipo: file.type, tamano: file.size }]);
    } catch (err) {
      toastError(mensajeDeSubida(err, CONSTANCIA_MENSAJES) ?? (err as Error).message, t('constancia.error'));
    } finally {
      setSubiendo(false);
    }
  };

  const cambiar = (i: number, observaciones: string) => onChange(value.map((c, j) => (j === i ? { ...c, observaciones } : c)));

  return (
    <Stack gap="xs" data-testid={testId}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Group gap="xs">
          {subiendo ? <Loader size="xs" /> : null}
          <Button
            size="xs"
            variant="light"
            disabled={subiendo || value.length >= max}
            onClick={() => input.current?.click()}
            data-testid={`${testId}-agregar`}
          >
            {t('constancia.agregar')}
          </Button>
        </Group>
      </Group>
      <input
        ref={input}
        type="file"
        hidden
        accept={CONSTANCIA_TIPOS.join(',')}
        onChange={(e) => void elegir(e.currentTarget.files)}
        data-testid={`${testId}-input`}
      />
      <Text size="xs" c="dimmed">
        {t('constancia.hint')}
      </Text>
      {value.length ? (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing={4} data-testid={`${testId}-tabla`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('constancia.col.tipo')}</Table.Th>
                <Table.Th>{t('constancia.col.fecha')}</Table.Th>
                <Table.Th>{t('constancia.col.nombre')}</Table.Th>
                <Table.Th>{t('constancia.col.observaciones')}</Table.Th>
                <Table.Th>{t('constancia.col.tamano')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {value.map((c, i) => (
                <Table.Tr key={c.key} data-testid={`${testId}-fila`}>
                  <Table.Td>
                    <IconoArchivo tipo={c.tipo} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{c.fecha ? fecha(c.fecha) : t('constancia.pendiente')}</Text>
                  </Table.Td>
                  <Table.Td>
                    {c.fecha && pedirUrl ? (
                      <EnlaceDescarga pedirUrl={() => pedirUrl(c.key)} testId={`${testId}-descargar`} truncate>
                        {c.nombre}
                      </EnlaceDescarga>
                    ) : (
                      <Text size="sm">{c.nombre}</Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      aria-label={t('constancia.col.observaciones')}
                      value={c.observaciones ?? ''}
                      maxLength={500}
                      onChange={(e) => cambiar(i, e.currentTarget.value)}
                      data-testid={`${testId}-observaciones`}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{c.tamano !== undefined ? formatFileSize(c.tamano) : ''}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Tooltip label={t('constancia.quitar')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('constancia.quitar')}
                        onClick={() => onChange(value.filter((_, j) => j !== i))}
                        data-testid={`${testId}-quitar`}
                      >
                        ×
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
