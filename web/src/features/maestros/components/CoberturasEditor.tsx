import { useState } from 'react';
import { Button, Select } from '@mantine/core';
import type { ContenidoTarifario } from '#shared/catalogos/maestros.ts';
import type { Cobertura } from '#shared/viajes-especificos/model.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useMaestro } from '../api.ts';
import { nombrePt } from './catalogos.tsx';
import { booleano, campo, ids, numero, siguienteId, texto } from './celdas.tsx';
import { CoberturaModal } from './cobertura/CoberturaModal.tsx';
import { TablaEditable, type Columna } from './TablaEditable.tsx';
import type { ConNombres } from '#shared/catalogos/nombre-localizado.ts';
import { useEnLocale } from '#web/lib/catalogo-nombre.ts';

const lista = <T,>(contenido: unknown) => (contenido ?? []) as T[];

interface Props {
  tarifario: ContenidoTarifario;
  onChange: (tarifario: ContenidoTarifario) => void;
  soloLectura: boolean;
}

/** The specific-trip coverages of the tariff: one row each, prohibited countries and goods as lists. */
export function CoberturasEditor({ tarifario, onChange, soloLectura }: Props) {
  const t = useT();
  // The lists as the tenant reads them: a pt-BR tenant picks «Alemanha», not «Alemania» (ADR 0177).
  const enLocale = useEnLocale();
  const paises = enLocale(lista<ConNombres & { id: number }>(useMaestro('paises').data?.vigente?.contenido));
  const mercaderias = enLocale(lista<ConNombres & { id: number }>(useMaestro('tiposMercaderia').data?.vigente?.contenido));
  const [tarifa, setTarifa] = useState<number>();
  const coberturas = tarifario.coberturas;
  const setCoberturas = (c: Cobertura[]) => onChange({ ...tarifario, coberturas: c });
  const configuracion = (
    clave: 'paisesOrigenProhibidos' | 'paisesDestinoProhibidos' | 'mercaderiasProhibidas',
    titulo: string,
  ) => ({
    clave,
    titulo,
    ancho: 220,
    get: (c: Cobertura) => c.configuracion[clave],
    set: (c: Cobertura, v: number[]) => ({ ...c, configuracion: { ...c.configuracion, [clave]: v } }),
  });

  const columnas: Columna<Cobertura>[] = [
    numero(campo('id', t('maestros.col.id'), 80)),
    texto(campo('nombre', t('maestros.col.nombre'), 200)),
    nombrePt<Cobertura>(t, 200),
    {
      clave: 'idAseguradora',
      titulo: t('maestros.col.aseguradora'),
      ancho: 200,
      celda: (c, cambiar, ro, i) => (
        <Select
          size="xs"
          aria-label={`${t('maestros.col.aseguradora')} ${i + 1}`}
          readOnly={ro}
          data={tarifario.aseguradoras.map((a) => ({ value: String(a.id), label: a.nombre }))}
          value={String(c.idAseguradora)}
          onChange={(v) => v && cambiar({ ...c, idAseguradora: Number(v) })}
        />
      ),
    },
    numero(campo('oferta', t('maestros.col.oferta'), 80), { decimales: 2 }),
    ids(configuracion('paisesOrigenProhibidos', t('maestros.col.origenesProhibidos')), paises),
    ids(configuracion('paisesDestinoProhibidos', t('maestros.col.destinosProhibidos')), paises),
    ids(configuracion('mercaderiasProhibidas', t('maestros.col.mercaderiasProhibidas')), mercaderias),
    {
      clave: 'tarifa',
      titulo: t('maestros.col.tarifa'),
      celda: (_c, _cambiar, _ro, i) => (
        <Button size="xs" variant="light" onClick={() => setTarifa(i)} data-testid={`cobertura-tarifa-${i}`}>
          {t(soloLectura ? 'maestros.verTarifa' : 'maestros.editarTarifa')}
        </Button>
      ),
    },
    booleano(campo('activa', t('maestros.col.activa'))),
    booleano(campo('popular', t('maestros.col.popular'))),
  ];

  const elegida = tarifa === undefined ? undefined : coberturas[tarifa];
  return (
    <>
      <TablaEditable
        filas={coberturas}
        columnas={columnas}
        onChange={setCoberturas}
        nueva={(filas) => ({ ...filas[0]!, id: siguienteId(filas), nombre: '', nombres: {} })}
        soloLectura={soloLectura}
        testId="maestro-coberturas"
        fichas
      />
      {elegida ? (
        <CoberturaModal
          cobertura={elegida}
          onClose={() => setTarifa(undefined)}
          onAplicar={soloLectura ? undefined : (c) => setCoberturas(coberturas.map((x, j) => (j === tarifa ? c : x)))}
        />
      ) : null}
    </>
  );
}
