import type { ReactNode } from 'react';
import { Card, Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import type { ContenidoTarifario } from '#shared/catalogos/maestros.ts';
import type { CatalogoNombre } from '#shared/catalogos/schemas.ts';
import type { TarifarioAnual } from '#shared/rating-anual/modelo.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useLayoutContext } from '#web/lib/layout-context.ts';
import { CoberturasEditor } from '../components/CoberturasEditor.tsx';
import {
  FORMAS_DE_PAGO,
  MODOS_TRANSPORTE,
  MONEDAS,
  PAISES,
  TIPOS_CONTENEDOR,
  TIPOS_MERCADERIA,
  TIPOS_RIESGO,
  type DefinicionCatalogo,
} from '../components/catalogos.tsx';
import { MaestroEditor } from '../components/MaestroEditor.tsx';
import { ParametrosEditor } from '../components/ParametrosEditor.tsx';
import { RatingAnualEditor } from '../components/RatingAnualEditor.tsx';
import { TablaEditable } from '../components/TablaEditable.tsx';

/** The tabs of /maestros; the URL keeps the open one (?tab=). */
const PESTANAS = [
  'tiposMercaderia',
  'paises',
  'monedas',
  'tiposContenedor',
  'formasDePago',
  'tiposRiesgo',
  'modosTransporte',
  'coberturas',
  'parametros',
  'anualCoberturas',
  'anualParametros',
] as const;
type Pestana = (typeof PESTANAS)[number];

function Catalogo<T>({
  maestro,
  def,
  soloLectura,
}: {
  maestro: CatalogoNombre;
  def: DefinicionCatalogo<T>;
  soloLectura: boolean;
}) {
  const t = useT();
  return (
    <MaestroEditor<T[]> maestro={maestro} soloLectura={soloLectura}>
      {(filas, onChange) => (
        <TablaEditable
          filas={filas}
          columnas={def.columnas(t)}
          {...(def.nueva ? { nueva: def.nueva } : {})}
          onChange={onChange}
          soloLectura={soloLectura}
          testId={`maestro-${maestro}`}
        />
      )}
    </MaestroEditor>
  );
}

/** Coverages and insurer parameters are two views of the one tariff master (so are the annual rating's). */
function Tarifario({ vista, soloLectura }: { vista: 'coberturas' | 'parametros'; soloLectura: boolean }) {
  const Editor = vista === 'coberturas' ? CoberturasEditor : ParametrosEditor;
  return (
    <MaestroEditor<ContenidoTarifario> maestro="tarifario" soloLectura={soloLectura}>
      {(tarifario, onChange) => <Editor tarifario={tarifario} onChange={onChange} soloLectura={soloLectura} />}
    </MaestroEditor>
  );
}

const panel = (p: Pestana, soloLectura: boolean): ReactNode => {
  switch (p) {
    case 'tiposMercaderia':
      return <Catalogo maestro={p} def={TIPOS_MERCADERIA} soloLectura={soloLectura} />;
    case 'paises':
      return <Catalogo maestro={p} def={PAISES} soloLectura={soloLectura} />;
    case 'monedas':
      return <Catalogo maestro={p} def={MONEDAS} soloLectura={soloLectura} />;
    case 'tiposContenedor':
      return <Catalogo maestro={p} def={TIPOS_CONTENEDOR} soloLectura={soloLectura} />;
    case 'formasDePago':
      return <Catalogo maestro={p} def={FORMAS_DE_PAGO} soloLectura={soloLectura} />;
    case 'tiposRiesgo':
      return <Catalogo maestro={p} def={TIPOS_RIESGO} soloLectura={soloLectura} />;
    case 'modosTransporte':
      return <Catalogo maestro={p} def={MODOS_TRANSPORTE} soloLectura={soloLectura} />;
    case 'anualCoberturas':
    case 'anualParametros':
      return (
        <MaestroEditor<TarifarioAnual> maestro="ratingAnual" soloLectura={soloLectura}>
          {(tarifario, onChange) => (
            <RatingAnualEditor
              tarifario={tarifario}
              onChange={onChange}
              soloLectura={soloLectura}
              vista={p === 'anualCoberturas' ? 'coberturas' : 'parametros'}
            />
          )}
        </MaestroEditor>
      );
    default:
      return <Tarifario vista={p} soloLectura={soloLectura} />;
  }
};

/**
 * Masters: the data products are priced from. Each tab edits one master; a change is saved as a new
 * version effective from a chosen day. Users without maestros.editar see the same screens read-only.
 */
export function MaestrosPage() {
  const t = useT();
  const { empresa } = useLayoutContext();
  const soloLectura = !empresa?.permisos.includes('maestros.editar');
  const [params, setParams] = useSearchParams();
  const tab = PESTANAS.find((p) => p === params.get('tab')) ?? 'tiposMercaderia';

  return (
    <Stack gap="md">
      <div>
        <Title order={2}>{t('maestros.titulo')}</Title>
        <Text c="dimmed" size="sm">
          {t(soloLectura ? 'maestros.ayudaLectura' : 'maestros.ayuda')}
        </Text>
      </div>
      <Card withBorder radius="lg" padding="lg">
        <Tabs value={tab} onChange={(v) => v && setParams({ tab: v }, { replace: true })} keepMounted={false}>
          <Tabs.List mb="md">
            {PESTANAS.map((p) => (
              <Tabs.Tab key={p} value={p} data-testid={`maestros-tab-${p}`}>
                {t(`maestros.tab.${p}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {PESTANAS.map((p) => (
            <Tabs.Panel key={p} value={p}>
              {panel(p, soloLectura)}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Card>
    </Stack>
  );
}
