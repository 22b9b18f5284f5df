import { Select, SimpleGrid } from '@mantine/core';
import type { CondicionTransporteForm } from '#shared/emisores/formulario.ts';
import { ASIGNACIONES_MARKUP, etiquetaCamelCase, type AsignacionMarkup } from '#shared/emisores/reglas.ts';
import { useT } from '#web/lib/i18n.tsx';
import { NumeroInput } from './NumeroInput.tsx';

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
  const premio = (campo: 'sugerido' | 'minimo') => (v: number | null) =>
    onChange({ ...value, premio: { ...value.premio, [campo]: v ?? 0 } });

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <NumeroInput
        label={t('emisor.condicion.tasa')}
        required
        value={value.tasa.valor}
        onChange={tasa('valor')}
        error={errores['tasaVenta.valor']}
        testId="condicion-tasa"
      />
      <NumeroInput
        label={t('emisor.condicion.primaMinima')}
        required
        value={value.tasa.primaMinima}
        onChange={tasa('primaMinima')}
        error={errores['tasaVenta.primaMinima']}
        testId="condicion-primaMinima"
      />
      <NumeroInput
        label={t('emisor.condicion.cargosExtra')}
        value={value.tasa.cargosExtra}
        onChange={tasa('cargosExtra')}
        error={errores['tasaVenta.primaCargosExtra']}
        testId="condicion-cargosExtra"
      />
      <Select<AsignacionMarkup>
        label={t('emisor.condicion.markupAsignadoA')}
        data={ASIGNACIONES_MARKUP.map((a) => ({ value: a, label: etiquetaCamelCase(a) }))}
        value={value.markup.asignadoA}
        allowDeselect={false}
        onChange={(a) => a && onChange({ ...value, markup: { ...value.markup, asignadoA: a } })}
        data-testid="condicion-asignacion"
      />
      <NumeroInput
        label={t('emisor.condicion.markupSugerido')}
        value={value.markup.sugerido}
        onChange={markup('sugerido')}
        error={errores.markup}
        testId="condicion-markup"
      />
      <NumeroInput
        label={t('emisor.condicion.markupMinimo')}
        value={value.markup.minimo}
        onChange={markup('minimo')}
        error={errores.markupMinimo}
        testId="condicion-markupMinimo"
      />
      <NumeroInput
        label={t('emisor.condicion.markupMaximo')}
        value={value.markup.maximo}
        onChange={markup('maximo')}
        error={errores.markupMaximo}
        testId="condicion-markupMaximo"
      />
      <NumeroInput
        label={t('emisor.condicion.premioSugerido')}
        value={value.premio.sugerido}
        onChange={premio('sugerido')}
        error={errores.premioSugerido}
        testId="condicion-premioSugerido"
      />
      <NumeroInput
        label={t('emisor.condicion.premioMinimo')}
        value={value.premio.minimo}
        onChange={premio('minimo')}
        error={errores.premioMinimo}
        testId="condicion-premioMinimo"
      />
    </SimpleGrid>
  );
}
