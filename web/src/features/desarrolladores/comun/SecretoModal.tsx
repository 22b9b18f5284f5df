import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useT } from '#web/lib/i18n.tsx';
import type { ConSecreto } from './api.ts';

/**
 * The new secret, the only time the portal shows it (record 0166): the client id and secret to copy,
 * and a plain warning. A retry that replayed the answer carries no secret and says so.
 */
export function SecretoModal({ creado, onClose }: { creado: ConSecreto | null; onClose: () => void }) {
  const t = useT();
  const secreto = creado?.secreto;
  return (
    <Modal
      opened={creado !== null}
      onClose={onClose}
      title={t('apps.secreto.titulo')}
      closeOnClickOutside={false}
      data-testid="app-secreto-modal"
    >
      {creado ? (
        <Stack gap="md">
          <Campo etiqueta={t('apps.secreto.clientId')} valor={creado.cliente.clientId} testId="app-secreto-client-id" />
          {secreto ? (
            <>
              <Campo etiqueta={t('apps.secreto.valor')} valor={secreto.valor} testId="app-secreto-valor" />
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
