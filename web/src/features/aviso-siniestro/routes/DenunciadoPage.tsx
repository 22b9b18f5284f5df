import { Alert, Button, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { DOCUMENTOS_A_REUNIR } from '#shared/siniestros/coberturas.ts';
import { IconShieldCheck } from '#web/components/icons.tsx';
import { useT } from '#web/lib/i18n.tsx';

/** 'denunciado' of the public notice: thanks, the claim number and the documents to gather (spec 3 §2.7). */
export function DenunciadoPage() {
  const t = useT();
  const numero = useSearchParams()[0].get('numero');
  return (
    <Stack gap="md" data-testid="aviso-denunciado">
      <ThemeIcon size={52} radius="xl" color="green" variant="light">
        <IconShieldCheck size={28} />
      </ThemeIcon>
      <Title order={1} size="h2">
        {t('aviso.gracias.titulo')}
      </Title>
      <Text>{t('aviso.gracias.novedades')}</Text>
      {numero ? (
        <Alert color="green" variant="light" data-testid="aviso-numero-siniestro">
          {t('aviso.gracias.numero', { numero })}
        </Alert>
      ) : null}
      <Text fw={600}>{t('aviso.gracias.documentos')}</Text>
      <List spacing={4} size="sm" data-testid="aviso-documentos">
        {DOCUMENTOS_A_REUNIR.map((d) => (
          <List.Item key={d}>{d}</List.Item>
        ))}
      </List>
      <Button component={Link} to=".." relative="path" variant="light" w="fit-content" data-testid="aviso-otra">
        {t('aviso.gracias.otra')}
      </Button>
    </Stack>
  );
}
