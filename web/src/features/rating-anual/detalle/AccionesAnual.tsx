import { useState } from 'react';
import { Button, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import type { CertificadoAnual } from '#shared/contract/schemas/rating-anual.ts';
import { documentoAnual, impedimentoAnual } from '#shared/rating-anual/estados.ts';
import { TextoModal } from '#web/components/AccionesCertificado.tsx';
import { EnlaceDescarga } from '#web/components/EnlaceDescarga.tsx';
import { isApiError } from '#web/lib/api-error.ts';
import { useOfertaEnLocale } from '#web/lib/catalogo-nombre.ts';
import { useT } from '#web/lib/i18n.tsx';
import { toastError, toastSuccess } from '#web/lib/toast.ts';
import { descargarAnual, useDecisionAnual, useEliminarAnual, useEmitirAnual, useSolicitarAprobacionAnual } from '../api.ts';
import { AprobacionAnualModal, SIN_RESPUESTAS } from '../cotizador/AprobacionAnualModal.tsx';
import { COTIZADOR_PATH, LISTA_PATH } from '../paths.ts';

const fallo = (e: unknown) =>
  toastError(
    isApiError(e) && e.errors.length ? e.errors.map((x) => x.message).join(', ') : e instanceof Error ? e.message : String(e),
  );

/**
 * The detail's buttons (spec 2 §2.6): Clonar (a new quote from the same form), Imprimir (the paper of
 * the state), Compartir (copies the detail's link, which opens for any signed-in user of the tenant
 * who reaches it, or a fresh 5-minute link to the paper of the state, for someone outside the portal), Eliminar (a quote not issued, after confirming), Emitir (a clean or approved quote, after confirming),
 * 'Solicitar aprobación' (a saved quote the coverage refuses, with the three answers of the wizard's
 * modal) and the insurer's Aprobar / Rechazar. Each shows only when the state and the user's permissions
 * allow it; the server checks both again. No 'Denunciar siniestro': an annual rating names no shipment, a
 * loss is claimed on the shipment's own certificate (esNumeroAnual).
 */
export function AccionesAnual({ c, permisos }: { c: CertificadoAnual; permisos: readonly string[] }) {
  const t = useT();
  const enLocale = useOfertaEnLocale();
  const navigate = useNavigate();
  const emitir = useEmitirAnual();
  const eliminar = useEliminarAnual();
  const aprobar = useDecisionAnual('aprobar');
  const rechazar = useDecisionAnual('rechazar');
  const [decision, setDecision] = useState<'aprobar' | 'rechazar' | null>(null);
  // Deleting and issuing cannot be undone: each asks first.
  const [confirmar, setConfirmar] = useState<'eliminar' | 'emitir' | null>(null);
  const solicitar = useSolicitarAprobacionAnual();
  const [pidiendoAprobacion, setPidiendoAprobacion] = useState(false);
  const [respuestas, setRespuestas] = useState(SIN_RESPUESTAS);
  const puede = (p: string) => permisos.includes(p);
  const estado = c.estado.id;
  const validaciones = c.cotizacionSeleccionada.validaciones.length;
  const permite = (accion: Parameters<typeof impedimentoAnual>[1]) => impedimentoAnual({ estado, validaciones }, accion) === null;

  const copiar = async (url: string, hecho: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toastSuccess(t(hecho));
    } catch {
      toastError(url, t('ratingAnual.compartirError'));
    }
  };
  const compartirPdf = async () => {
    try {
      await copiar(await descargarAnual(c.id)(), 'ratingAnual.compartidoPdf');
    } catch (e) {
      fallo(e);
    }
  };
  const decidir = (observaciones: string) => {
    const m = decision === 'aprobar' ? aprobar : rechazar;
    m.mutate(
      { id: c.id, observaciones },
      {
        onSuccess: () => {
          toastSuccess(t(`ratingAnual.hecho.${decision ?? 'aprobar'}`));
          setDecision(null);
        },
        onError: fallo,
      },
    );
  };

  return (
    <Group gap="xs" data-testid="anual-acciones">
      {puede('ratingAnual.cotizar') ? (
        <Button variant="default" component={Link} to={`${COTIZADOR_PATH}?clonar=${c.id}`} data-testid="anual-clonar">
          {t('ratingAnual.accion.clonar')}
        </Button>
      ) : null}
      <EnlaceDescarga pedirUrl={descargarAnual(c.id)} variante="boton" testId="anual-imprimir">
        {t('ratingAnual.accion.imprimir')}
      </EnlaceDescarga>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" data-testid="anual-compartir">
            {t('ratingAnual.accion.compartir')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            onClick={() => void copiar(`${window.location.origin}${window.location.pathname}`, 'ratingAnual.compartido')}
            data-testid="anual-compartir-enlace"
          >
            {t('ratingAnual.compartirEnlace')}
          </Menu.Item>
          <Menu.Item onClick={() => void compartirPdf()} data-testid="anual-compartir-pdf">
            {t(documentoAnual(estado) === 'certificado' ? 'ratingAnual.compartirCertificado' : 'ratingAnual.compartirCotizacion')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {puede('ratingAnual.cotizar') && permite('eliminar') ? (
        <Button color="red" variant="light" onClick={() => setConfirmar('eliminar')} data-testid="anual-eliminar">
          {t('ratingAnual.accion.eliminar')}
        </Button>
      ) : null}
      {puede('ratingAnual.cotizar') && permite('emitir') ? (
        <Button onClick={() => setConfirmar('emitir')} data-testid="anual-emitir">
          {t('ratingAnual.accion.emitir')}
        </Button>
      ) : null}
      {puede('ratingAnual.cotizar') && permite('solicitarAprobacion') && validaciones > 0 ? (
        <Button
          color="orange"
          variant="light"
          onClick={() => setPidiendoAprobacion(true)}
          data-testid="anual-solicitar-aprobacion"
        >
          {t('cotizadorAnual.solicitarAprobacion')}
        </Button>
      ) : null}
      {puede('certificados.aprobar') && permite('aprobar') ? (
        <Button color="green" variant="light" onClick={() => setDecision('aprobar')} data-testid="anual-aprobar">
          {t('certCarga.accionBtn.aprobar')}
        </Button>
      ) : null}
      {puede('certificados.rechazar') && permite('rechazar') ? (
        <Button color="red" variant="light" onClick={() => setDecision('rechazar')} data-testid="anual-rechazar">
          {t('certCarga.accionBtn.rechazar')}
        </Button>
      ) : null}
      <TextoModal
        key={decision ?? 'cerrado'}
        accion={decision}
        onClose={() => setDecision(null)}
        onConfirm={decidir}
        cargando={aprobar.isPending || rechazar.isPending}
      />
      <AprobacionAnualModal
        key={pidiendoAprobacion ? 'aprobacion-abierta' : 'aprobacion-cerrada'}
        opened={pidiendoAprobacion}
        valores={respuestas}
        onChange={setRespuestas}
        onClose={() => setPidiendoAprobacion(false)}
        enviando={solicitar.isPending}
        onEnviar={(solicitud) =>
          solicitar.mutate(
            { id: c.id, solicitud },
            {
              onSuccess: () => {
                toastSuccess(t('cotizadorAnual.solicitudEnviada'));
                setPidiendoAprobacion(false);
              },
              onError: fallo,
            },
          )
        }
      />
      <Confirmacion
        abierta={confirmar === 'eliminar'}
        titulo={t('ratingAnual.accion.eliminar')}
        texto={t('ratingAnual.eliminarConfirmacion')}
        color="red"
        cargando={eliminar.isPending}
        onClose={() => setConfirmar(null)}
        onConfirm={() =>
          eliminar.mutate(c.id, {
            onSuccess: () => {
              toastSuccess(t('ratingAnual.hecho.eliminar'));
              navigate(LISTA_PATH);
            },
            onError: fallo,
          })
        }
        testId="anual-eliminar-ok"
      />
      <Confirmacion
        abierta={confirmar === 'emitir'}
        titulo={t('ratingAnual.emitirTitulo')}
        texto={t('ratingAnual.emitirConfirmacion', { cobertura: enLocale(c.cotizacionSeleccionada).cobertura.nombre })}
        cargando={emitir.isPending}
        onClose={() => setConfirmar(null)}
        onConfirm={() =>
          emitir.mutate(c.id, {
            onSuccess: () => {
              toastSuccess(t('ratingAnual.hecho.emitir'));
              setConfirmar(null);
            },
            onError: fallo,
          })
        }
        testId="anual-emitir-ok"
      />
    </Group>
  );
}

/** A confirmation before an action that cannot be undone: its title, what it does, Cerrar and the action itself. */
function Confirmacion({
  abierta,
  titulo,
  texto,
  color,
  cargando,
  onClose,
  onConfirm,
  testId,
}: {
  abierta: boolean;
  titulo: string;
  texto: string;
  color?: string;
  cargando: boolean;
  onClose: () => void;
  onConfirm: () => void;
  testId: string;
}) {
  const t = useT();
  return (
    <Modal opened={abierta} onClose={onClose} title={titulo}>
      <Stack>
        <Text size="sm">{texto}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid={`${testId}-cerrar`}>
            {t('certCarga.cerrar')}
          </Button>
          <Button color={color} loading={cargando} onClick={onConfirm} data-testid={testId}>
            {titulo}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
