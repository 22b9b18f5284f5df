import { useState } from 'react';
import { Badge, Tabs } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useNavigate } from 'react-router-dom';
import type { Declaracion } from '#shared/contract/schemas/declaracion.ts';
import { fechaHora } from '#shared/text/fecha.ts';
import { EstadoCertificado, importe, ImprimirCertificado } from '#web/components/CeldasCertificado.tsx';
import { CursorList } from '#web/components/CursorList.tsx';
import { listQueryState, useCursorPager } from '#web/components/use-cursor-pager.ts';
import { formatInteger } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { urlCertificadoDeclarado, useCertificadosDeDeclaracion, type FilaDeclarada } from '../api.ts';

type Ramo = 'transporte' | 'contenedores';

function Grilla({ d, ramo }: { d: Declaracion; ramo: Ramo }) {
  const t = useT();
  const navigate = useNavigate();
  const pager = useCursorPager(`${d.id}-${ramo}`, 5);
  const q = useCertificadosDeDeclaracion(d.id, ramo, pager.size, pager.cursor);
  // An insurer-type declaration's grids show neither premium nor markup (spec 2 §2.1).
  const precios = d.tipo === 'venta';
  const abrir = (f: FilaDeclarada) =>
    void navigate(
      f.origen === 've'
        ? `/seguros/viajes-especificos/polizas/${f.id}`
        : ramo === 'transporte'
          ? `/certificados/detalle/${f.id}`
          : `/contenedores/certificados/${f.id}`,
    );
  const columns: DataTableColumn<FilaDeclarada>[] = [
    { accessor: 'nroCertificado', title: t('declaraciones.cert.numero'), render: (f) => f.nroCertificado ?? f.id },
    { accessor: 'nroReferenciaInterna', title: t('declaraciones.cert.referencia'), render: (f) => f.nroReferenciaInterna ?? '—' },
    { accessor: 'fechaEstado', title: t('declaraciones.cert.fecha'), render: (f) => fechaHora(f.fechaEstado) },
    { accessor: 'beneficiario', title: t('declaraciones.cert.beneficiario'), render: (f) => f.beneficiario?.nombre ?? '—' },
    ...(ramo === 'transporte'
      ? [
          {
            accessor: 'sumaAsegurada',
            title: t('declaraciones.cert.suma'),
            textAlign: 'right' as const,
            render: (f: FilaDeclarada) => importe(f.moneda, f.sumaAsegurada),
          },
        ]
      : [{ accessor: 'cantidadContenedores', title: t('declaraciones.cert.contenedores'), textAlign: 'right' as const }]),
    ...(precios
      ? [
          {
            accessor: 'prima',
            title: t('declaraciones.cert.prima'),
            textAlign: 'right' as const,
            render: (f: FilaDeclarada) => importe(f.moneda, f.prima),
          },
          {
            accessor: 'precioFinal',
            title: t('declaraciones.cert.precioFinal'),
            textAlign: 'right' as const,
            render: (f: FilaDeclarada) => importe(f.moneda, f.precioFinal),
          },
        ]
      : []),
    {
      accessor: 'estado',
      title: t('declaraciones.cert.estado'),
      render: (f) => (
        <>
          <EstadoCertificado estado={f.estado} />
          {f.origen === 've' ? (
            <Badge ml={4} size="xs" variant="outline">
              {t('declaraciones.cert.viajeEspecifico')}
            </Badge>
          ) : null}
        </>
      ),
    },
    {
      accessor: 'acciones',
      title: '',
      render: (f) => (
        <ImprimirCertificado
          documento="certificado"
          descargar={() => urlCertificadoDeclarado(f, ramo)}
          testId="declaracion-cert-imprimir"
        />
      ),
    },
  ];
  return (
    <CursorList<FilaDeclarada>
      testId={`declaracion-certs-${ramo}`}
      columns={columns}
      {...listQueryState(q)}
      pager={pager}
      emptyText={t('declaraciones.cert.vacio')}
      errorTitle={t('declaraciones.cert.error')}
      totalText={(count) => t('declaraciones.cert.total', { count })}
      onRowDoubleClick={abrir}
      horizontalSpacing={8}
      idAccessor="id"
    />
  );
}

/** The tabs 'Cargo' and 'Contenedores' of an expanded declaration, each with its certificates. */
export function CertificadosDeclaracion({ d }: { d: Declaracion }) {
  const t = useT();
  const [tab, setTab] = useState<Ramo>(d.cantidad.transporte || !d.cantidad.contenedores ? 'transporte' : 'contenedores');
  return (
    <Tabs value={tab} onChange={(v) => v && setTab(v as Ramo)} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="transporte" data-testid="declaracion-tab-cargo">
          {t('declaraciones.tab.cargo')} ({formatInteger(d.cantidad.transporte)})
        </Tabs.Tab>
        <Tabs.Tab value="contenedores" data-testid="declaracion-tab-contenedores">
          {t('declaraciones.tab.contenedores')} ({formatInteger(d.cantidad.contenedores)})
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="transporte" pt="xs">
        <Grilla d={d} ramo="transporte" />
      </Tabs.Panel>
      <Tabs.Panel value="contenedores" pt="xs">
        <Grilla d={d} ramo="contenedores" />
      </Tabs.Panel>
    </Tabs>
  );
}
