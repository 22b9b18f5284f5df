import { MultiSelect } from '@mantine/core';
import type { MedidaSeguridad } from '#shared/viajes-especificos/model.ts';
import { useT } from '#web/lib/i18n.tsx';
import { texto } from '../celdas.tsx';
import { nombrePt } from '../catalogos.tsx';
import { TablaEditable } from '../TablaEditable.tsx';
import { datosSelect, monedasAceptadas, MontosInputs, Seccion, type ParteProps } from './comun.tsx';

/**
 * Security measures: each is required from a sum insured per currency (blank = never for that
 * currency), for every goods type or only for the listed ones.
 */
export function MedidasEditor({ cobertura: c, cambiar, errores, opciones, soloLectura }: ParteProps) {
  const t = useT();
  const monedas = monedasAceptadas(c, opciones);
  return (
    <Seccion titulo={t('maestros.cobertura.medidas')} ayuda={t('maestros.cobertura.medidasAyuda')}>
      <TablaEditable<MedidaSeguridad>
        filas={c.medidasSeguridad}
        columnas={[
          texto<MedidaSeguridad>(
            {
              clave: 'medida.nombre',
              titulo: t('maestros.col.nombre'),
              ancho: 200,
              get: (m) => m.nombre,
              set: (m, nombre) => ({ ...m, nombre }),
            },
            { error: (_m, i) => errores[`medidasSeguridad.${i}.nombre`] },
          ),
          nombrePt<MedidaSeguridad>(t, 200),
          {
            clave: 'medida.desde',
            titulo: t('maestros.cobertura.desdeSuma'),
            ancho: 540,
            celda: (m, cambiarFila, ro, i) => (
              <MontosInputs
                montos={m.desdeSumaAsegurada}
                monedas={monedas}
                onChange={(desdeSumaAsegurada) => cambiarFila({ ...m, desdeSumaAsegurada })}
                etiqueta={`${t('maestros.cobertura.desdeSuma')} ${i + 1}`}
                soloLectura={ro}
                testId={`medida-desde-${i}`}
              />
            ),
          },
          {
            clave: 'medida.mercaderias',
            titulo: t('maestros.cobertura.soloMercaderias'),
            ancho: 240,
            celda: (m, cambiarFila, ro, i) => (
              <MultiSelect
                size="xs"
                aria-label={`${t('maestros.cobertura.soloMercaderias')} ${i + 1}`}
                placeholder={m.mercaderiaIds?.length ? undefined : t('maestros.todas')}
                data={datosSelect(opciones.mercaderias)}
                value={(m.mercaderiaIds ?? []).map(String)}
                disabled={ro}
                searchable
                onChange={(v) => {
                  // No goods listed = the measure applies to every goods type, as the seed writes it.
                  const { mercaderiaIds: _todas, ...resto } = m;
                  cambiarFila(v.length ? { ...resto, mercaderiaIds: v.map(Number) } : resto);
                }}
                data-testid={`medida-mercaderias-${i}`}
              />
            ),
          },
        ]}
        onChange={(medidasSeguridad) => cambiar({ ...c, medidasSeguridad })}
        nueva={() => ({ nombre: '', desdeSumaAsegurada: {} })}
        soloLectura={soloLectura}
        testId="cobertura-medidas"
      />
    </Seccion>
  );
}
