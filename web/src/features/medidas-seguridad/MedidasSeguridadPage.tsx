import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router-dom';
import { admiteCustodia } from '#shared/custodia/habilitada.ts';
import { fechaHora } from '#shared/text/fecha.ts';
import { MedidasSeguridadModal } from '#web/components/custodia/MedidasSeguridadModal.tsx';
import type { CertificadoCustodia } from '#web/components/custodia/api.ts';
import { CursorList } from '#web/components/CursorList.tsx';
import { listQueryState } from '#web/components/use-cursor-pager.ts';
import { useBusquedaEnUrl } from '#web/components/use-busqueda-url.ts';
import { unoDe, useFiltroEnUrl, type FormaParametro } from '#web/components/use-filtro-url.ts';
import { FILTRO_PARAMS } from '#web/components/filtros-url.ts';
import { formatMoney } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useLayoutContext } from '#web/lib/layout-context.ts';
import { DETALLE_PATH, ESTADOS_ELEGIBLES, useCertificadosElegibles, type CertificadoElegible, type Ramo } from './api.ts';
import { EstadoCustodia } from './EstadoCustodia.tsx';

const PAGE_SIZE = 10;
const NUMERO_MAX = 40;
const [PRIMER_ESTADO] = ESTADOS_ELEGIBLES;
/** The state in the URL; the first one (the issued) leaves no parameter. */
const ESTADO_EN_URL: FormaParametro<number> = {
  leer: (v) => ESTADOS_ELEGIBLES.find((e) => String(e.id) === v)?.id ?? PRIMER_ESTADO.id,
  escribir: (v) => (v === PRIMER_ESTADO.id ? null : String(v)),
};

/** Which branches the user reads: cargo certificates and specific trips each have their own permission. */
const useRamos = (): Ramo[] => {
  const permisos = useLayoutContext().empresa?.permisos ?? [];
  return [
    ...(permisos.includes('certificados.leer') ? (['carga'] as const) : []),
    ...(permisos.includes('viajesEspecificos.consultar') ? (['viaje'] as const) : []),
  ];
};

const custodiaDe = (ramo: Ramo, c: CertificadoElegible): CertificadoCustodia => ({ ramo, id: c.id, numero: c.numero });

/**
 * /medidas-seguridad (spec 1 §2.1, 2 §2.4): the user picks an issued certificate (cargo or specific
 * trip; the issued or the declared ones newest first, or one by its exact number) and opens 'Medidas de Seguridad'
 * for it; each row says whether its custody is hired, quoted or none. The route is in the menu only
 * for the companies on the portal's own custody.
 */
export function MedidasSeguridadPage() {
  const t = useT();
  const ramos = useRamos();
  // A branch the user does not read (a link from someone else) reads as the first one they do.
  const [elegido, setElegido] = useFiltroEnUrl('ramo', unoDe(ramos));
  const ramo = elegido ?? ramos[0] ?? 'carga';
  const { search: busqueda, setSearch: setBusqueda, texto: numero, pager } = useBusquedaEnUrl(PAGE_SIZE, NUMERO_MAX);
  const [estado, setEstado] = useFiltroEnUrl(FILTRO_PARAMS.estado, ESTADO_EN_URL);
  const lista = useCertificadosElegibles({ ramo, numero, estado, ...pager.query });
  const [certificado, setCertificado] = useState<CertificadoCustodia | null>(null);

  const columns: DataTableColumn<CertificadoElegible>[] = [
    {
      accessor: 'numero',
      title: t('medidasSeguridad.col.numero'),
      noWrap: true,
      render: (c) => (
        <Anchor component={Link} to={DETALLE_PATH[ramo](c.id)} size="sm" fw={500}>
          {c.numero}
        </Anchor>
      ),
    },
    { accessor: 'parte', title: t(`medidasSeguridad.col.parte.${ramo}`) },
    { accessor: 'fechaEstado', title: t('medidasSeguridad.col.fecha'), render: (c) => fechaHora(c.fechaEstado) },
    {
      accessor: 'suma',
      title: t('medidasSeguridad.col.suma'),
      textAlign: 'right',
      render: (c) => formatMoney(c.suma.monto, c.suma.simbolo),
    },
    { accessor: 'seguridad', title: t('medidasSeguridad.col.seguridad') },
    {
      accessor: 'custodia',
      title: t('medidasSeguridad.col.custodia'),
      noWrap: true,
      width: 150,
      render: (c) => (admiteCustodia(c.estado.id) ? <EstadoCustodia certificado={custodiaDe(ramo, c)} /> : '—'),
    },
    {
      accessor: 'acciones',
      title: '',
      textAlign: 'right',
      render: (c) =>
        admiteCustodia(c.estado.id) ? (
          <Button size="xs" onClick={() => setCertificado(custodiaDe(ramo, c))} data-testid="medidas-abrir">
            {t('custodia.titulo')}
          </Button>
        ) : (
          <Badge color="gray" variant="light">
            {c.estado.nombre}
          </Badge>
        ),
    },
  ];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('routes.medidasSeguridad')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('medidasSeguridad.intro')}
        </Text>
      </div>
      <Card withBorder radius="lg" padding="lg">
        <CursorList<CertificadoElegible>
          testId="medidas"
          columns={columns}
          {...listQueryState(lista)}
          pager={pager}
          emptyText={t(numero ? 'medidasSeguridad.emptyNumero' : `medidasSeguridad.empty.${estado}`)}
          errorTitle={t('medidasSeguridad.error')}
          totalText={(count) => t('medidasSeguridad.total', { count })}
          rowAttributes={(c) => ({ 'data-numero': c.numero })}
          minWidth={860}
          pinLastColumn
          toolbar={
            <Group align="flex-end" gap="md" wrap="wrap">
              {ramos.length > 1 ? (
                <SegmentedControl
                  value={ramo}
                  onChange={(v) => setElegido(v as Ramo)}
                  data={ramos.map((r) => ({ value: r, label: t(`medidasSeguridad.ramo.${r}`) }))}
                  data-testid="medidas-ramo"
                />
              ) : null}
              <SegmentedControl
                value={String(estado)}
                onChange={(v) => setEstado(Number(v))}
                disabled={numero !== ''}
                data={ESTADOS_ELEGIBLES.map((e) => ({ value: String(e.id), label: t(`medidasSeguridad.estado.${e.id}`) }))}
                data-testid="medidas-estado"
              />
              <TextInput
                style={{ flex: 1, minWidth: 220 }}
                label={t('medidasSeguridad.buscar')}
                placeholder={t('medidasSeguridad.buscarPlaceholder')}
                value={busqueda}
                maxLength={NUMERO_MAX}
                onChange={(e) => setBusqueda(e.currentTarget.value)}
                data-testid="medidas-buscar"
              />
            </Group>
          }
        />
      </Card>
      <MedidasSeguridadModal certificado={certificado} onClose={() => setCertificado(null)} />
    </Stack>
  );
}
