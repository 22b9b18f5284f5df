import { useT } from '#web/lib/i18n.tsx';
import { texto } from '../celdas.tsx';
import { TablaEditable } from '../TablaEditable.tsx';
import { Seccion } from './comun.tsx';

interface Deducible {
  cobertura: string;
  deducible: string;
}

/** A coverage's deductibles (risk and its deductible as the paper prints them), specific-trip or annual alike. */
export function DeduciblesEditor({
  deducibles,
  onChange,
  soloLectura,
}: {
  deducibles: readonly Deducible[];
  onChange: (deducibles: Deducible[]) => void;
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
            ancho: 280,
            get: (d) => d.cobertura,
            set: (d, cobertura) => ({ ...d, cobertura }),
          }),
          texto<Deducible>({
            clave: 'deducible.deducible',
            titulo: t('maestros.cobertura.deducible'),
            ancho: 200,
            get: (d) => d.deducible,
            set: (d, deducible) => ({ ...d, deducible }),
          }),
        ]}
        onChange={onChange}
        nueva={() => ({ cobertura: '', deducible: '' })}
        soloLectura={soloLectura}
        testId="cobertura-deducibles"
      />
    </Seccion>
  );
}
