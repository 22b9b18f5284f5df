import { useState, type ReactNode } from 'react';
import { MultiSelect, SimpleGrid, Stack } from '@mantine/core';
import {
  coberturaAnualSchema,
  type CoberturaAnual,
  type MedidaSeguridadAnual,
  type TramoMae,
} from '#shared/rating-anual/modelo.ts';
import { useT } from '#web/lib/i18n.tsx';
import { nombrePt } from '../catalogos.tsx';
import { numero, texto } from '../celdas.tsx';
import { datosSelect, Seccion, useOpciones } from '../cobertura/comun.tsx';
import { DeduciblesEditor } from '../cobertura/DeduciblesEditor.tsx';
import { ModalDeTarifa, useErroresDeEsquema } from '../ModalDeTarifa.tsx';
import { TablaEditable } from '../TablaEditable.tsx';
import { MapaPorId } from './MapaPorId.tsx';

/** The tabs, and which error paths belong to each (the count on the tab). */
const PESTANAS = [
  { valor: 'mercaderias', es: (r: string) => /^(tarifa\.tasasMercaderia|configuracion\.idsMercaderiasPermitidas)/.test(r) },
  { valor: 'factores', es: (r: string) => /^tarifa\.factores/.test(r) },
  { valor: 'tramos', es: (r: string) => r.startsWith('tarifa.tramosMae') },
  { valor: 'deducibles', es: (r: string) => r.startsWith('deducibles') },
  { valor: 'medidas', es: (r: string) => r.startsWith('medidasSeguridad') },
] as const;

interface Props {
  cobertura: CoberturaAnual;
  /** Absent when read-only: the form shows, disabled, and only closes. */
  onAplicar?: (c: CoberturaAnual) => void;
  onClose: () => void;
}

/**
 * What the coverage's card does not edit (2 §3.10 and the engine's data): the goods it admits and
 * each goods type's rate, the transport and operation factors, the MAE tiers, the deductibles and
 * the security measures the offers print. It validates with the schema the server applies to a new version, so 'Aplicar' only
 * hands over a coverage the server accepts.
 */
