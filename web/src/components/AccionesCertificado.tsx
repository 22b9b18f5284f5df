import { useState } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { Link } from 'react-router-dom';
import { isApiError } from '#web/lib/api-error.ts';
import { useT } from '#web/lib/i18n.tsx';
import { toastError, toastSuccess } from '#web/lib/toast.ts';
import type { AccionDetalle } from './acciones-certificado.ts';

type ConTexto = 'darDeBaja' | 'aprobar' | 'rechazar';

/** A write of the detail (a TanStack mutation): the callbacks say how it ended. */
export interface Mutacion<V> {
  mutate: (variables: V, opciones: { onSuccess: () => void; onError: (e: unknown) => void }) => void;
  isPending: boolean;
}

/** The state changes of a certificate, by id (the kind's own operations). */
export interface MutacionesCertificado {
  emitir: Mutacion<number>;
  cancelar: Mutacion<number>;
  darDeBaja: Mutacion<{ id: number; motivo: string }>;
  aprobar: Mutacion<{ id: number; observaciones: string }>;
  rechazar: Mutacion<{ id: number; observaciones: string }>;
}

/** The note a modal asks for: the baja's reason (required) or the insurer's remarks (also the annual quotes' decisions). */
export function TextoModal({
  accion,
  onClose,
  onConfirm,
  cargando,
}: {
  accion: ConTexto | null;
  onClose: () => void;
  onConfirm: (texto: string) => void;
  cargando: boolean;
}) {
  const t = useT();
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string | undefined>();
  const requerido = accion === 'darDeBaja';
  const confirmar = () => {
    if (requerido && !texto.trim()) return setError(t('certCarga.baja.motivoRequerido'));
    onConfirm(texto.trim());
  };
  return (
    <Modal opened={accion !== null} onClose={onClose} title={accion ? t(`certCarga.accionBtn.${accion}`) : ''}>
      <Stack>
        <Textarea
          label={t(requerido ? 'certCarga.baja.motivo' : 'certCarga.decision.observaciones')}
          required={requerido}
          maxLength={500}
          rows={3}
          value={texto}
          onChange={(e) => {
            setTexto(e.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          data-testid="cert-modal-texto"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('certCarga.cerrar')}
          </Button>
          <Button
            color={accion === 'aprobar' ? 'green' : 'red'}
            loading={cargando}
            onClick={confirmar}
            data-testid="cert-modal-ok"
          >
            {accion ? t(`certCarga.accionBtn.${accion}`) : ''}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * A certificate detail's actions (cargo or containers): the ones `acciones` lists (the kind's rule of
 * state and permission; the server enforces both), with a modal for the baja's reason and the
 * insurer's remarks.
 */
export function AccionesCertificado({
  id,
  acciones,
  mutaciones,
  clonarPath,
  nroCertificado,
}: {
  id: number;
  acciones: readonly AccionDetalle[];
  mutaciones: MutacionesCertificado;
  /** Where 'Clonar' goes, if the kind clones. */
  clonarPath?: string;
  /** The number a claim is filed against (issued certificates have one). */
  nroCertificado: string | null;
}) {
  const t = useT();
  const [modal, setModal] = useState<ConTexto | null>(null);
  const { emitir, cancelar, darDeBaja, aprobar, rechazar } = mutaciones;

  const hecho = (clave: string) => () => {
    toastSuccess(t(clave));
    setModal(null);
  };
  const fallo = (e: unknown) =>
    toastError(
      isApiError(e) && e.errors.length ? e.errors.map((x) => x.message).join(', ') : e instanceof Error ? e.message : String(e),
    );
  const confirmar = (texto: string) => {
    const opciones = { onSuccess: hecho(`certCarga.hecho.${modal ?? ''}`), onError: fallo };
    if (modal === 'darDeBaja') darDeBaja.mutate({ id, motivo: texto }, opciones);
    else if (modal === 'aprobar') aprobar.mutate({ id, observaciones: texto }, opciones);
    else if (modal === 'rechazar') rechazar.mutate({ id, observaciones: texto }, opciones);
  };
  const tiene = (a: AccionDetalle) => acciones.includes(a);
  const boton = (accion: ConTexto, color: string) =>
    tiene(accion) ? (
      <Button color={color} variant="light" onClick={() => setModal(accion)} data-testid={`cert-accion-${accion}`}>
        {t(`certCarga.accionBtn.${accion}`)}
      </Button>
    ) : null;

  return (
    <Group gap="xs" data-testid="cert-acciones">
      {tiene('emitir') ? (
        <Button
          loading={emitir.isPending}
          onClick={() => emitir.mutate(id, { onSuccess: hecho('certCarga.emitido'), onError: fallo })}
          data-testid="cert-accion-emitir"
        >
          {t('certCarga.emitir')}
        </Button>
      ) : null}
      {boton('aprobar', 'green')}
      {boton('rechazar', 'red')}
      {tiene('cancelar') ? (
        <Button
          variant="default"
          loading={cancelar.isPending}
          onClick={() => cancelar.mutate(id, { onSuccess: hecho('certCarga.hecho.cancelar'), onError: fallo })}
          data-testid="cert-accion-cancelar"
        >
          {t('certCarga.accionBtn.cancelar')}
        </Button>
      ) : null}
      {boton('darDeBaja', 'red')}
      {tiene('clonar') && clonarPath ? (
        <Button variant="default" component={Link} to={clonarPath} data-testid="cert-accion-clonar">
          {t('certCarga.accionBtn.clonar')}
        </Button>
      ) : null}
      {tiene('denunciar') && nroCertificado ? (
        <Button
          variant="default"
          component={Link}
          to={`/siniestros/denuncias?numeroCertificado=${encodeURIComponent(nroCertificado)}`}
          data-testid="cert-accion-denunciar"
        >
          {t('certCarga.accionBtn.denunciar')}
        </Button>
      ) : null}
      <TextoModal
        key={modal ?? 'cerrado'}
        accion={modal}
        onClose={() => setModal(null)}
        onConfirm={confirmar}
        cargando={darDeBaja.isPending || aprobar.isPending || rechazar.isPending}
      />
    </Group>
  );
}
