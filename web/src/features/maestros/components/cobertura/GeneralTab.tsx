import { MultiSelect, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { useT } from '#web/lib/i18n.tsx';
import { texto } from '../celdas.tsx';
import { TablaEditable } from '../TablaEditable.tsx';
import { DeduciblesEditor } from './DeduciblesEditor.tsx';
import { monedasAceptadas, MontosInputs, Seccion, type ParteProps } from './comun.tsx';

/** A summary line and its pt-BR text, edited side by side (the master keeps them in two parallel lists). */
interface Resumen {
  es: string;
  pt: string;
}
const campo = (k: keyof Resumen) => ({ get: (r: Resumen) => r[k], set: (r: Resumen, v: string) => ({ ...r, [k]: v }) });

/** Currencies and their issue fee, the claims-frequency coefficient, the summaries and the deductibles. */
export function GeneralTab({ cobertura: c, cambiar, errores, opciones, soloLectura }: ParteProps) {
  const t = useT();
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MultiSelect
          label={t('maestros.cobertura.monedas')}
          description={t('maestros.cobertura.monedasAyuda')}
          data={opciones.monedas.map((m) => ({ value: String(m.id), label: `${m.codigo} · ${m.nombre}` }))}
          value={c.monedas.map(String)}
          onChange={(v) => cambiar({ ...c, monedas: v.map(Number) })}
          error={errores['monedas']}
          disabled={soloLectura}
          searchable
          data-testid="cobertura-monedas"
        />
        <NumberInput
          label={t('maestros.cobertura.coeficiente')}
          description={t('maestros.cobertura.coeficienteAyuda')}
          value={c.coeficienteFrecuenciaSiniestros}
          onChange={(v) => cambiar({ ...c, coeficienteFrecuenciaSiniestros: typeof v === 'number' ? v : 0 })}
          error={errores['coeficienteFrecuenciaSiniestros']}
          decimalSeparator=","
          thousandSeparator="."
          decimalScale={2}
          allowNegative={false}
          hideControls
          disabled={soloLectura}
          data-testid="cobertura-coeficiente"
        />
      </SimpleGrid>
      <Seccion
        titulo={t('maestros.cobertura.derechoEmision')}
        ayuda={t('maestros.cobertura.derechoEmisionAyuda')}
        error={errores['derechoEmision']}
      >
        <MontosInputs
          montos={c.derechoEmision}
          monedas={monedasAceptadas(c, opciones)}
          onChange={(derechoEmision) => cambiar({ ...c, derechoEmision })}
          etiqueta={t('maestros.cobertura.derechoEmision')}
          soloLectura={soloLectura}
          testId="cobertura-derecho"
        />
      </Seccion>
      <Seccion titulo={t('maestros.cobertura.resumenes')} ayuda={t('maestros.cobertura.resumenesAyuda')}>
        <TablaEditable<Resumen>
          filas={c.resumenes.map((es, i) => ({ es, pt: c.resumenesEn?.['pt-BR']?.[i] ?? '' }))}
          columnas={[
            texto<Resumen>({ clave: 'resumen', titulo: t('maestros.cobertura.resumen'), ...campo('es') }),
            texto<Resumen>({ clave: 'resumenPt', titulo: t('maestros.cobertura.resumenPt'), ...campo('pt') }),
          ]}
          onChange={(filas) =>
            cambiar({ ...c, resumenes: filas.map((f) => f.es), resumenesEn: { 'pt-BR': filas.map((f) => f.pt) } })
          }
          nueva={() => ({ es: '', pt: '' })}
          soloLectura={soloLectura}
          testId="cobertura-resumenes"
        />
      </Seccion>
      <DeduciblesEditor
        deducibles={c.deducibles}
        onChange={(deducibles) => cambiar({ ...c, deducibles })}
        soloLectura={soloLectura}
      />
    </Stack>
  );
}
