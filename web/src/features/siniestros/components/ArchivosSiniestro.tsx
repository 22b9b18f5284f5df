import { useRef, useState } from 'react';
import { ActionIcon, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { LISTAS_ARCHIVOS, type ListaArchivos, type Siniestro } from '#shared/contract/schemas/siniestro.ts';
import { fecha } from '#shared/text/fecha.ts';
import {
  ALLOWED_CONTENT_TYPES,
  FILE_MESSAGES,
  isAllowedContentType,
  MAX_FILE_BYTES,
  MAX_FILES_PER_LIST,
} from '#shared/files/limits.ts';
import { EnlaceDescarga } from '#web/components/EnlaceDescarga.tsx';
import { IconRefresh } from '#web/components/icons.tsx';
import { formatFileSize } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { mensajeDeSubida, subirAS3 } from '#web/lib/s3-upload.ts';
import { adjuntarArchivo, descargarDocumento, pedirSlotSiniestro, siniestroQueryOptions } from '../api.ts';

const TITULOS = { fotosDanio: 'aviso.adjuntos.fotosDanio', facturas: 'aviso.adjuntos.facturas', otros: 'aviso.adjuntos.otros' };

interface Subida {
  uid: string;
  lista: ListaArchivos;
  file: File;
  progreso: number;
  error?: string | undefined;
}

/**
 * The claim's three file lists, each file's link asked for on click, and, with siniestros.editar,
 * upload to an existing claim: slot (POST .../subidas), straight to S3, then attach (POST .../archivos).
 */
export function ArchivosSiniestro({
  siniestro,
  puedeEditar,
  onVersionPropia,
}: {
  siniestro: Siniestro;
  puedeEditar: boolean;
  onVersionPropia: (version: number) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [subidas, setSubidas] = useState<Subida[]>([]);
  const [rechazos, setRechazos] = useState<Partial<Record<ListaArchivos, string[]>>>({});
  const inputs = useRef<Partial<Record<ListaArchivos, HTMLInputElement | null>>>({});
  const seq = useRef(0);

  const update = (uid: string, patch: Partial<Subida>) =>
    setSubidas((prev) => prev.map((s) => (s.uid === uid ? { ...s, ...patch } : s)));

  const subir = async (s: Subida) => {
    update(s.uid, { progreso: 0, error: undefined });
    try {
      const slot = await pedirSlotSiniestro(siniestro.id)({
        lista: s.lista,
        nombre: s.file.name,
        tipo: s.file.type,
        tamano: s.file.size,
      });
      await subirAS3(slot, s.file, (r) => update(s.uid, { progreso: r }));
      const nuevo = await adjuntarArchivo(siniestro.id, { lista: s.lista, key: slot.key, nombre: s.file.name });
      onVersionPropia(nuevo.version);
      queryClient.setQueryData(siniestroQueryOptions(siniestro.id).queryKey, nuevo);
      setSubidas((prev) => prev.filter((x) => x.uid !== s.uid));
    } catch (err) {
      const e = err as { name?: string; errors?: { message: string }[]; message?: string };
      update(s.uid, {
        error:
          e.name === 'ApiError'
            ? (e.errors?.[0]?.message ?? e.message)
            : (mensajeDeSubida(err, FILE_MESSAGES) ?? t('aviso.adjuntos.errorSubida')),
      });
    }
  };

  const agregar = (lista: ListaArchivos, files: File[]) => {
    let cuenta = siniestro[lista].length + subidas.filter((s) => s.lista === lista).length;
    const refused: string[] = [];
    const nuevas: Subida[] = [];
    for (const file of files) {
      const motivo =
        cuenta >= MAX_FILES_PER_LIST
          ? FILE_MESSAGES.tooMany
          : !isAllowedContentType(file.type)
            ? FILE_MESSAGES.badType
            : file.size > MAX_FILE_BYTES
              ? FILE_MESSAGES.tooBig
              : undefined;
      if (motivo) refused.push(`${file.name}: ${motivo}`);
      else {
        cuenta++;
        nuevas.push({ uid: `s${seq.current++}`, lista, file, progreso: 0 });
      }
    }
    setRechazos((r) => ({ ...r, [lista]: refused }));
    setSubidas((prev) => [...prev, ...nuevas]);
    for (const s of nuevas) void subir(s);
  };

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="siniestro-archivos">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('siniestros.detalle.archivos')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
          {LISTAS_ARCHIVOS.map((lista) => {
            const archivos = siniestro[lista];
            const enCurso = subidas.filter((s) => s.lista === lista);
            return (
              <Card key={lista} withBorder radius="md" padding="sm" data-testid={`siniestro-archivos-${lista}`}>
                <Stack gap={6}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600} size="sm">
                      {t(TITULOS[lista])}{' '}
                      <Text span size="xs" c="dimmed">
                        ({archivos.length}/{MAX_FILES_PER_LIST})
                      </Text>
                    </Text>
                    {puedeEditar ? (
                      <>
                        <Button
                          size="compact-xs"
                          variant="light"
                          disabled={archivos.length + enCurso.length >= MAX_FILES_PER_LIST}
                          onClick={() => inputs.current[lista]?.click()}
                          data-testid={`siniestro-archivos-${lista}-agregar`}
                        >
                          {t('aviso.adjuntos.agregar')}
                        </Button>
                        <input
                          ref={(el) => {
                            inputs.current[lista] = el;
                          }}
                          type="file"
                          multiple
                          hidden
                          accept={ALLOWED_CONTENT_TYPES.join(',')}
                          data-testid={`siniestro-archivos-${lista}-input`}
                          onChange={(e) => {
                            const files = Array.from(e.currentTarget.files ?? []);
                            e.currentTarget.value = '';
                            if (files.length) agregar(lista, files);
                          }}
                        />
                      </>
                    ) : null}
                  </Group>
                  {archivos.length === 0 && enCurso.length === 0 ? (
                    <Text size="xs" c="dimmed">
                      {t('aviso.adjuntos.vacio')}
                    </Text>
                  ) : null}
                  {archivos.map((a) => (
                    <Group key={a.key} justify="space-between" wrap="nowrap" gap="xs">
                      <EnlaceDescarga pedirUrl={descargarDocumento(siniestro.id, a.key)} truncate testId="siniestro-archivo">
                        {a.nombre}
                      </EnlaceDescarga>
                      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        {formatFileSize(a.tamano)} · {fecha(a.fecha)}
                      </Text>
                    </Group>
                  ))}
                  {enCurso.map((s) => (
                    <Stack gap={2} key={s.uid} data-testid="siniestro-subida">
                      <Group justify="space-between" wrap="nowrap" gap="xs">
                        <Text size="sm" truncate>
                          {s.file.name}
                        </Text>
                        {s.error ? (
                          <Group gap={4} wrap="nowrap">
                            <ActionIcon
                              size="sm"
                              variant="light"
                              aria-label={t('aviso.adjuntos.reintentar')}
                              onClick={() => void subir(s)}
                            >
                              <IconRefresh size={14} />
                            </ActionIcon>
                            <ActionIcon
                              size="sm"
                              variant="subtle"
                              color="gray"
                              aria-label={t('aviso.adjuntos.quitar')}
                              onClick={() => setSubidas((prev) => prev.filter((x) => x.uid !== s.uid))}
                            >
                              ×
                            </ActionIcon>
                          </Group>
                        ) : null}
                      </Group>
                      <Progress size={7} radius="xl" value={s.progreso * 100} color={s.error ? 'red' : undefined} />
                      {s.error ? (
                        <Text size="xs" c="red">
                          {s.error}
                        </Text>
                      ) : null}
                    </Stack>
                  ))}
                  {rechazos[lista]?.map((r) => (
                    <Text size="xs" c="red" key={r}>
                      {r}
                    </Text>
                  ))}
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
