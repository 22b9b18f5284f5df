import { useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useT } from '#web/lib/i18n.tsx';
import { useUsuario } from '../api.ts';
import type { UsuarioBase } from '../lib/usuario-form.ts';
import { UsuarioForm } from './UsuarioForm.tsx';

export interface UsuarioEditorModalProps {
  opened: boolean;
  onClose: () => void;
  /** Present: edit that user. Absent (or 0): create one (spec 1 §4). */
  usuarioId?: number;
  /** A create that starts from these permissions (the issuer editor's 'Continuar Asignando Usuarios'). */
  baseInicial?: UsuarioBase;
}

interface Session {
  /** Bumped on every (re)open and on Clonar, so the form starts from its new initial values. */
  n: number;
  id: number | undefined;
  base: UsuarioBase | undefined;
}

/**
 * The user editor of spec 1 §2.2: a large modal, 'Agregar usuario' or 'Editar usuario'. Clonar turns
 * it into a create prefilled with the permissions and nationality of the user being edited.
 */
export function UsuarioEditorModal({ opened, onClose, usuarioId, baseInicial }: UsuarioEditorModalProps) {
  const t = useT();
  const [session, setSession] = useState<Session>({ n: 0, id: usuarioId || undefined, base: baseInicial });
  const [prev, setPrev] = useState({ opened, usuarioId });
  if (prev.opened !== opened || prev.usuarioId !== usuarioId) {
    setPrev({ opened, usuarioId });
    if (opened) setSession((s) => ({ n: s.n + 1, id: usuarioId || undefined, base: usuarioId ? undefined : baseInicial }));
  }

  const editing = session.id !== undefined;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={t(editing ? 'usuarios.editor.titleEdit' : 'usuarios.editor.titleCreate')}
      closeOnClickOutside={false}
      data-testid="usuario-editor"
    >
      {opened ? (
        <UsuarioEditor
          key={session.n}
          id={session.id}
          base={session.base}
          onClose={onClose}
          onClone={(base) => setSession((s) => ({ n: s.n + 1, id: undefined, base }))}
        />
      ) : null}
    </Modal>
  );
}

function UsuarioEditor({
  id,
  base,
  onClose,
  onClone,
}: {
  id: number | undefined;
  base: UsuarioBase | undefined;
  onClose: () => void;
  onClone: (base: UsuarioBase) => void;
}) {
  const t = useT();
  const usuario = useUsuario(id);

  if (id !== undefined && usuario.isPending) {
    return (
      <Group gap="sm" py="xl" justify="center" data-testid="usuario-loading">
        <Loader size="sm" />
        <Text c="dimmed">{t('usuarios.editor.loading')}</Text>
      </Group>
    );
  }
  if (id !== undefined && usuario.isError) {
    return (
      <Stack>
        <Alert color="red" title={t('usuarios.editor.loadError')} data-testid="usuario-load-error">
          {usuario.error.message}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('usuarios.editor.cancel')}
          </Button>
          <Button onClick={() => void usuario.refetch()}>{t('common.retry')}</Button>
        </Group>
      </Stack>
    );
  }

  return <UsuarioForm id={id} usuario={usuario.data} base={base} onClose={onClose} onClone={onClone} />;
}
