import type { Deducible } from '#shared/coberturas/textos-localizados.ts';
import { useT } from '#web/lib/i18n.tsx';
import { texto } from '../celdas.tsx';
import { TablaEditable } from '../TablaEditable.tsx';
import { Seccion } from './comun.tsx';

/** One part of a deductible's pt-BR texts read and written (blank keeps its Spanish for pt-BR tenants). */
const pt = (parte: 'cobertura' | 'deducible') => ({
  get: (d: Deducible) => d.nombres?.['pt-BR']?.[parte] ?? '',
  set: (d: Deducible, v: string): Deducible => ({ ...d, nombres: { 'pt-BR': { ...d.nombres?.['pt-BR'], [parte]: v } } }),
});

/**
 * A coverage's deductibles (risk and its deductible as the paper prints them), specific-trip or annual
 * alike, each with its texts for pt-BR tenants beside the Spanish ones.
 */
export function DeduciblesEditor<D extends Deducible>({
  deducibles,
  onChange,
  soloLectura,
}: {
  deducibles: readonly D[];
  onChange: (deducibles: D[]) => void;
  soloLectura: boolean;
}) {
  const t = useT();
  return (
    <Seccion titulo={t('maestros.cobertura.deducibles')}>
      <TablaEditable<Deducible>
        filas={deducibles}
        columnas={[
          texto<Deducible>({
            clave: 'deducible.cobertura',
            titulo: t('maestros.cobertura.riesgo'),
            ancho: 240,
            get: (d) => d.cobertura,
            set: (d, cobertura) => ({ ...d, cobertura }),
          }),
          texto<Deducible>({
            clave: 'deducible.coberturaPt',
            titulo: t('maestros.cobertura.riesgoPt'),
            ancho: 240,
            ...pt('cobertura'),
          }),
          texto<Deducible>({
            clave: 'deducible.deducible',
            titulo: t('maestros.cobertura.deducible'),
            ancho: 180,
            get: (d) => d.deducible,
            set: (d, deducible) => ({ ...d, deducible }),
          }),
          texto<Deducible>({
            clave: 'deducible.deduciblePt',
            titulo: t('maestros.cobertura.deduciblePt'),
            ancho: 180,
            ...pt('deducible'),
          }),
        ]}
        onChange={(filas) => onChange(filas as D[])}
        nueva={() => ({ cobertura: '', deducible: '' })}
        soloLectura={soloLectura}
        testId="cobertura-deducibles"
      />
    </Seccion>
  );
}
