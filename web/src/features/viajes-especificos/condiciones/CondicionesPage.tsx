import { useEffect } from 'react';
import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { useT } from '#web/lib/i18n.tsx';
import { useCondicionesCobertura } from '../api.ts';

/**
 * /condiciones/:coberturaId, the address the offer cards and the certificate PDFs link to (no login):
 * asks for a fresh link to the conditions PDF and replaces this page with it.
 */
export function CondicionesPage() {
  const t = useT();
  const coberturaId = Number(useParams().coberturaId);
  const condiciones = useCondicionesCobertura(coberturaId);
  const url = condiciones.data?.url;

  useEffect(() => {
    if (url) window.location.replace(url);
  }, [url]);

  return (
    <Center mih="60vh">
      {condiciones.isError || !Number.isSafeInteger(coberturaId) || coberturaId <= 0 ? (
        <Alert color="orange" data-testid="condiciones-error">
          {t('condiciones.noEncontradas')}
        </Alert>
      ) : (
        <Stack align="center" gap="xs">
          <Loader />
          <Text size="sm">{t('condiciones.abriendo')}</Text>
        </Stack>
      )}
    </Center>
  );
}
