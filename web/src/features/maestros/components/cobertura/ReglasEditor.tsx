import { List, Select, Stack, Text } from '@mantine/core';
import { GRUPOS_REGLA, TIPOS_OPERACION_REGLA, type Regla } from '#shared/viajes-especificos/model.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useMensajeEnIdioma } from '#web/lib/mensaje-en-idioma.ts';
import type { Errores } from '../../lib/errores.ts';
import { nombrePt } from '../catalogos.tsx';
import { numero, texto } from '../celdas.tsx';
import { TablaEditable, type Columna } from '../TablaEditable.tsx';
import { monedasAceptadas, Seccion, type ParteProps } from './comun.tsx';
import { CondicionEditor } from './CondicionEditor.tsx';

/** The first error at a path or under it (a condition's errors sit on its inner fields). */
const errorBajo = (errores: Errores, ruta: string) =>
  errores[ruta] ?? Object.entries(errores).find(([k]) => k.startsWith(`${ruta}.`))?.[1];

/** A new rule runs last and changes nothing until edited (a factor of 1). */
const nuevaRegla = (reglas: readonly Regla[]): Regla => ({
  orden: reglas.reduce((max, r) => Math.max(max, r.orden), 0) + 10,
  grupo: GRUPOS_REGLA[0],
  concepto: '',
  condicion: { siempre: true },
  tipoOperacion: 'multiplicar',
  valor: 1,
});

/** The pricing rules: when each applies and how it changes the premium, in ascending `orden`. */
export function ReglasEditor({ cobertura: c, cambiar, errores, opciones, soloLectura }: ParteProps) {
  const t = useT();
  // The groups are the engine's fixed ids, named in the tenant's language as the calculation trace names them.
  const enIdioma = useMensajeEnIdioma();
  const ruta = (i: number, campo?: string) => `configuracion.reglas.${i}${campo ? `.${campo}` : ''}`;
  const tipos = TIPOS_OPERACION_REGLA.map((v) => ({ value: v, label: t(`maestros.operacion.${v}`) }));
  const monedas = monedasAceptadas(c, opciones).map((m) => ({ value: String(m.id), label: m.codigo }));
  const select = (
    clave: 'grupo' | 'tipoOperacion',
    titulo: string,
    data: { value: string; label: string }[],
    ancho: number,
  ): Columna<Regla> => ({
    clave: `regla.${clave}`,
    titulo,
    ancho,
    celda: (r, cambiarFila, ro, i) => (
      <Select
        size="xs"
        aria-label={`${titulo} ${i + 1}`}
        data={data}
        value={r[clave]}
        onChange={(v) => v && cambiarFila({ ...r, [clave]: v })}
        allowDeselect={false}
        disabled={ro}
        data-testid={`regla-${clave}-${i}`}
      />
    ),
  });

  const columnas: Columna<Regla>[] = [
    numero<Regla>(
      {
        clave: 'regla.orden',
        titulo: t('maestros.regla.orden'),
        ancho: 70,
        get: (r) => r.orden,
        set: (r, orden) => ({ ...r, orden }),
      },
      { error: (_r, i) => errores[ruta(i, 'orden')] },
    ),
    select(
      'grupo',
      t('maestros.regla.grupo'),
      GRUPOS_REGLA.map((g) => ({ value: g, label: enIdioma(g) })),
      140,
    ),
    texto<Regla>(
      {
        clave: 'regla.concepto',
        titulo: t('maestros.regla.concepto'),
        ancho: 220,
        get: (r) => r.concepto,
        set: (r, concepto) => ({ ...r, concepto }),
      },
      { error: (_r, i) => errores[ruta(i, 'concepto')] },
    ),
    nombrePt<Regla>(t, 220, t('maestros.regla.conceptoPt')),
    {
      clave: 'regla.condicion',
      titulo: t('maestros.regla.condicion'),
      ancho: 280,
      celda: (r, cambiarFila, ro, i) => (
        <CondicionEditor
          condicion={r.condicion}
          onChange={(condicion) => cambiarFila({ ...r, condicion })}
          opciones={opciones}
          error={errorBajo(errores, ruta(i, 'condicion'))}
          soloLectura={ro}
          indice={i}
        />
      ),
    },
    select('tipoOperacion', t('maestros.regla.tipoOperacion'), tipos, 150),
    numero<Regla>(
      {
        clave: 'regla.valor',
        titulo: t('maestros.regla.valor'),
        ancho: 100,
        get: (r) => r.valor,
        set: (r, valor) => ({ ...r, valor }),
      },
      // The schema's checks of a value (a negative rate, factor or percentage) are on the whole rule.
      { decimales: 4, error: (_r, i) => errores[ruta(i, 'valor')] ?? errores[ruta(i)] },
    ),
    {
      clave: 'regla.moneda',
      titulo: t('maestros.regla.moneda'),
      ancho: 100,
      celda: (r, cambiarFila, ro, i) => (
        <Select
          size="xs"
          aria-label={`${t('maestros.regla.moneda')} ${i + 1}`}
          placeholder={t('maestros.todas')}
          data={monedas}
          value={r.monedaId === undefined ? null : String(r.monedaId)}
          onChange={(v) => {
            const { monedaId: _todas, ...resto } = r;
            cambiarFila(v ? { ...resto, monedaId: Number(v) } : resto);
          }}
          clearable
          disabled={ro}
          data-testid={`regla-moneda-${i}`}
        />
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Seccion titulo={t('maestros.regla.comoAplican')} ayuda={t('maestros.regla.ayuda')}>
        <List size="xs" spacing={2}>
          {TIPOS_OPERACION_REGLA.map((tipo) => (
            <List.Item key={tipo}>
              <Text span size="xs" fw={600}>
                {t(`maestros.operacion.${tipo}`)}
              </Text>
              <Text span size="xs">
                {`: ${t(`maestros.operacion.${tipo}.ayuda`)}`}
              </Text>
            </List.Item>
          ))}
        </List>
      </Seccion>
      <Seccion titulo={t('maestros.cobertura.reglas')} error={errores['configuracion.reglas']}>
        <TablaEditable<Regla>
          filas={c.configuracion.reglas}
          columnas={columnas}
          onChange={(reglas) => cambiar({ ...c, configuracion: { ...c.configuracion, reglas } })}
          nueva={nuevaRegla}
          soloLectura={soloLectura}
          testId="cobertura-reglas"
        />
      </Seccion>
    </Stack>
  );
}
