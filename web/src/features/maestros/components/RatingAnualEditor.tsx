import { useState } from 'react';
import { Button } from '@mantine/core';
import type { CoberturaAnual, ParametrosAnuales, TarifarioAnual } from '#shared/rating-anual/modelo.ts';
import { COBERTURAS_ANUALES } from '#shared/rating-anual/data.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useMaestro } from '../api.ts';
import { TarifaAnualModal } from './anual/TarifaAnualModal.tsx';
import { nombrePt } from './catalogos.tsx';
import { booleano, campo, ids, numero, siguienteId, texto } from './celdas.tsx';
import { TablaEditable, type Columna } from './TablaEditable.tsx';

interface Props {
  tarifario: TarifarioAnual;
  onChange: (tarifario: TarifarioAnual) => void;
  soloLectura: boolean;
  vista: 'coberturas' | 'parametros';
}

type Catalogo = { id: number; nombre: string }[];
const useCatalogo = (nombre: 'tiposMercaderia' | 'modosTransporte' | 'tiposRiesgo' | 'formasDePago') =>
  (useMaestro(nombre).data?.vigente?.contenido ?? []) as Catalogo;
const CUOTAS = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, nombre: String(i + 1) }));

/** A nested value of a coverage as a cell: get and set through its path. */
const de = <G extends 'configuracion' | 'tarifa', K extends keyof CoberturaAnual[G] & string>(
  grupo: G,
  clave: K,
  titulo: string,
  ancho = 110,
) => ({
  clave: `${grupo}.${clave}`,
  titulo,
  ancho,
  get: (c: CoberturaAnual) => c[grupo][clave],
  set: (c: CoberturaAnual, v: CoberturaAnual[G][K]) => ({ ...c, [grupo]: { ...c[grupo], [clave]: v } }),
});

/**
 * The annual rating's master (rating-anual/modelo.ts): its coverages, one card each with what the
 * configuration admits, the tariff's scalars and the Premio Neto's surcharges, and each insurer's
 * commission bounds, instalments and payment forms; each card opens the rest of its tariff (goods
 * rates, factors, MAE tiers, taxes, deductibles). The server validates a new version with the same
 * schema (`tarifarioAnualSchema`) and answers each wrong field. A new coverage starts from the seed's
 * first one, to be adjusted.
 */