export function TarifaAnualModal({ cobertura, onAplicar, onClose }: Props) {
  const t = useT();
  const opciones = useOpciones();
  const [c, setC] = useState(cobertura);
  const soloLectura = !onAplicar;
  // The card's own fields are the card's to show: this form counts the errors of its tabs.
  const errores = useErroresDeEsquema(coberturaAnualSchema, c, (ruta) => PESTANAS.some((p) => p.es(ruta)));
  const tarifa = (cambios: Partial<CoberturaAnual['tarifa']>) => setC({ ...c, tarifa: { ...c.tarifa, ...cambios } });
  const errorDe = (ruta: string) => (id: number) => errores[`${ruta}.${id}`];
  const error = (ruta: string) => (_f: unknown, i: number) =>
    Object.entries(errores).find(([k]) => k.startsWith(`${ruta}.${i}`))?.[1];

  const paneles: Record<(typeof PESTANAS)[number]['valor'], ReactNode> = {
    mercaderias: (
      <Stack gap="md">
        <MultiSelect
          label={t('maestros.anual.permitidas')}
          description={t('maestros.anual.permitidasAyuda')}
          data={datosSelect(opciones.mercaderias)}
          value={c.configuracion.idsMercaderiasPermitidas.map(String)}
          onChange={(v) => setC({ ...c, configuracion: { ...c.configuracion, idsMercaderiasPermitidas: v.map(Number) } })}
          readOnly={soloLectura}
          searchable
          data-testid="anual-tarifa-permitidas"
        />
        <MapaPorId
          titulo={t('maestros.anual.tasasMercaderia')}
          ayuda={t('maestros.anual.tasasMercaderiaAyuda')}
          opciones={opciones.mercaderias}
          valores={c.tarifa.tasasMercaderia}
          onChange={(tasasMercaderia) => tarifa({ tasasMercaderia })}
          apagadas={c.configuracion.idsMercaderiasProhibidas}
          errores={errorDe('tarifa.tasasMercaderia')}
          decimales={4}
          sufijo=" ‰"
          soloLectura={soloLectura}
          testId="anual-tarifa-tasa"
        />
      </Stack>
    ),
    factores: (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <MapaPorId
          titulo={t('maestros.anual.factoresTransporte')}
          ayuda={t('maestros.anual.factoresAyuda')}
          opciones={opciones.transportes}
          valores={c.tarifa.factoresTransporte}
          onChange={(factoresTransporte) => tarifa({ factoresTransporte })}
          apagadas={opciones.transportes.map((o) => o.id).filter((id) => !c.configuracion.idsTransportesPermitidos.includes(id))}
          errores={errorDe('tarifa.factoresTransporte')}
          decimales={4}
          sufijo=""
          soloLectura={soloLectura}
          testId="anual-tarifa-transporte"
        />
        <MapaPorId
          titulo={t('maestros.anual.factoresOperacion')}
          ayuda={t('maestros.anual.factoresAyuda')}
          opciones={opciones.operaciones}
          valores={c.tarifa.factoresOperacion}
          onChange={(factoresOperacion) => tarifa({ factoresOperacion })}
          apagadas={opciones.operaciones.map((o) => o.id).filter((id) => !c.configuracion.idsOperacionesPermitidas.includes(id))}
          errores={errorDe('tarifa.factoresOperacion')}
          decimales={4}
          sufijo=""
          soloLectura={soloLectura}
          testId="anual-tarifa-operacion"
        />
      </SimpleGrid>
    ),
    tramos: (
      <Seccion titulo={t('maestros.anual.tramos')} ayuda={t('maestros.anual.tramosAyuda')} error={errores['tarifa.tramosMae']}>
        <TablaEditable<TramoMae>
          filas={c.tarifa.tramosMae}
          columnas={[
            numero<TramoMae>(
              {
                clave: 'tramo.desde',
                titulo: t('maestros.anual.desde'),
                get: (x) => x.desde,
                set: (x, desde) => ({ ...x, desde }),
              },
              { decimales: 2, error: error('tarifa.tramosMae') },
            ),
            numero<TramoMae>(
              {
                clave: 'tramo.porcentaje',
                titulo: t('maestros.anual.porcentajeTramo'),
                get: (x) => x.porcentaje,
                set: (x, porcentaje) => ({ ...x, porcentaje }),
              },
              { decimales: 2 },
            ),
          ]}
          onChange={(tramosMae) => tarifa({ tramosMae })}
          nueva={(ts) => ({ desde: (ts.at(-1)?.desde ?? 0) + 1_000_000, porcentaje: 0 })}
          soloLectura={soloLectura}
          testId="anual-tarifa-tramos"
        />
      </Seccion>
    ),
    deducibles: (
      <DeduciblesEditor
        deducibles={c.deducibles}
        onChange={(deducibles) => setC({ ...c, deducibles })}
        soloLectura={soloLectura}
      />
    ),
    medidas: (
      <Seccion titulo={t('maestros.anual.tab.medidas')} ayuda={t('maestros.anual.medidasAyuda')} error={errores.medidasSeguridad}>
        <TablaEditable<MedidaSeguridadAnual>
          filas={c.medidasSeguridad ?? []}
          columnas={[
            texto<MedidaSeguridadAnual>(
              {
                clave: 'medida.nombre',
                titulo: t('maestros.col.nombre'),
                ancho: 520,
                get: (m) => m.nombre,
                set: (m, nombre) => ({ ...m, nombre }),
              },
              { error: error('medidasSeguridad') },
            ),
            nombrePt<MedidaSeguridadAnual>(t, 400),
          ]}
          onChange={(medidasSeguridad) => setC({ ...c, medidasSeguridad })}
          nueva={() => ({ nombre: '' })}
          soloLectura={soloLectura}
          testId="anual-tarifa-medidas"
        />
      </Seccion>
    ),
  };

  return (
    <ModalDeTarifa
      cobertura={cobertura}
      size="70rem"
      prefijo="anual-tarifa"
      pestanas={PESTANAS.map(({ valor, es }) => ({
        valor,
        es,
        etiqueta: t(`maestros.anual.tab.${valor}`),
        contenido: paneles[valor],
      }))}
      errores={errores}
      onAplicar={onAplicar && (() => onAplicar(c))}
      onClose={onClose}
    />
  );
}
