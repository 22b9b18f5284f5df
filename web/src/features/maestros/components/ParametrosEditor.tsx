import type { ContenidoTarifario } from '#shared/catalogos/maestros.ts';
import type { Aseguradora, ParametrosAseguradora } from '#shared/viajes-especificos/model.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useMaestro } from '../api.ts';
import { campo, ids, numero, siguienteId, texto } from './celdas.tsx';
import { TablaEditable, type Columna } from './TablaEditable.tsx';

/** An insurer and its commercial parameters: one row of the table. */
interface Fila {
  aseguradora: Aseguradora;
  parametros: ParametrosAseguradora;
}

const CUOTAS = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, nombre: String(i + 1) }));

const parametrosIniciales = (idAseguradora: number): ParametrosAseguradora => ({
  idAseguradora,
  cuotasPermitidas: [1],
  formasDePagoPermitidasIds: [0],
  recargoAdmin: { minimo: 0, maximo: 0 },
  comisionProductor: { minimo: 0, maximo: 0 },
  comisionPredeterminada: 0,
  recargoAdminPredeterminado: 0,
  recargoFinancieroPorCuota: 0,
});

type Rango = 'recargoAdmin' | 'comisionProductor';
type Porcentaje = 'comisionPredeterminada' | 'recargoAdminPredeterminado' | 'recargoFinancieroPorCuota';

interface Props {
  tarifario: ContenidoTarifario;
  onChange: (tarifario: ContenidoTarifario) => void;
  soloLectura: boolean;
}

/** The tariff's insurers with their instalments, payment forms, surcharge and commission ranges. */
export function ParametrosEditor({ tarifario, onChange, soloLectura }: Props) {
  const t = useT();
  const formas = (useMaestro('formasDePago').data?.vigente?.contenido ?? []) as { id: number; nombre: string }[];
  const filas: Fila[] = tarifario.aseguradoras.map((a) => ({
    aseguradora: a,
    parametros: tarifario.parametros.find((p) => p.idAseguradora === a.id) ?? parametrosIniciales(a.id),
  }));
  const cambiar = (nuevas: Fila[]) =>
    onChange({
      ...tarifario,
      aseguradoras: nuevas.map((f) => f.aseguradora),
      parametros: nuevas.map((f) => ({ ...f.parametros, idAseguradora: f.aseguradora.id })),
    });
  const parametro = <K extends keyof ParametrosAseguradora>(clave: K, titulo: string, ancho = 90) => ({
    clave,
    titulo,
    ancho,
    get: (f: Fila) => f.parametros[clave],
    set: (f: Fila, v: ParametrosAseguradora[K]) => ({ ...f, parametros: { ...f.parametros, [clave]: v } }),
  });
  const rango = (clave: Rango, extremo: 'minimo' | 'maximo', titulo: string) =>
    numero<Fila>(
      {
        clave: `${clave}.${extremo}`,
        titulo,
        ancho: 90,
        get: (f) => f.parametros[clave][extremo],
        set: (f, v) => ({ ...f, parametros: { ...f.parametros, [clave]: { ...f.parametros[clave], [extremo]: v } } }),
      },
      { decimales: 2 },
    );
  const porcentaje = (clave: Porcentaje, titulo: string) => numero<Fila>(parametro(clave, titulo), { decimales: 2 });

  const columnas: Columna<Fila>[] = [
    numero<Fila>({
      clave: 'id',
      titulo: t('maestros.col.id'),
      ancho: 80,
      get: (f) => f.aseguradora.id,
      set: (f, id) => ({ ...f, aseguradora: { ...f.aseguradora, id } }),
    }),
    texto<Fila>({
      ...campo<Aseguradora, 'nombre'>('nombre', t('maestros.col.aseguradora'), 220),
      get: (f) => f.aseguradora.nombre,
      set: (f, nombre) => ({ ...f, aseguradora: { ...f.aseguradora, nombre } }),
    }),
    ids<Fila>(parametro('cuotasPermitidas', t('maestros.col.cuotas'), 160), CUOTAS),
    ids<Fila>(parametro('formasDePagoPermitidasIds', t('maestros.col.formasDePago'), 220), formas),
    rango('recargoAdmin', 'minimo', t('maestros.col.recargoMin')),
    rango('recargoAdmin', 'maximo', t('maestros.col.recargoMax')),
    porcentaje('recargoAdminPredeterminado', t('maestros.col.recargoPred')),
    rango('comisionProductor', 'minimo', t('maestros.col.comisionMin')),
    rango('comisionProductor', 'maximo', t('maestros.col.comisionMax')),
    porcentaje('comisionPredeterminada', t('maestros.col.comisionPred')),
    porcentaje('recargoFinancieroPorCuota', t('maestros.col.recargoFinanciero')),
  ];

  return (
    <TablaEditable
      filas={filas}
      columnas={columnas}
      onChange={cambiar}
      nueva={(actuales) => {
        const id = siguienteId(actuales.map((f) => f.aseguradora));
        return { aseguradora: { id, nombre: '' }, parametros: parametrosIniciales(id) };
      }}
      soloLectura={soloLectura}
      testId="maestro-parametros"
      fichas
    />
  );
}
