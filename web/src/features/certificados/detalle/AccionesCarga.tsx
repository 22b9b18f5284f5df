import { useState } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { CertificadoCarga } from '#shared/contract/schemas/certificado-carga.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useLayoutContext } from '#web/lib/layout-context.ts';
import { toastError, toastSuccess } from '#web/lib/toast.ts';
import { useBajaCarga, useCancelarCarga, useDecisionCarga, useEmitirCarga } from '../api.ts';
import { NUEVO_PATH } from '../reglas.ts';
import { accionesDetalle } from './acciones.ts';

type ConTexto = 'darDeBaja' | 'aprobar' | 'rechazar';

/** The note a modal asks for: the baja's reason (required) or the insurer's remarks. */
function TextoModal({
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

/** The detail's actions by state, each gated by permission (the server enforces both). */
export function AccionesCarga({ certificado }: { certificado: CertificadoCarga }) {
  const t = useT();
  const { empresa } = useLayoutContext();
  const acciones = accionesDetalle(certificado, empresa?.permisos ?? []);
  const [modal, setModal] = useState<ConTexto | null>(null);
  const emitir = useEmitirCarga();
  const cancelar = useCancelarCarga();
  const baja = useBajaCarga();
  const aprobar = useDecisionCarga('aprobar');
  const rechazar = useDecisionCarga('rechazar');
  const id = certificado.id;

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
    if (modal === 'darDeBaja') baja.mutate({ id, motivo: texto }, opciones);
    else if (modal === 'aprobar') aprobar.mutate({ id, observaciones: texto }, opciones);
    else if (modal === 'rechazar') rechazar.mutate({ id, observaciones: texto }, opciones);
  };
  const tiene = (a: (typeof acciones)[number]) => acciones.includes(a);
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
      {tiene('clonar') ? (
        <Button variant="default" component={Link} to={`${NUEVO_PATH}?clonar=${id}`} data-testid="cert-accion-clonar">
          {t('certCarga.accionBtn.clonar')}
        </Button>
      ) : null}
      {tiene('denunciar') && certificado.nroCertificado ? (
        <Button
          variant="default"
          component={Link}
          to={`/siniestros/denuncias?numeroCertificado=${encodeURIComponent(certificado.nroCertificado)}`}
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
        cargando={baja.isPending || aprobar.isPending || rechazar.isPending}
      />
    </Group>
  );
}
