import { Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useNavigate } from 'react-router-dom';
import type { CertificadoCargaFila } from '#shared/contract/schemas/certificado-carga.ts';
import { fechaHora } from '#shared/text/fecha.ts';
import { EstadoCertificado, importe } from '#web/components/CeldasCertificado.tsx';
import { useFiltrosCertificados } from '#web/components/filtros-certificados.ts';
import { PaginaDeCertificados } from '#web/components/PaginaDeCertificados.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useLayoutContext } from '#web/lib/layout-context.ts';
import { useCertificadosCarga } from '../api.ts';
import { abreDetalle, detallePath, NUEVO_PATH } from '../reglas.ts';
import { ImprimirCelda, SeguridadCelda, TransportesCelda } from './celdas.tsx';

export const DEFAULT_PAGE_SIZE = 5;

/** The cargo certificates grid (spec 2 §2.1, §3.3), newest state change first. */
export function CertificadosPage() {
  const t = useT();
  const navigate = useNavigate();
  const { empresa } = useLayoutContext();
  const permisos = empresa?.permisos ?? [];
  const filtros = useFiltrosCertificados(['nroCertificado', 'referencia', 'idDeclaracion'], DEFAULT_PAGE_SIZE);
  const lista = useCertificadosCarga({ ...filtros.consulta, ...filtros.pager.query });

  const verPrima = permisos.includes('prima.mostrar');
  const verMarkup = permisos.includes('markup.consultar');
  const puedeCotizar = permisos.includes('certificados.cotizar');
  const monto = (accessor: string, titulo: string, valor: (f: CertificadoCargaFila) => number | undefined) => ({
    accessor,
    title: t(titulo),
    textAlign: 'right' as const,
    noWrap: true,
    render: (f: CertificadoCargaFila) => <Text size="xs">{importe(f.moneda, valor(f))}</Text>,
  });

  const columns: DataTableColumn<CertificadoCargaFila>[] = [
    {
      accessor: 'nroCertificado',
      title: t('vePolizas.col.numero'),
      noWrap: true,
      render: (f) => (
        <Text size="xs" fw={600} data-testid="cert-numero">
          {f.nroCertificado ?? f.id}
        </Text>
      ),
    },
    {
      accessor: 'nroReferenciaInterna',
      title: t('certCarga.col.referencia'),
      render: (f) => <Text size="xs">{f.nroReferenciaInterna ?? '—'}</Text>,
    },
    {
      accessor: 'fechaEstado',
      title: t('vePolizas.col.fechaEstado'),
      sortable: true,
      noWrap: true,
      render: (f) => <Text size="xs">{fechaHora(f.fechaEstado)}</Text>,
    },
    {
      accessor: 'beneficiario',
      title: t('certCarga.col.beneficiario'),
      render: (f) => <Text size="xs">{f.beneficiario?.nombre ?? '—'}</Text>,
    },
    monto('sumaAsegurada', 'vePolizas.col.sumaAsegurada', (f) => f.sumaAsegurada),
    ...(verPrima ? [monto('prima', 'certCarga.col.prima', (f) => f.prima)] : []),
    ...(verMarkup
      ? [
          monto('premio', 'certCarga.col.markup', (f) => f.premio),
          monto('precioFinal', 'certCarga.col.precioFinal', (f) => f.precioFinal),
        ]
      : []),
    { accessor: 'seguridad', title: t('vePolizas.col.seguridad'), render: (f) => <SeguridadCelda seguridad={f.seguridad} /> },
    { accessor: 'riesgo', title: t('vePolizas.col.riesgo'), render: (f) => <Text size="xs">{f.riesgo}</Text> },
    { accessor: 'paisAMostrar', title: t('certCarga.col.pais'), render: (f) => <Text size="xs">{f.paisAMostrar}</Text> },
    {
      accessor: 'tiposTransporte',
      title: t('vePolizas.col.transporte'),
      render: (f) => <TransportesCelda modos={f.tiposTransporte} />,
    },
    {
      accessor: 'estado',
      title: t('vePolizas.col.estado'),
      noWrap: true,
      render: (f) => <EstadoCertificado estado={f.estado} />,
    },
    {
      accessor: 'acciones',
      title: t('vePolizas.col.acciones'),
      textAlign: 'right',
      render: (f) => <ImprimirCelda fila={f} />,
    },
  ];

  const nuevo = puedeCotizar ? { to: NUEVO_PATH, label: t('certCarga.nuevoBtn') } : null;

  return (
    <PaginaDeCertificados<CertificadoCargaFila>
      testId="cert"
      titulo={t('certCarga.title')}
      nuevo={nuevo}
      filtros={filtros}
      lista={lista}
      columns={columns}
      emptyText={t('certCarga.empty')}
      errorTitle={t('certCarga.error')}
      abre={(f) => abreDetalle(f.estado.id, permisos)}
      onAbrir={(f) => navigate(detallePath(f.id))}
      minWidth={1100}
    />
  );
}
