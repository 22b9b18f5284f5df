import { useState } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import * as z from 'zod/mini';
import { condicionContenedoresSchema, condicionTransporteSchema } from '#shared/contract/schemas/emisor.ts';
import {
  cuerpoContenedores,
  cuerpoTransporte,
  type CondicionContenedoresForm,
  type CondicionTransporteForm,
} from '#shared/emisores/formulario.ts';
import { useT } from '#web/lib/i18n.tsx';
import { toastError } from '#web/lib/toast.ts';
import { erroresPorRuta } from '../lib/resolver.ts';
import { AplicableAFields } from './AplicableAFields.tsx';
import { CondicionContenedoresFields } from './CondicionContenedoresFields.tsx';
import { CondicionTransporteFields } from './CondicionTransporteFields.tsx';

/** What the modal edits: one condition of one kind, new (index null) or an existing one. */
export type CondicionEnEdicion =
  | { tipo: 'transporte'; index: number | null; valor: CondicionTransporteForm }
  | { tipo: 'contenedores'; index: number | null; valor: CondicionContenedoresForm };

/** The condition's problems, by the body's paths, checked with the schema the API uses. */
const validar = (c: CondicionEnEdicion) =>
  c.tipo === 'transporte'
    ? z.safeParse(condicionTransporteSchema, cuerpoTransporte(c.valor))
    : z.safeParse(condicionContenedoresSchema, cuerpoContenedores(c.valor));

/**
 * Adds or edits one commercial condition (spec 1 §2.3, §4): xl to add a container condition, lg
 * otherwise. 'Agregar' appends, 'Editar' updates, and the modal closes; an invalid condition stays
 * open with its errors in red and the toast 'Revise los errores resaltados en rojo'.
 */
export function CondicionModal({
  condicion,
  onAceptar,
  onClose,
}: {
  condicion: CondicionEnEdicion | null;
  onAceptar: (c: CondicionEnEdicion) => void;
  onClose: () => void;
}) {
  const t = useT();
  const [actual, setActual] = useState(condicion);
  const [prev, setPrev] = useState(condicion);
  const [errores, setErrores] = useState<Record<string, string>>({});
  if (prev !== condicion) {
    setPrev(condicion);
    setActual(condicion);
    setErrores({});
  }

  const aceptar = () => {
    if (!actual) return;
    const r = validar(actual);
    if (!r.success) {
      setErrores(erroresPorRuta(r.error.issues));
      toastError(t('emisor.toast.condicion'));
      return;
    }
    onAceptar(actual);
  };

  const agregando = actual?.index === null;
  return (
    <Modal
      opened={condicion !== null}
      onClose={onClose}
      size={actual?.tipo === 'contenedores' && agregando ? 'xl' : 'lg'}
      title={t(actual?.tipo === 'contenedores' ? 'emisor.terminos.contenedores' : 'emisor.terminos.transporte')}
      closeOnClickOutside={false}
      data-testid="condicion-modal"
    >
      {actual ? (
        <Stack>
          <AplicableAFields
            value={actual.valor.aplicableA}
            onChange={(aplicableA) => setActual({ ...actual, valor: { ...actual.valor, aplicableA } } as CondicionEnEdicion)}
            errores={errores}
          />
          {actual.tipo === 'transporte' ? (
            <CondicionTransporteFields
              value={actual.valor}
              onChange={(valor) => setActual({ ...actual, valor })}
              errores={errores}
            />
          ) : (
            <CondicionContenedoresFields
              value={actual.valor}
              onChange={(valor) => setActual({ ...actual, valor })}
              errores={errores}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-testid="condicion-cancelar">
              {t('emisor.condicion.cancelar')}
            </Button>
            <Button onClick={aceptar} data-testid="condicion-aceptar">
              {t(agregando ? 'emisor.terminos.agregar' : 'emisor.terminos.editar')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
