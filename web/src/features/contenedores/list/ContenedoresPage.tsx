import { Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useNavigate } from 'react-router-dom';
import type { CertificadoContenedoresFila } from '#shared/contract/schemas/certificado-contenedores.ts';
import { fechaHora } from '#shared/text/fecha.ts';
import { EstadoCertificado, ImprimirCertificado, importe } from '#web/components/CeldasCertificado.tsx';
import { useFiltrosCertificados } from '#web/components/filtros-certificados.ts';
import { PaginaDeCertificados } from '#web/components/PaginaDeCertificados.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useLayoutContext } from '#web/lib/layout-context.ts';
import { descargarContenedores, useCertificadosContenedores } from '../api.ts';
import { detallePath, imprime, NUEVO_PATH } from '../reglas.ts';

/** Spec 2 §9: a grid shows 5 rows by default. */
const DEFAULT_PAGE_SIZE = 5;

/**
 * The container certificates grid (spec 2 §2.2, §3.4), newest state change first. Premium needs
 * prima.mostrar and final price markup.consultar, as in the cargo grid (the API leaves out what the
 * user may not read); print only for issued certificates; the add link needs contenedores.emitir.
 */
export function ContenedoresPage() {
  const t = useT();
  const navigate = useNavigate();
  const { empresa } = useLayoutContext();
  const permisos = empresa?.permisos ?? [];
  const filtros = useFiltrosCertificados(['referencia', 'nroCertificado', 'idDeclaracion'], DEFAULT_PAGE_SIZE);
  const lista = useCertificadosContenedores({ ...filtros.consulta, ...filtros.pager.query });

  const dia = (accessor: 'fechaSalida' | 'fechaLlegada' | 'fechaDevolucion', titulo: string) => ({
    accessor,
    title: t(titulo),
    noWrap: true,
    render: (f: CertificadoContenedoresFila) => <Text size="xs">{fechaHora(f[accessor])}</Text>,
  });
  const monto = (accessor: 'prima' | 'precioFinal', titulo: string) => ({
    accessor,
    title: t(titulo),
    textAlign: 'right' as const,
    noWrap: true,
    render: (f: CertificadoContenedoresFila) => <Text size="xs">{importe(f.moneda, f[accessor])}</Text>,
  });

  const columns: DataTableColumn<CertificadoContenedoresFila>[] = [
    {
      accessor: 'nroReferenciaInterna',
      title: t('certCarga.col.referencia'),
      render: (f) => (
        <Text size="xs" fw={600} data-testid="cont-referencia">
          {f.nroReferenciaInterna ?? '—'}
        </Text>
      ),
    },
    {
      accessor: 'beneficiario',
      title: t('certCarga.col.beneficiario'),
      render: (f) => <Text size="xs">{f.beneficiario?.nombre ?? '—'}</Text>,
    },
    dia('fechaSalida', 'certCont.fechaSalida'),
    dia('fechaLlegada', 'certCont.fechaLlegada'),
    dia('fechaDevolucion', 'certCont.fechaDevolucion'),
    ...(permisos.includes('prima.mostrar') ? [monto('prima', 'certCarga.col.prima')] : []),
    ...(permisos.includes('markup.consultar') ? [monto('precioFinal', 'certCarga.col.precioFinal')] : []),
    {
      // The list is ordered by the state's date: its header carries the order.
      accessor: 'fechaEstado',
      title: t('vePolizas.col.estado'),
      sortable: true,
      noWrap: true,
      render: (f) => <EstadoCertificado estado={f.estado} />,
    },
    {
      accessor: 'acciones',
      title: t('vePolizas.col.acciones'),
      textAlign: 'right',
      render: (f) => (
        <ImprimirCertificado
          documento={imprime(f) ? 'certificado' : null}
          descargar={descargarContenedores(f.id, 'certificado')}
          testId="cont-print"
        />
      ),
    },
  ];

  return (
    <PaginaDeCertificados<CertificadoContenedoresFila>
      testId="cont"
      titulo={t('certCont.title')}
      nuevo={permisos.includes('contenedores.emitir') ? { to: NUEVO_PATH, label: t('certCarga.nuevoBtn') } : null}
      filtros={filtros}
      lista={lista}
      columns={columns}
      emptyText={t('certCarga.empty')}
      errorTitle={t('certCarga.error')}
      abre={() => true}
      onAbrir={(f) => navigate(detallePath(f.id))}
      minWidth={800}
    />
  );
}
