import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '#web/lib/api-error.ts';
import { useT } from '#web/lib/i18n.tsx';
import { avisoNoEncontrado } from '../lib/no-encontrado.ts';
import { useBuscarCertificado } from '../api.ts';

/** '' of the public notice: find the certificate by number and the beneficiary's tax id (spec 3 §2.7, §5.5). */
export function BuscarCertificadoPage() {
  const t = useT();
  const navigate = useNavigate();
  const buscar = useBuscarCertificado();
  const [numero, setNumero] = useState('');
  const [cif, setCif] = useState('');
  const [tocado, setTocado] = useState(false);
  const faltaNumero = !numero.trim();
  const faltaCif = !cif.trim();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTocado(true);
    if (faltaNumero || faltaCif) return;
    buscar.mutate(
      { numero: numero.trim(), cif: cif.trim() },
      {
        onSuccess: ({ id }) => {
          const qs = new URLSearchParams({ numeroCertificado: numero.trim(), certificadoID: String(id), cif: cif.trim() });
          // Relative: the notice answers at /siniestros/denuncias and at its alias /aviso-siniestro.
          navigate(`nueva?${qs.toString()}`);
        },
      },
    );
  };

  const noEncontrado = buscar.isError && isApiError(buscar.error) && buscar.error.status === 404;

  return (
    <form onSubmit={onSubmit} noValidate data-testid="aviso-buscar">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('aviso.title')}
          </Title>
          <Text c="dimmed">{t('aviso.intro')}</Text>
        </Stack>
        {noEncontrado ? (
          <Alert color="red" data-testid="aviso-no-encontrado">
            {t(avisoNoEncontrado(buscar.variables?.numero ?? ''))}
          </Alert>
        ) : buscar.isError ? (
          <Alert color="red" data-testid="aviso-buscar-error">
            {buscar.error.message}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('aviso.numeroCertificado')}
            required
            maxLength={40}
            value={numero}
            onChange={(e) => setNumero(e.currentTarget.value)}
            error={tocado && faltaNumero ? t('aviso.requerido') : undefined}
            data-testid="aviso-numero"
          />
          <TextInput
            label={t('aviso.cif')}
            placeholder="RUC / CUIT / RFC / NIT / CIF"
            required
            maxLength={30}
            value={cif}
            onChange={(e) => setCif(e.currentTarget.value)}
            error={tocado && faltaCif ? t('aviso.requerido') : undefined}
            data-testid="aviso-cif"
          />
        </SimpleGrid>
        <Group justify="space-between">
          <Button variant="default" onClick={() => navigate(-1)} data-testid="aviso-regresar">
            {t('aviso.regresar')}
          </Button>
          <Button type="submit" loading={buscar.isPending} data-testid="aviso-continuar">
            {t('aviso.continuar')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
