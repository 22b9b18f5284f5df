import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, ScrollArea, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Controller, useForm, type Path } from 'react-hook-form';
import { LISTAS_ARCHIVOS, type Denuncia } from '#shared/contract/schemas/siniestro.ts';
import { FechaInput } from '#web/components/FechaInput.tsx';
import { MontoInput } from '#web/components/MontoInput.tsx';
import { useUnsavedChangesGuard } from '#web/components/unsaved-changes.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { useT } from '#web/lib/i18n.tsx';
import { setServerFieldErrors } from '#web/lib/server-errors.ts';
import { zodResolver } from '#web/lib/zod-resolver.ts';
import { newIdempotencyKey } from '../api.ts';
import {
  CAMPOS_DENUNCIA,
  denunciaFormSchema,
  valoresIniciales,
  type DenunciaFormInput,
  type DenunciaFormValues,
} from '../lib/form.ts';
import { useUploadQueue, type PedirSlot } from '../lib/upload-queue.ts';
import { AdjuntosLista } from './AdjuntosLista.tsx';

export interface CertificadoEncontrado {
  idCertificado: number;
  numeroCertificado: string;
  cif: string;
}

export interface DenunciaFormProps {
  certificado: CertificadoEncontrado;
  coberturas: readonly { id: number; texto: string }[];
  pedirSlot: PedirSlot;
  /** Files the claim; the same key for every attempt of this form instance. */
  enviar: (body: Denuncia, idempotencyKey: string) => Promise<{ id: number; numero: string }>;
  onRegresar: () => void;
  onDenunciado: (res: { id: number; numero: string }) => void;
  /** Above the fields ('Certificado: #number'). */
  encabezado?: ReactNode;
}

const TITULOS_LISTA = {
  fotosDanio: 'aviso.adjuntos.fotosDanio',
  facturas: 'aviso.adjuntos.facturas',
  otros: 'aviso.adjuntos.otros',
};

/**
 * The claim fields of spec 3 §3.11 / §5.5, public or internal: the API's zod schema is the resolver,
 * attachments upload as soon as they are chosen, and Informar waits for them.
 */
