import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '#web/lib/api-error.ts';
import { useT } from '#web/lib/i18n.tsx';
import { toastSuccess } from '#web/lib/toast.ts';
import { denunciarInterno, pedirSlotInterno, useBuscarCertificado, useCoberturas } from '../api.ts';
import { avisoNoEncontrado } from '../lib/no-encontrado.ts';
import { DenunciaForm, type CertificadoEncontrado } from '../components/DenunciaForm.tsx';

/**
 * /siniestros/denuncias (report-claims permission, inside the layout). It reuses the public notice's
 * form, so it lives in this feature. The certificate is found by number + tax id through the same
 * lookup as the public notice (GET /v1/publico/certificados): typing an internal certificate id would
 * still need the number and tax id the claim carries, and the lookup proves they match.
 */
export function DenunciaInternaPage() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const buscar = useBuscarCertificado();
  const coberturas = useCoberturas();
  // A certificate's 'Denunciar siniestro' link brings its number (?numeroCertificado=).
  const [params] = useSearchParams();
  const [numero, setNumero] = useState(() => params.get('numeroCertificado') ?? '');
  const [cif, setCif] = useState('');
  const [certificado, setCertificado] = useState<CertificadoEncontrado>();

  const onBuscar = (e: FormEvent) => {
    e.preventDefault();
    if (!numero.trim() || !cif.trim()) return;
    buscar.mutate(
      { numero: numero.trim(), cif: cif.trim() },
      { onSuccess: ({ id }) => setCertificado({ idCertificado: id, numeroCertificado: numero.trim(), cif: cif.trim() }) },
    );
  };
  const noEncontrado = buscar.isError && isApiError(buscar.error) && buscar.error.status === 404;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('siniestros.nueva.titulo')}
      </Title>
      <Card withBorder radius="lg" padding="lg">
        {!certificado ? (
          <form onSubmit={onBuscar} noValidate data-testid="denuncia-interna-buscar">
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                {t('siniestros.nueva.buscarAyuda')}
              </Text>
              {noEncontrado ? (
                <Alert color="red" data-testid="aviso-no-encontrado">
                  {t(avisoNoEncontrado(buscar.variables?.numero ?? ''))}
                </Alert>
              ) : buscar.isError ? (
                <Alert color="red">{buscar.error.message}</Alert>
              ) : null}
              <Group align="flex-end" gap="md">
                <TextInput
                  label={t('aviso.numeroCertificado')}
                  required
                  maxLength={40}
                  value={numero}
                  onChange={(e) => setNumero(e.currentTarget.value)}
                  data-testid="aviso-numero"
                />
                <TextInput
                  label={t('aviso.cif')}
                  placeholder="RUC / CUIT / RFC / NIT / CIF"
                  required
                  maxLength={30}
                  value={cif}
                  onChange={(e) => setCif(e.currentTarget.value)}
                  data-testid="aviso-cif"
                />
                <Button
                  type="submit"
                  loading={buscar.isPending}
                  disabled={!numero.trim() || !cif.trim()}
                  data-testid="aviso-continuar"
                >
                  {t('aviso.continuar')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : coberturas.isPending ? (
          <Loader size="sm" />
        ) : coberturas.isError ? (
          <Alert color="red">{coberturas.error.message}</Alert>
        ) : (
          <DenunciaForm
            certificado={certificado}
            coberturas={coberturas.data}
            pedirSlot={pedirSlotInterno}
            enviar={denunciarInterno}
            onRegresar={() => setCertificado(undefined)}
            onDenunciado={(res) => {
              toastSuccess(t('siniestros.nueva.ok', { numero: res.numero }));
              void queryClient.invalidateQueries({ queryKey: ['siniestros'] });
              void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
              navigate(`/siniestros/${res.id}`);
            }}
            encabezado={
              <Text fw={600} data-testid="aviso-certificado">
                {t('aviso.certificado', { numero: certificado.numeroCertificado })}
              </Text>
            }
          />
        )}
      </Card>
    </Stack>
  );
}
