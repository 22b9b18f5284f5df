import { MultiSelect, SimpleGrid, Stack, Switch } from '@mantine/core';
import { operacionIdSchema, type ConfiguracionCobertura } from '#shared/viajes-especificos/model.ts';
import * as z from 'zod/mini';
import { useT } from '#web/lib/i18n.tsx';
import { datosSelect, type ParteProps } from './comun.tsx';
import { LimitesEditor } from './LimitesEditor.tsx';

/** Only the risk types the engine knows (spec 3 §3.7) can be allowed. */
const esOperacion = (id: number): id is ConfiguracionCobertura['operacionesPermitidas'][number] =>
  z.safeParse(operacionIdSchema, id).success;

/** What the coverage accepts: used goods, past departures, transport modes, operations and limits. */
export function CondicionesTab(props: ParteProps) {
  const { cobertura: c, cambiar, errores, opciones, soloLectura } = props;
  const t = useT();
  const config = c.configuracion;
  const set = (cambio: Partial<ConfiguracionCobertura>) => cambiar({ ...c, configuracion: { ...config, ...cambio } });
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Switch
          label={t('maestros.cobertura.mercaderiaUsada')}
          checked={config.permiteMercaderiaUsada}
          onChange={(e) => set({ permiteMercaderiaUsada: e.currentTarget.checked })}
          disabled={soloLectura}
          data-testid="cobertura-usada"
        />
        <Switch
          label={t('maestros.cobertura.salidaRetroactiva')}
          description={t('maestros.cobertura.salidaRetroactivaAyuda')}
          checked={config.permiteSalidaRetroactiva}
          onChange={(e) => set({ permiteSalidaRetroactiva: e.currentTarget.checked })}
          disabled={soloLectura}
          data-testid="cobertura-retroactiva"
        />
        <MultiSelect
          label={t('maestros.cobertura.transportes')}
          data={datosSelect(opciones.transportes)}
          value={config.transportesPermitidos.map(String)}
          onChange={(v) => set({ transportesPermitidos: v.map(Number) })}
          error={errores['configuracion.transportesPermitidos']}
          disabled={soloLectura}
          data-testid="cobertura-transportes"
        />
        <MultiSelect
          label={t('maestros.cobertura.operaciones')}
          data={datosSelect(opciones.operaciones.filter((o) => esOperacion(o.id)))}
          value={config.operacionesPermitidas.map(String)}
          onChange={(v) => set({ operacionesPermitidas: v.map(Number).filter(esOperacion) })}
          error={errores['configuracion.operacionesPermitidas']}
          disabled={soloLectura}
          data-testid="cobertura-operaciones"
        />
      </SimpleGrid>
      <LimitesEditor {...props} />
    </Stack>
  );
}