export function DenunciaForm({
  certificado,
  coberturas,
  pedirSlot,
  enviar,
  onRegresar,
  onDenunciado,
  encabezado,
}: DenunciaFormProps) {
  const t = useT();
  const alto = useMediaQuery('(min-height: 900px)');
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [enviando, setEnviando] = useState(false);
  const [errorGeneral, setErrorGeneral] = useState<string>();
  const queue = useUploadQueue(pedirSlot);
  const form = useForm<DenunciaFormInput, unknown, DenunciaFormValues>({
    resolver: zodResolver(denunciaFormSchema),
    mode: 'onTouched',
    defaultValues: valoresIniciales(certificado),
  });
  const { register, control, handleSubmit, formState, setError } = form;
  const { allowNavigation } = useUnsavedChangesGuard(formState.isDirty || queue.items.length > 0);
  const err = (name: Path<DenunciaFormInput>): string | undefined => {
    const parts = name.split('.');
    let e: unknown = formState.errors;
    for (const p of parts) e = (e as Record<string, unknown> | undefined)?.[p];
    return (e as { message?: string } | undefined)?.message;
  };

  const onValid = async (values: DenunciaFormValues) => {
    setErrorGeneral(undefined);
    setEnviando(true);
    try {
      const res = await enviar({ ...values, ...queue.listas }, idempotencyKey);
      allowNavigation();
      onDenunciado(res);
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.errors.length) {
        const otros = setServerFieldErrors(error.errors, setError, CAMPOS_DENUNCIA);
        setErrorGeneral([error.message, ...otros].join(' '));
      } else setErrorGeneral(error instanceof Error ? error.message : String(error));
    } finally {
      setEnviando(false);
    }
  };

  const bloqueado = queue.subiendo || enviando;

  return (
    <form onSubmit={(e) => void handleSubmit(onValid)(e)} noValidate data-testid="denuncia-form">
      <Stack gap="md">
        {encabezado}
        <ScrollArea.Autosize mah={alto ? 500 : 300} offsetScrollbars type="auto" data-testid="denuncia-area">
          <Stack gap="sm" pr="xs">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput
                label={t('aviso.form.contactoNombre')}
                required
                maxLength={100}
                {...register('contacto.nombre')}
                error={err('contacto.nombre')}
                data-testid="denuncia-contacto-nombre"
              />
              <TextInput
                label={t('aviso.form.contactoEmail')}
                required
                type="email"
                maxLength={150}
                {...register('contacto.email')}
                error={err('contacto.email')}
                data-testid="denuncia-contacto-email"
              />
              <TextInput
                label={t('aviso.form.contactoTelefono')}
                required
                type="tel"
                maxLength={100}
                {...register('contacto.telefono')}
                error={err('contacto.telefono')}
                data-testid="denuncia-contacto-telefono"
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <Controller
                control={control}
                name="cobertura"
                render={({ field }) => (
                  <Select<number>
                    label={
                      <Tooltip label={t('aviso.form.coberturaAyuda')} multiline w={260} withArrow>
                        <span data-testid="denuncia-cobertura-ayuda">
                          {t('aviso.form.cobertura')}{' '}
                          <svg
                            width={13}
                            height={13}
                            viewBox="0 0 24 24"
                            fill="none"
                            stroke="currentColor"
                            strokeWidth={2}
                            aria-hidden
                            style={{ verticalAlign: -2, opacity: 0.6 }}
                          >
                            <circle cx="12" cy="12" r="9" />
                            <path d="M12 11v5M12 8h.01" />
                          </svg>
                        </span>
                      </Tooltip>
                    }
                    required
                    placeholder={t('aviso.form.coberturaPlaceholder')}
                    data={coberturas.map((c) => ({ value: c.id, label: c.texto }))}
                    value={field.value ?? null}
                    onChange={(v) => field.onChange(v ?? undefined)}
                    onBlur={field.onBlur}
                    error={err('cobertura')}
                    comboboxProps={{ withinPortal: true }}
                    data-testid="denuncia-cobertura"
                  />
                )}
              />
              <Controller
                control={control}
                name="fechaOcurrencia"
                render={({ field }) => (
                  <FechaInput
                    label={t('aviso.form.fechaOcurrencia')}
                    required
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={err('fechaOcurrencia')}
                    testId="denuncia-fecha"
                  />
                )}
              />
              <Controller
                control={control}
                name="montoReclamado"
                render={({ field }) => (
                  <MontoInput
                    label={t('aviso.form.montoReclamado')}
                    required
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={err('montoReclamado')}
                    testId="denuncia-monto"
                  />
                )}
              />
            </SimpleGrid>
            <Textarea
              label={t('aviso.form.descripcion')}
              required
              autosize
              minRows={2}
              maxRows={6}
              maxLength={8000}
              {...register('descripcion')}
              error={err('descripcion')}
              data-testid="denuncia-descripcion"
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Textarea
                label={t('aviso.form.lugarOcurrencia')}
                required
                autosize
                minRows={1}
                maxRows={4}
                maxLength={1000}
                {...register('lugarOcurrencia')}
                error={err('lugarOcurrencia')}
                data-testid="denuncia-lugar"
              />
              <Textarea
                label={t('aviso.form.ubicacionActualMercaderia')}
                required
                autosize
                minRows={1}
                maxRows={4}
                maxLength={1000}
                {...register('ubicacionActualMercaderia')}
                error={err('ubicacionActualMercaderia')}
                data-testid="denuncia-ubicacion"
              />
            </SimpleGrid>
            <Textarea
              label={t('aviso.form.comentarios')}
              required
              autosize
              minRows={2}
              maxRows={6}
              maxLength={8000}
              {...register('comentarios')}
              error={err('comentarios')}
              data-testid="denuncia-comentarios"
            />
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
              {LISTAS_ARCHIVOS.map((lista) => (
                <AdjuntosLista
                  key={lista}
                  lista={lista}
                  titulo={t(TITULOS_LISTA[lista])}
                  items={queue.items.filter((a) => a.lista === lista)}
                  rechazos={queue.rechazos[lista]}
                  onAgregar={(files) => queue.agregar(lista, files)}
                  onReintentar={queue.reintentar}
                  onQuitar={queue.quitar}
                  disabled={enviando}
                />
              ))}
            </SimpleGrid>
          </Stack>
        </ScrollArea.Autosize>

        {errorGeneral ? (
          <Alert color="red" data-testid="denuncia-error">
            {errorGeneral}
          </Alert>
        ) : null}
        {queue.conError ? (
          <Text size="sm" c="red" data-testid="denuncia-adjuntos-fallidos">
            {t('aviso.adjuntos.fallidos')}
          </Text>
        ) : null}

        <Group justify="space-between">
          <Button variant="default" onClick={onRegresar} data-testid="denuncia-regresar">
            {t('aviso.regresar')}
          </Button>
          <Button
            type="submit"
            loading={enviando}
            disabled={bloqueado || queue.conError}
            data-testid="denuncia-informar"
            title={queue.subiendo ? t('aviso.adjuntos.esperando') : undefined}
          >
            {t('aviso.form.informar')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