export function RatingAnualEditor({ tarifario, onChange, soloLectura, vista }: Props) {
  const t = useT();
  const mercaderias = useCatalogo('tiposMercaderia');
  const transportes = useCatalogo('modosTransporte');
  const operaciones = useCatalogo('tiposRiesgo');
  const formas = useCatalogo('formasDePago');
  const [tarifa, setTarifa] = useState<number>();

  if (vista === 'parametros') {
    const col = <K extends keyof ParametrosAnuales & string>(clave: K, titulo: string) =>
      campo<ParametrosAnuales, K>(clave, t(titulo));
    const columnas: Columna<ParametrosAnuales>[] = [
      numero(col('idAseguradora', 'maestros.col.aseguradoraId')),
      numero(col('comisionMinima', 'maestros.col.comisionMin'), { decimales: 2 }),
      numero(col('comisionMaxima', 'maestros.col.comisionMax'), { decimales: 2 }),
      numero(col('comisionPredeterminada', 'maestros.col.comisionPred'), { decimales: 2 }),
      ids(col('cuotasPermitidas', 'maestros.col.cuotas'), CUOTAS),
      ids(col('idsFormasDePagoPermitidas', 'maestros.col.formasDePago'), formas),
    ];
    return (
      <TablaEditable
        filas={tarifario.parametros}
        columnas={columnas}
        onChange={(parametros) => onChange({ ...tarifario, parametros })}
        nueva={(actuales) => ({
          idAseguradora: siguienteId(actuales.map((p) => ({ id: p.idAseguradora }))),
          comisionMinima: 10,
          comisionMaxima: 30,
          comisionPredeterminada: 15,
          cuotasPermitidas: [1],
          idsFormasDePagoPermitidas: [0],
        })}
        soloLectura={soloLectura}
        testId="maestro-anual-parametros"
        fichas
      />
    );
  }

  const c = <K extends keyof CoberturaAnual & string>(clave: K, titulo: string) => campo<CoberturaAnual, K>(clave, t(titulo));
  const columnas: Columna<CoberturaAnual>[] = [
    numero(c('id', 'maestros.col.id')),
    texto(c('nombre', 'maestros.col.nombre')),
    nombrePt<CoberturaAnual>(t, 200),
    numero(c('idAseguradora', 'maestros.col.aseguradoraId')),
    numero(c('idMoneda', 'maestros.anual.moneda')),
    booleano(c('activa', 'maestros.anual.activa')),
    booleano(c('popular', 'maestros.anual.popular')),
    numero(de('configuracion', 'tasaDescuento', t('maestros.anual.tasaDescuento')), { decimales: 2 }),
    booleano(de('configuracion', 'permiteMercaderiaUsada', t('maestros.anual.permiteUsada'))),
    ids(de('configuracion', 'idsMercaderiasProhibidas', t('maestros.anual.prohibidas')), mercaderias),
    ids(de('configuracion', 'idsTransportesPermitidos', t('maestros.anual.transportes')), transportes),
    ids(de('configuracion', 'idsOperacionesPermitidas', t('maestros.anual.operaciones')), operaciones),
    numero(de('configuracion', 'maeMinimo', t('maestros.anual.maeMinimo')), { decimales: 2 }),
    numero(de('configuracion', 'maeMaximo', t('maestros.anual.maeMaximo')), { decimales: 2 }),
    numero(de('configuracion', 'coeficienteMaximoRM', t('maestros.anual.maxRM')), { decimales: 2 }),
    numero(de('configuracion', 'coeficienteMaximoFrecuenciaSiniestros', t('maestros.anual.maxFrecuencia')), { decimales: 2 }),
    numero(de('configuracion', 'coeficienteMaximoSeveridadSiniestros', t('maestros.anual.maxSeveridad')), { decimales: 2 }),
    numero(de('tarifa', 'recargoMercaderiaUsada', t('maestros.anual.recargoUsada')), { decimales: 2 }),
    numero(de('tarifa', 'tasaRM', t('maestros.anual.tasaRM')), { decimales: 4 }),
    numero(de('tarifa', 'recargoSiniestralidad', t('maestros.anual.recargoSiniestralidad')), { decimales: 2 }),
    numero(de('tarifa', 'primaMinima', t('maestros.anual.primaMinima')), { decimales: 2 }),
    numero(de('tarifa', 'porcentajePrimaDeposito', t('maestros.anual.primaDeposito')), { decimales: 2 }),
    numero(c('recargoAdministrativo', 'maestros.anual.recargoAdministrativo'), { decimales: 2 }),
    numero(c('derechoEmision', 'maestros.anual.derechoEmision'), { decimales: 2 }),
    numero(c('recargoFinanciero', 'maestros.anual.recargoFinanciero'), { decimales: 2 }),
    {
      clave: 'tarifa',
      titulo: t('maestros.col.tarifa'),
      celda: (_c, _cambiar, _ro, i) => (
        <Button size="xs" variant="light" onClick={() => setTarifa(i)} data-testid={`anual-tarifa-${i}`}>
          {t(soloLectura ? 'maestros.anual.verTarifa' : 'maestros.anual.editarTarifa')}
        </Button>
      ),
    },
  ];
  const elegida = tarifa === undefined ? undefined : tarifario.coberturas[tarifa];
  const poner = (coberturas: CoberturaAnual[]) => onChange({ ...tarifario, coberturas });
  return (
    <>
      {elegida ? (
        <TarifaAnualModal
          cobertura={elegida}
          onClose={() => setTarifa(undefined)}
          onAplicar={soloLectura ? undefined : (x) => poner(tarifario.coberturas.map((y, j) => (j === tarifa ? x : y)))}
        />
      ) : null}
      <TablaEditable
        filas={tarifario.coberturas}
        columnas={columnas}
        onChange={poner}
        nueva={(actuales) => ({ ...COBERTURAS_ANUALES[0]!, id: siguienteId(actuales), nombre: '', nombres: {}, popular: false })}
        soloLectura={soloLectura}
        testId="maestro-anual-coberturas"
        fichas
      />
    </>
  );
}
