import { useMemo } from 'react';
import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '#web/lib/i18n.tsx';
import { denunciarPublico, pedirSlotPublico, useCoberturas } from '../api.ts';
import { DenunciaForm } from '../components/DenunciaForm.tsx';

/** 'nueva' of the public notice (query numeroCertificado, certificadoID, cif): the claim form. */
export function NuevaDenunciaPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const coberturas = useCoberturas();
  const numeroCertificado = params.get('numeroCertificado') ?? '';
  const cif = params.get('cif') ?? '';
  const idCertificado = Number(params.get('certificadoID'));
  const valido = Boolean(numeroCertificado && cif && Number.isInteger(idCertificado) && idCertificado > 0);
  const certificado = useMemo(() => ({ idCertificado, numeroCertificado, cif }), [idCertificado, numeroCertificado, cif]);
  const pedirSlot = useMemo(() => pedirSlotPublico(certificado), [certificado]);

  if (!valido) {
    return (
      <Stack>
        <Alert color="orange" data-testid="aviso-sin-certificado">
          {t('aviso.sinCertificado')}
        </Alert>
        <Button component={Link} to=".." relative="path" variant="light" w="fit-content">
          {t('aviso.buscarOtro')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('aviso.title')}
      </Title>
      {coberturas.isPending ? (
        <Loader size="sm" />
      ) : coberturas.isError ? (
        <Alert color="red" data-testid="aviso-coberturas-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{coberturas.error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void coberturas.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <DenunciaForm
          certificado={certificado}
          coberturas={coberturas.data}
          pedirSlot={pedirSlot}
          enviar={denunciarPublico}
          onRegresar={() => navigate(-1)}
          onDenunciado={(res) => navigate(`../denunciado?numero=${encodeURIComponent(res.numero)}`, { relative: 'path' })}
          encabezado={
            <Text fw={600} data-testid="aviso-certificado">
              {t('aviso.certificado', { numero: numeroCertificado })}
            </Text>
          }
        />
      )}
    </Stack>
  );
}
