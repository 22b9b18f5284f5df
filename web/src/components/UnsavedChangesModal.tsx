import { Button, Group, Modal, Text } from '@mantine/core';
import { useT } from '#web/lib/i18n.tsx';
import { usePendingLeave } from './unsaved-changes.ts';

/** The 'Salir' warning of spec 3 §2.10, for the navigation a dirty form held back. */
export function UnsavedChangesModal() {
  const t = useT();
  const pending = usePendingLeave();
  return (
    <Modal
      opened={Boolean(pending)}
      onClose={() => pending?.reset()}
      title={t('shell.unsaved.title')}
      centered
      data-testid="unsaved-changes-modal"
    >
      <Text mb="lg">{t('shell.unsaved.body')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => pending?.reset()} data-testid="unsaved-cancel">
          {t('shell.unsaved.cancel')}
        </Button>
        <Button color="red" onClick={() => pending?.proceed()} data-testid="unsaved-continue">
          {t('shell.unsaved.continue')}
        </Button>
      </Group>
    </Modal>
  );
}
