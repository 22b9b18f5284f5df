import type { ReactNode } from 'react';
import { Alert, Anchor, Breadcrumbs, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { NovedadSuscripcion, SolicitudSuscripcionDetalle } from '#shared/contract/schemas/suscripcion.ts';
import { useT } from '#web/lib/i18n.tsx';
import { CambioEstado } from './CambioEstado.tsx';
import { EstadoSolicitudBadge } from './EstadoSolicitudBadge.tsx';
import { Novedades } from './Novedades.tsx';

/** What every kind of request's detail shares (marine-cargo underwriting, customs bonds). */
type Detalle = Pick<SolicitudSuscripcionDetalle, 'numero' | 'estado' | 'siguientes' | 'version' | 'respuesta'> & {
  novedades: NovedadSuscripcion[];
};

/**
 * One request of any kind: its trail, number and state, the desk's answer, the desk's state change
 * when it may move it, what was asked (the kind's own `resumen`), and the timeline with comments.
 */
export function DetalleSolicitud<D extends Detalle>({
  q,
  comentar,
  cambiar,
  prefijo,
  migas,
  titulo,
  tituloRespuesta,
  resumen,
}: {
  q: UseQueryResult<D>;
  comentar: UseMutationResult<unknown, Error, string>;
  cambiar: UseMutationResult<unknown, Error, { estado: number; version: number; respuesta: string }>;
  /** Test ids: `<prefijo>-error`, `<prefijo>-titulo`, `<prefijo>-respuesta`. */
  prefijo: string;
  migas: { grupo: string; lista: string; listaPath: string };
  titulo: (s: D) => string;
  tituloRespuesta: string;
  resumen: (s: D) => ReactNode;
}) {
  const t = useT();
  if (q.isPending) return <Loader />;
  if (q.isError)
    return (
      <Alert color="red" title={t('suscripcion.errorDetalle')} data-testid={`${prefijo}-error`}>
        {q.error.message}
      </Alert>
    );
  const s = q.data;
  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Text size="sm">{migas.grupo}</Text>
        <Anchor component={Link} to={migas.listaPath} size="sm">
          {migas.lista}
        </Anchor>
        <Text size="sm">{s.numero}</Text>
      </Breadcrumbs>
      <Group gap="sm">
        <Title order={1} size="h2" data-testid={`${prefijo}-titulo`}>
          {titulo(s)}
        </Title>
        <EstadoSolicitudBadge estado={s.estado} size="lg" />
      </Group>
      {s.respuesta ? (
        <Alert color={s.estado.color} title={tituloRespuesta} data-testid={`${prefijo}-respuesta`}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {s.respuesta}
          </Text>
        </Alert>
      ) : null}
      {s.siguientes.length ? <CambioEstado key={s.version} s={s} cambiar={cambiar} /> : null}
      {resumen(s)}
      <Novedades s={s} comentar={comentar} />
    </Stack>
  );
}
