import { Group, MultiSelect, NumberInput, Select, Stack, Text } from '@mantine/core';
import { CAMPOS_BOOLEANOS, CAMPOS_LISTA, CAMPOS_RANGO, type Condicion } from '#shared/viajes-especificos/model.ts';
import { nombreBandaKm } from '#shared/viajes-especificos/nombres.ts';
import { useT } from '#web/lib/i18n.tsx';
import { datosSelect, type Opcion, type Opciones } from './comun.tsx';

/** The four shapes of `condicionSchema`. */
const FORMAS = ['siempre', 'lista', 'rango', 'booleano'] as const;
type Forma = (typeof FORMAS)[number];

const formaDe = (c: Condicion): Forma => ('siempre' in c ? 'siempre' : 'en' in c ? 'lista' : 'es' in c ? 'booleano' : 'rango');

/**
 * A new shape starts on its first field and empty: the schema then asks for what is missing (the ids,
 * a bound) instead of the form guessing a value that would price.
 */
const NUEVA: Record<Forma, Condicion> = {
  siempre: { siempre: true },
  lista: { campo: CAMPOS_LISTA[0], en: [] },
  rango: { campo: CAMPOS_RANGO[0] },
  booleano: { campo: CAMPOS_BOOLEANOS[0], es: true },
};

/** Kilometre bands of spec 3 §9 (401 = over 400). */
const BANDAS_KM: Opcion[] = [60, 100, 400, 401].map((id) => ({ id, nombre: nombreBandaKm(id) }));

const opcionesDe = (campo: (typeof CAMPOS_LISTA)[number], o: Opciones): Opcion[] => {
  switch (campo) {
    case 'mercaderiaId':
      return o.mercaderias;
    case 'transporteId':
      return o.transportes;
    case 'operacionId':
      return o.operaciones;
    case 'km':
      return BANDAS_KM;
    default:
      return o.paises;
  }
};

interface Props {
  condicion: Condicion;
  onChange: (c: Condicion) => void;
  opciones: Opciones;
  error: string | undefined;
  soloLectura: boolean;
  /** Row number, for the labels and test ids. */
  indice: number;
}

/** A rule's condition: 'Siempre', a field in a list of ids, a field in a range, or a flag. */
export function CondicionEditor({ condicion: c, onChange, opciones, error, soloLectura, indice: i }: Props) {
  const t = useT();
  const forma = formaDe(c);
  const rango = 'campo' in c && !('en' in c) && !('es' in c) ? c : undefined;
  // A blank bound is an open one: the key leaves the condition.
  const conExtremo = (extremo: 'desde' | 'hasta', v: number | undefined) => {
    if (!rango) return;
    const { [extremo]: _anterior, ...resto } = rango;
    onChange(v === undefined ? resto : { ...resto, [extremo]: v });
  };
  const campos = (lista: readonly string[]) => lista.map((v) => ({ value: v, label: t(`maestros.campo.${v}`) }));
  const numero = (valor: number | undefined, set: (n: number | undefined) => void, etiqueta: string, id: string) => (
    <NumberInput
      size="xs"
      w={150}
      placeholder={etiqueta}
      aria-label={`${etiqueta} ${i + 1}`}
      value={valor ?? ''}
      onChange={(v) => set(typeof v === 'number' ? v : undefined)}
      decimalSeparator=","
      thousandSeparator="."
      decimalScale={2}
      hideControls
      disabled={soloLectura}
      data-testid={`condicion-${id}-${i}`}
    />
  );

  return (
    <Stack gap={4}>
      <Group gap={4} wrap="nowrap" align="flex-start">
        <Select
          size="xs"
          w={150}
          aria-label={`${t('maestros.regla.condicion')} ${i + 1}`}
          data={FORMAS.map((f) => ({ value: f, label: t(`maestros.condicion.${f}`) }))}
          value={forma}
          onChange={(f) => f && f !== forma && onChange(NUEVA[f as Forma])}
          allowDeselect={false}
          disabled={soloLectura}
          data-testid={`condicion-forma-${i}`}
        />
        {'campo' in c ? (
          <Select
            size="xs"
            w={150}
            aria-label={`${t('maestros.regla.campo')} ${i + 1}`}
            data={campos(forma === 'lista' ? CAMPOS_LISTA : forma === 'rango' ? CAMPOS_RANGO : CAMPOS_BOOLEANOS)}
            value={c.campo}
            // Another field means other ids: the list starts empty again.
            onChange={(campo) => campo && onChange({ ...NUEVA[forma], campo } as Condicion)}
            allowDeselect={false}
            disabled={soloLectura}
            data-testid={`condicion-campo-${i}`}
          />
        ) : null}
      </Group>
      {'es' in c ? (
        <Select
          size="xs"
          w={100}
          aria-label={`${t('maestros.regla.es')} ${i + 1}`}
          data={[
            { value: 'true', label: t('maestros.condicion.si') },
            { value: 'false', label: t('maestros.condicion.no') },
          ]}
          value={String(c.es)}
          onChange={(v) => v && onChange({ ...c, es: v === 'true' })}
          allowDeselect={false}
          disabled={soloLectura}
          data-testid={`condicion-es-${i}`}
        />
      ) : null}
      {rango ? (
        <Group gap={4} wrap="nowrap">
          {numero(rango.desde, (v) => conExtremo('desde', v), t('maestros.condicion.desde'), 'desde')}
          {numero(rango.hasta, (v) => conExtremo('hasta', v), t('maestros.condicion.hasta'), 'hasta')}
        </Group>
      ) : null}
      {'en' in c ? (
        <MultiSelect
          size="xs"
          aria-label={`${t('maestros.condicion.valores')} ${i + 1}`}
          data={datosSelect(opcionesDe(c.campo, opciones))}
          value={c.en.map(String)}
          onChange={(v) => onChange({ ...c, en: v.map(Number) })}
          searchable
          disabled={soloLectura}
          data-testid={`condicion-en-${i}`}
        />
      ) : null}
      {error ? (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
