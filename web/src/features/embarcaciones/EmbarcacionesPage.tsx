import { ActionIcon, Badge, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import type { CotizacionEmbarcacionFila } from '#shared/contract/schemas/checkout.ts';
import { fechaHora } from '#shared/text/fecha.ts';
import { importe } from '#web/components/CeldasCertificado.tsx';
import { FILTRO_PARAMS } from '#web/components/filtros-url.ts';
import { EnlaceDescarga } from '#web/components/EnlaceDescarga.tsx';
import { IconCheck, IconCopy, IconExternal } from '#web/components/icons.tsx';
import { PaginaDeCertificados } from '#web/components/PaginaDeCertificados.tsx';
import { useUrlCursorPager } from '#web/components/use-cursor-pager.ts';
import { orden, useFiltroEnUrl } from '#web/components/use-filtro-url.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useLayoutContext } from '#web/lib/layout-context.ts';
import { useUrlParams } from '#web/lib/url-params.ts';
import { urlPoliza, useCotizacionesEmbarcacion } from './api.ts';
import { NUEVA_EMBARCACION_PATH } from './rutas.ts';

export const DEFAULT_PAGE_SIZE = 10;
const ORDEN = orden('desc');

/** Pending payment, or paid with the policy's period. */
function EstadoEmbarcacion({ fila }: { fila: CotizacionEmbarcacionFila }) {
  const t = useT();
  if (!fila.poliza)
    return (
      <Badge color="yellow" variant="light" data-testid="emb-estado">
        {t('embarcaciones.estado.pendiente')}
      </Badge>
    );
  const { desde, hasta } = fila.poliza.vigencia;
  return (
    <Stack gap={2}>
      <Badge color="green" variant="light" data-testid="emb-estado">
        {t('embarcaciones.estado.pagada')}
      </Badge>
      <Text size="xs" c="dimmed" data-testid="emb-vigencia">
        {t('embarcaciones.vigencia', { desde: fechaHora(desde), hasta: fechaHora(hasta) })}
      </Text>
    </Stack>
  );
}

/** While unpaid: copy or open the checkout link to hand to the customer. Paid: the policy's PDF. */
function AccionesEmbarcacion({ fila }: { fila: CotizacionEmbarcacionFila }) {
  const t = useT();
  if (fila.url) {
    const url = fila.url;
    return (
      <Group gap={4} wrap="nowrap" justify="flex-end">
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Tooltip label={t(copied ? 'embarcaciones.enlaceCopiado' : 'embarcaciones.copiarEnlace')} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={t('embarcaciones.copiarEnlace')}
                data-testid="emb-copiar"
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
        <Tooltip label={t('embarcaciones.abrirEnlace')} withArrow>
          <ActionIcon
            component="a"
            href={url}
            target="_blank"
            rel="noopener"
            variant="subtle"
            color="gray"
            aria-label={t('embarcaciones.abrirEnlace')}
            data-testid="emb-abrir"
          >
            <IconExternal size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    );
  }
  if (!fila.polizaDisponible)
    return (
      <Text size="xs" c="dimmed" data-testid="emb-generando">
        {t('embarcaciones.generandoPoliza')}
      </Text>
    );
  return (
    <EnlaceDescarga pedirUrl={urlPoliza(fila.id)} testId="emb-poliza">
      {t('checkout.descargarPoliza')}
    </EnlaceDescarga>
  );
}

/**
 * The pleasure-boat policies (spec 3 §2.9 certificados/embarcaciones): the boat quotes the user
 * reaches, newest first, on the certificate grid page, whose add link is this screen's own path
 * labelled 'Nueva Póliza' (spec 2 §2.1), shown to who may quote.
 */
export function EmbarcacionesPage() {
  const t = useT();
  const { empresa } = useLayoutContext();
  const puedeCotizar = (empresa?.permisos ?? []).includes('certificados.cotizar');
  const { params, update } = useUrlParams();
  const [direccion, setDireccion] = useFiltroEnUrl(FILTRO_PARAMS.direccion, ORDEN);
  const pager = useUrlCursorPager(params, update, DEFAULT_PAGE_SIZE);
  const lista = useCotizacionesEmbarcacion({ direccion, ...pager.query });
  const monto = (accessor: 'sumaAsegurada' | 'total', titulo: string) => ({
    accessor,
    title: t(titulo),
    textAlign: 'right' as const,
    noWrap: true,
    render: (f: CotizacionEmbarcacionFila) => <Text size="xs">{importe(f.moneda, f[accessor])}</Text>,
  });

  const columns: DataTableColumn<CotizacionEmbarcacionFila>[] = [
    {
      accessor: 'numero',
      title: t('vePolizas.col.numero'),
      render: (f) => (
        <Text size="xs" fw={600} style={{ wordBreak: 'break-all' }} data-testid="emb-numero">
          {f.poliza?.numero ?? f.id}
        </Text>
      ),
    },
    {
      accessor: 'nombre',
      title: t('embarcaciones.col.embarcacion'),
      render: (f) => (
        <Stack gap={0}>
          <Text size="xs" fw={500} data-testid="emb-nombre">
            {f.nombre}
          </Text>
          <Text size="xs" c="dimmed">
            {f.tomador.nombre}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'cobertura',
      title: t('embarcaciones.col.cobertura'),
      render: (f) => <Text size="xs">{f.cobertura.nombre}</Text>,
    },
    {
      accessor: 'aseguradora',
      title: t('embarcaciones.col.aseguradora'),
      render: (f) => <Text size="xs">{f.aseguradora.nombre}</Text>,
    },
    monto('sumaAsegurada', 'vePolizas.col.sumaAsegurada'),
    monto('total', 'embarcaciones.col.total'),
    {
      accessor: 'creado',
      title: t('embarcaciones.col.creado'),
      sortable: true,
      noWrap: true,
      render: (f) => <Text size="xs">{fechaHora(f.creado)}</Text>,
    },
    { accessor: 'estado', title: t('vePolizas.col.estado'), render: (f) => <EstadoEmbarcacion fila={f} /> },
    {
      accessor: 'acciones',
      title: t('vePolizas.col.acciones'),
      textAlign: 'right',
      render: (f) => <AccionesEmbarcacion fila={f} />,
    },
  ];

  return (
    <PaginaDeCertificados<CotizacionEmbarcacionFila>
      testId="emb"
      titulo={t('embarcaciones.title')}
      nuevo={puedeCotizar ? { to: NUEVA_EMBARCACION_PATH, label: t('certCarga.nuevaPoliza') } : null}
      filtros={{ pager, direccion, setDireccion }}
      columnaOrden="creado"
      lista={lista}
      columns={columns}
      emptyText={t('embarcaciones.empty')}
      errorTitle={t('embarcaciones.error')}
      minWidth={1000}
    />
  );
}
