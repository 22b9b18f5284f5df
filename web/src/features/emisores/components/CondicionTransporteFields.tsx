import { Select, SimpleGrid } from '@mantine/core';
import type { CondicionTransporteForm } from '#shared/emisores/formulario.ts';
import { ASIGNACIONES_MARKUP, etiquetaCamelCase, type AsignacionMarkup } from '#shared/emisores/reglas.ts';
import { useT } from '#web/lib/i18n.tsx';
import { camposDePremio } from '../lib/premios.ts';
import { NumerosDeCondicion } from './NumeroInput.tsx';

/** A transport condition's sale rate, markup (assigned to the insured sum or the premium) and premiums. */
export function CondicionTransporteFields({
  value,
  onChange,
  errores,
}: {
  value: CondicionTransporteForm;
  onChange: (value: CondicionTransporteForm) => void;
  errores: Record<string, string>;
}) {
  const t = useT();
  const tasa = (campo: keyof CondicionTransporteForm['tasa']) => (v: number | null) =>
    onChange({ ...value, tasa: { ...value.tasa, [campo]: campo === 'cargosExtra' ? (v ?? 0) : v } });
  const markup = (campo: 'sugerido' | 'minimo' | 'maximo') => (v: number | null) =>
    onChange({ ...value, markup: { ...value.markup, [campo]: v ?? 0 } });

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <NumerosDeCondicion
        errores={errores}
        campos={[
          {
            ruta: 'tasaVenta.valor',
            label: t('emisor.condicion.tasa'),
            required: true,
            value: value.tasa.valor,
            onChange: tasa('valor'),
            testId: 'condicion-tasa',
          },
          {
            ruta: 'tasaVenta.primaMinima',
            label: t('emisor.condicion.primaMinima'),
            required: true,
            value: value.tasa.primaMinima,
            onChange: tasa('primaMinima'),
            testId: 'condicion-primaMinima',
          },
          {
            ruta: 'tasaVenta.primaCargosExtra',
            label: t('emisor.condicion.cargosExtra'),
            value: value.tasa.cargosExtra,
            onChange: tasa('cargosExtra'),
            testId: 'condicion-cargosExtra',
          },
        ]}
      />
      <Select<AsignacionMarkup>
        label={t('emisor.condicion.markupAsignadoA')}
        data={ASIGNACIONES_MARKUP.map((a) => ({ value: a, label: etiquetaCamelCase(a) }))}
        value={value.markup.asignadoA}
        allowDeselect={false}
        onChange={(a) => a && onChange({ ...value, markup: { ...value.markup, asignadoA: a } })}
        data-testid="condicion-asignacion"
      />
      <NumerosDeCondicion
        errores={errores}
        campos={[
          {
            ruta: 'markup',
            label: t('emisor.condicion.markupSugerido'),
            value: value.markup.sugerido,
            onChange: markup('sugerido'),
          },
          {
            ruta: 'markupMinimo',
            label: t('emisor.condicion.markupMinimo'),
            value: value.markup.minimo,
            onChange: markup('minimo'),
          },
          {
            ruta: 'markupMaximo',
            label: t('emisor.condicion.markupMaximo'),
            value: value.markup.maximo,
            onChange: markup('maximo'),
          },
          ...camposDePremio(t, value.premio, (premio) => onChange({ ...value, premio }), 'premioSugerido'),
        ]}
      />
    </SimpleGrid>
  );
}
