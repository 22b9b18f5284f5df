import { Alert, Button, Checkbox, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import type { GuardarRequest, Oferta } from '#shared/contract/schemas/viaje-especifico.ts';
import { formatNumber } from '#web/lib/format.ts';
import { useOfertaEnLocale } from '#web/lib/catalogo-nombre.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useMensajeEnIdioma } from '#web/lib/mensaje-en-idioma.ts';
import { AprobacionExito } from './aprobacion/AprobacionExito.tsx';
import { ContenedoresFields } from './aprobacion/ContenedoresFields.tsx';
import { MAX_TEXTO, preguntasVisibles } from './aprobacion/preguntas.ts';
import { PreguntasFields } from './aprobacion/PreguntasFields.tsx';
import { useEnviarAprobacion } from './aprobacion/use-enviar-aprobacion.ts';

/**
 * Excess-approval request (spec 3 §2.3, §5.3, §8.1): which questions each excess code asks is in
 * aprobacion/preguntas.ts, the schema and the request body in aprobacion/solicitud.ts.
 */

export interface AprobacionModalProps {
  opened: boolean;
  onClose: () => void;
  /** The quote as saved (GuardarRequest), with `Id` when it already exists (then PATCH). */
  request: GuardarRequest;
  oferta: Oferta;
  onSolicitada?: (id: number) => void;
}

export function AprobacionModal({ opened, onClose, request, oferta, onSolicitada }: AprobacionModalProps) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={t('veAprobacion.title')}
      closeOnClickOutside={false}
      data-testid="aprobacion-modal"
    >
      {opened ? <AprobacionForm request={request} oferta={oferta} onClose={onClose} onSolicitada={onSolicitada} /> : null}
    </Modal>
  );
}

function AprobacionForm({ request, oferta, onClose, onSolicitada }: Omit<AprobacionModalProps, 'opened'>) {
  const t = useT();
  const enIdioma = useMensajeEnIdioma();
  const enLocale = useOfertaEnLocale();
  const { form, codigos, creado, onValid, pendiente } = useEnviarAprobacion(request, oferta, onSolicitada);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const watched = useWatch({ control });
  const esGranel = watched.esGranel ?? false;
  const cantidad = watched.cantidadContenedores ?? null;
  const sobredimension = watched.sobredimension ?? false;
  const contenedores = watched.contenedores ?? [];
  const visibles = preguntasVisibles(codigos, { esGranel, cantidadContenedores: cantidad, sobredimension });

  if (creado !== undefined) return <AprobacionExito id={creado} />;

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate data-testid="aprobacion-form">
      <Stack gap="md">
        <Alert color="orange" title={t('veAprobacion.excesos', { cobertura: enLocale(oferta).cobertura.nombre })}>
          <List size="sm" spacing={2}>
            {oferta.validaciones.map((v) => (
              <List.Item key={`${v.codigo}-${v.mensaje}`} data-testid="aprobacion-codigo" data-codigo={v.codigo}>
                <Text span fw={700} size="sm">
                  {v.codigo}
                </Text>{' '}
                {enIdioma(v.mensaje)}
              </List.Item>
            ))}
          </List>
        </Alert>

        <PreguntasFields visibles={visibles} control={control} register={register} errors={errors} />

        <Checkbox label={t('veAprobacion.esGranel')} data-testid="aprobacion-granel" {...register('esGranel')} />

        {!esGranel ? (
          <ContenedoresFields form={form} errors={errors} contenedores={contenedores} simboloMoneda={oferta.moneda.simbolo} />
        ) : null}

        <Checkbox
          label={t('veAprobacion.sobredimension')}
          data-testid="aprobacion-sobredimension"
          {...register('sobredimension')}
        />

        <Textarea
          label={t('veAprobacion.observacion')}
          description={t('veAprobacion.observacionHint', { max: MAX_TEXTO })}
          rows={2}
          maxLength={MAX_TEXTO}
          error={errors.observacion?.message}
          data-testid="aprobacion-observacion"
          {...register('observacion')}
        />

        <Group justify="space-between" mt="sm">
          <Text size="sm" c="dimmed">
            {t('veAprobacion.premio', { premio: `${oferta.moneda.simbolo} ${formatNumber(oferta.premio)}` })}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={onClose} disabled={pendiente} data-testid="aprobacion-cancel">
              {t('veAprobacion.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting || pendiente} data-testid="aprobacion-submit">
              {t('veAprobacion.submit')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
