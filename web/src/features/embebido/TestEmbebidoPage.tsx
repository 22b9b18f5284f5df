import { Button, Card, Code, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { useT } from '#web/lib/i18n.tsx';

/** The floating-transport screen a partner's site frames (spec 3 §2.9's embedded module). */
export const RUTA_EMBEBIDA = '/embedded/certificados';

/** What a partner pastes into its site: its own token and theme go in the query string (spec 3 §4.6). */
export const codigoParaSocio = (origen: string): string =>
  `<iframe src="${origen}${RUTA_EMBEBIDA}?token=TOKEN_DEL_SOCIO&theme=light" title="Seguros de carga" style="width:100%;height:720px;border:0"></iframe>`;

/**
 * /test-embebido-flotantes: the floating-transport certificates as a partner's users see them inside
 * the partner's site, framed from this origin (the preview rides on the viewer's own session, so no
 * token is ever put in a URL here), with the snippet the partner pastes.
 */
export function TestEmbebidoPage() {
  const t = useT();
  const codigo = codigoParaSocio(window.location.origin);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('embebido.titulo')}
      </Title>
      <Text size="sm">{t('embebido.explicacion')}</Text>
      <Card withBorder radius="lg" padding="md">
        <Group justify="space-between" align="center" mb="xs">
          <Text size="sm" fw={600}>
            {t('embebido.codigo')}
          </Text>
          <CopyButton value={codigo}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy} data-testid="embebido-copiar">
                {copied ? t('embebido.copiado') : t('embebido.copiar')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Code block data-testid="embebido-codigo" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {codigo}
        </Code>
      </Card>
      <iframe
        src={RUTA_EMBEBIDA}
        title={t('embebido.marco')}
        data-testid="embebido-marco"
        style={{ width: '100%', height: 720, border: '1px solid var(--mantine-color-default-border)', borderRadius: 12 }}
      />
    </Stack>
  );
}
