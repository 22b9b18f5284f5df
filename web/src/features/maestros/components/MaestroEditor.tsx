import { useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { MaestroNombre } from '#shared/catalogos/versiones.ts';
import { fecha } from '#shared/text/fecha.ts';
import { FechaInput } from '#web/components/FechaInput.tsx';
import { isApiError } from '#web/lib/api-error.ts';
import { useT } from '#web/lib/i18n.tsx';
import { toastSuccess } from '#web/lib/toast.ts';
import { useGuardarVersion, useMaestro } from '../api.ts';
import { lugarDelError } from '../lib/errores.ts';
import { HistorialVersiones } from './HistorialVersiones.tsx';

interface Props<C> {
  maestro: MaestroNombre;
  soloLectura: boolean;
  /** The editor of the content: the table (or tables) of the master's entries. */
  children: (contenido: C, onChange: (contenido: C) => void) => ReactNode;
}

/**
 * One master: the version in effect and the scheduled ones, the entries of the latest version (the
 * base of a new one), 'Guardar nueva versión' with its effective day, and the history.
 */
export function MaestroEditor<C>({ maestro, soloLectura, children }: Props<C>) {
  const t = useT();
  const consulta = useMaestro(maestro);
  const guardar = useGuardarVersion(maestro);
  const [borrador, setBorrador] = useState<C>();
  const [vigenteDesde, setVigenteDesde] = useState<string>();

  if (consulta.isPending) return <Loader size="sm" />;
  if (consulta.isError) return <Alert color="red">{consulta.error.message}</Alert>;
  const { hoy, vigente, ultima, historial } = consulta.data;
  const contenido = (borrador ?? ultima?.contenido) as C;
  const desde = vigenteDesde ?? (ultima && ultima.vigenteDesde > hoy ? ultima.vigenteDesde : hoy);
  const programadas = historial.filter((v) => v.vigenteDesde > hoy);
  const error = guardar.error && isApiError(guardar.error) ? guardar.error : undefined;

  const guardarVersion = () =>
    guardar.mutate(
      { versionBase: ultima?.n ?? 0, vigenteDesde: desde, contenido },
      {
        onSuccess: (v) => {
          setBorrador(undefined);
          setVigenteDesde(undefined);
          toastSuccess(t('maestros.guardada', { n: v.n, fecha: fecha(v.vigenteDesde) }));
        },
      },
    );

  return (
    <Stack gap="md">
      <Group gap="xs" data-testid="maestro-versiones">
        {vigente ? (
          <Badge color="green" variant="light" data-testid="maestro-vigente">
            {t('maestros.vigente', { n: vigente.n, fecha: fecha(vigente.vigenteDesde) })}
          </Badge>
        ) : (
          <Badge color="gray">{t('maestros.sinVersion')}</Badge>
        )}
        {programadas.map((v) => (
          <Badge key={v.n} color="orange" variant="light" data-testid="maestro-programada">
            {t('maestros.programada', { n: v.n, fecha: fecha(v.vigenteDesde) })}
          </Badge>
        ))}
      </Group>
      {ultima && vigente && ultima.n !== vigente.n && !soloLectura ? (
        <Alert color="blue" variant="light">
          {t('maestros.editasProgramada', { n: ultima.n, fecha: fecha(ultima.vigenteDesde) })}
        </Alert>
      ) : null}

      {children(contenido, setBorrador)}

      {soloLectura ? null : (
        <Card withBorder radius="md" padding="sm">
          <Stack gap="xs">
            <Group align="flex-end" gap="sm">
              <FechaInput
                label={t('maestros.vigenteDesde')}
                value={desde}
                onChange={setVigenteDesde}
                desde="hoy"
                error={error?.errors.find((e) => e.path === 'vigenteDesde')?.message}
                testId="maestro-vigente-desde"
              />
              <Button
                onClick={guardarVersion}
                loading={guardar.isPending}
                disabled={borrador === undefined && vigenteDesde === undefined}
                data-testid="maestro-guardar"
              >
                {t('maestros.guardarVersion')}
              </Button>
              {borrador !== undefined ? (
                <Button variant="subtle" color="gray" onClick={() => (setBorrador(undefined), guardar.reset())}>
                  {t('maestros.descartar')}
                </Button>
              ) : null}
            </Group>
            {error ? (
              <Alert color="red" variant="light" data-testid="maestro-error">
                <Text size="sm" fw={600}>
                  {error.message}
                </Text>
                {error.errors
                  .filter((e) => e.path !== 'vigenteDesde')
                  .map((e) => (
                    <Text size="sm" key={e.path}>
                      {lugarDelError(e.path, (n) => t('maestros.fila', { n })) || t('maestros.contenido')}: {e.message}
                    </Text>
                  ))}
              </Alert>
            ) : null}
          </Stack>
        </Card>
      )}

      <Title order={4}>{t('maestros.historial')}</Title>
      <HistorialVersiones historial={historial} hoy={hoy} vigente={vigente?.n} />
    </Stack>
  );
}
