import { Select, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useNavigate } from 'react-router-dom';
import type { CertificadoAnualFila } from '#shared/contract/schemas/rating-anual.ts';
import { abreDetalleAnual, documentoAnual } from '#shared/rating-anual/estados.ts';
import { fechaHora } from '#shared/text/fecha.ts';
import { ESTADOS, estadoPorId } from '#shared/viajes-especificos/estados.ts';
import { EstadoCertificado, ImprimirCertificado, importe, nombreEstado } from '#web/components/CeldasCertificado.tsx';
import { FILTRO_PARAMS } from '#web/components/filtros-url.ts';
import { IconPlus } from '#web/components/icons.tsx';
import { PaginaDeLista } from '#web/components/PaginaDeLista.tsx';
import { listQueryState, useUrlCursorPager } from '#web/components/use-cursor-pager.ts';
import { unoDe, useFiltroEnUrl } from '#web/components/use-filtro-url.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useLayoutContext } from '#web/lib/layout-context.ts';
import { useUrlParams } from '#web/lib/url-params.ts';
import { descargarAnual, useCertificadosAnuales } from '../api.ts';
import { COTIZADOR_PATH, detallePath } from '../paths.ts';

/** Spec 2 §9: default page size 5. */
const TAMANO = 5;
/** The states an annual quote goes through (spec 2 §4.5), for the filter. */
const ESTADOS_ANUALES = [ESTADOS.cotizado, ESTADOS.enAprobacion, ESTADOS.aprobado, ESTADOS.rechazado, ESTADOS.emitido];
const ESTADO_EN_URL = unoDe(ESTADOS_ANUALES.map((e) => String(e.id)));

/** The annual floating quotes and certificates (spec 2 §2.6 list), newest state change first. */
export function RatingAnualPage() {
  const t = useT();
  const navigate = useNavigate();
  const { empresa } = useLayoutContext();
  const permisos = empresa?.permisos ?? [];
  const { params, update } = useUrlParams();
  const [estado, setEstado] = useFiltroEnUrl(FILTRO_PARAMS.estado, ESTADO_EN_URL);
  const pager = useUrlCursorPager(params, update, TAMANO);
  const lista = useCertificadosAnuales({ ...(estado ? { estado: Number(estado) } : {}), ...pager.query });
  const monto = (accessor: string, titulo: string, valor: (f: CertificadoAnualFila) => number | undefined) => ({
    accessor,
    title: t(titulo),
    textAlign: 'right' as const,
    noWrap: true,
    render: (f: CertificadoAnualFila) => {
      const v = valor(f);
      return <Text size="xs">{v === undefined ? '—' : importe(f.mae.moneda, v)}</Text>;
    },
  });
  const columns: DataTableColumn<CertificadoAnualFila>[] = [
    {
      accessor: 'nroCertificado',
      title: t('ratingAnual.col.numero'),
      noWrap: true,
      render: (f) => (
        <Text size="xs" fw={600}>
          {f.nroCertificado ?? f.id}
        </Text>
      ),
    },
    {
      accessor: 'fechaEstado',
      title: t('ratingAnual.col.fechaEstado'),
      noWrap: true,
      render: (f) => <Text size="xs">{fechaHora(f.fechaEstado)}</Text>,
    },
    { accessor: 'tomador', title: t('ratingAnual.col.tomador'), render: (f) => <Text size="xs">{f.tomador.nombre}</Text> },
    {
      accessor: 'beneficiario',
      title: t('ratingAnual.col.beneficiario'),
      render: (f) => <Text size="xs">{f.beneficiario.nombre}</Text>,
    },
    monto('mae', 'ratingAnual.col.mae', (f) => f.mae.monto),
    // The API leaves the amounts out for who may not read them (prima.mostrar).
    ...(permisos.includes('prima.mostrar')
      ? [monto('prima', 'ratingAnual.col.prima', (f) => f.prima), monto('premio', 'ratingAnual.col.premio', (f) => f.premio)]
      : []),
    {
      accessor: 'estado',
      title: t('ratingAnual.col.estado'),
      noWrap: true,
      render: (f) => <EstadoCertificado estado={estadoPorId(f.estado)} />,
    },
    {
      accessor: 'acciones',
      title: t('ratingAnual.col.acciones'),
      textAlign: 'right',
      render: (f) => (
        <ImprimirCertificado
          documento={documentoAnual(f.estado)}
          descargar={descargarAnual(f.id)}
          testId={`anual-imprimir-${f.id}`}
        />
      ),
    },
  ];

  return (
    <PaginaDeLista<CertificadoAnualFila>
      prefijo="ratingAnual"
      alta={permisos.includes('ratingAnual.cotizar') ? COTIZADOR_PATH : null}
      iconoAlta={<IconPlus size={16} />}
      columns={columns}
      {...listQueryState(lista)}
      pager={pager}
      minWidth={960}
      pinLastColumn
      rowAttributes={(f) => ({ 'data-id': f.id, 'data-abre': abreDetalleAnual(f.estado, permisos) })}
      rowStyle={(f) => ({ cursor: abreDetalleAnual(f.estado, permisos) ? 'pointer' : 'default' })}
      onRowDoubleClick={(f) => {
        if (abreDetalleAnual(f.estado, permisos)) navigate(detallePath(f.id));
      }}
      toolbar={
        <Select
          w={240}
          label={t('ratingAnual.filtroEstado')}
          placeholder={t('vePolizas.filter.estadoAll')}
          clearable
          data={ESTADOS_ANUALES.map((e) => ({ value: String(e.id), label: nombreEstado(t, e) }))}
          value={estado}
          onChange={setEstado}
          data-testid="anual-filter-estado"
        />
      }
    />
  );
}
