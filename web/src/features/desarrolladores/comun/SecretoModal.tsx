import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useT } from '#web/lib/i18n.tsx';

/** A new secret to show: what it belongs to (a client id, an endpoint's URL) and its value, null on a replayed answer. */
export interface SecretoNuevo {
  de: { etiqueta: string; valor: string };
  valor: string | null;
}

/**
 * The new secret, the only time the portal shows it (records 0166, 0169): what it belongs to and the
 * secret to copy, and a plain warning. A retry that replayed the answer carries no secret and says so.
 */
export function SecretoModal({ nuevo, titulo, onClose }: { nuevo: SecretoNuevo | null; titulo: string; onClose: () => void }) {
  const t = useT();
  return (
    <Modal opened={nuevo !== null} onClose={onClose} title={titulo} closeOnClickOutside={false} data-testid="app-secreto-modal">
      {nuevo ? (
        <Stack gap="md">
          <Campo etiqueta={nuevo.de.etiqueta} valor={nuevo.de.valor} testId="app-secreto-client-id" />
          {nuevo.valor ? (
            <>
              <Campo etiqueta={t('apps.secreto.valor')} valor={nuevo.valor} testId="app-secreto-valor" />
              <Alert color="yellow" data-testid="app-secreto-aviso">
                {t('apps.secreto.aviso')}
              </Alert>
            </>
          ) : (
            <Alert color="gray">{t('apps.secreto.yaMostrado')}</Alert>
          )}
          <Group justify="flex-end">
            <Button onClick={onClose} data-testid="app-secreto-listo">
              {t('apps.secreto.listo')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

function Campo({ etiqueta, valor, testId }: { etiqueta: string; valor: string; testId: string }) {
  const t = useT();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {etiqueta}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code style={{ wordBreak: 'break-all', flex: 1 }} data-testid={testId}>
          {valor}
        </Code>
        <CopyButton value={valor}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy} aria-label={`${t('apps.copiar')}: ${etiqueta}`}>
              {copied ? t('apps.copiado') : t('apps.copiar')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
