import { Button, Group, Stack } from '@mantine/core';
import type { Oferta } from '#shared/contract/schemas/viaje-especifico.ts';
import { EnlaceDescarga } from '#web/components/EnlaceDescarga.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { descargarDocumento } from '../api.ts';
import { DocumentosGenerandose } from '../components/DocumentosGenerandose.tsx';
import { OfertaCard } from '../components/OfertaCard.tsx';
import { ResumenCotizacion, type ResumenCotizacionDatos } from '../components/ResumenCotizacion.tsx';

export interface PasoResumenProps {
  datos: ResumenCotizacionDatos;
  seleccionada: Oferta | null;
  /** The saved quote's id; null while the quote is not saved. */
  guardadoId: number | null;
  /** Which copies of the saved quote exist, and whether they are still being rendered. */
  copias: { asegurado: boolean; pas: boolean; pendientes: boolean };
  /** A saved quote opened to issue cannot go back to change the trip or the commissions. */
  editable: boolean;
  guardando: boolean;
  onIrAPaso: (paso: number) => void;
  onGuardarYEmitir: () => void;
}

/** Step 2 (spec 3 §2.2, §4.2): the summary, the chosen offer, the saved quote's copies, save and continue. */
export function PasoResumen(p: PasoResumenProps) {
  const t = useT();
  // The copies' links are asked for on click: a link taken when the quote was saved dies in 5 minutes.
  const copia = (documento: 'asegurado' | 'pas', existe: boolean, key: string, testId: string) =>
    p.guardadoId !== null && existe ? (
      <EnlaceDescarga variante="boton" pedirUrl={descargarDocumento(p.guardadoId, documento)} testId={testId}>
        {t(key)}
      </EnlaceDescarga>
    ) : null;
  return (
    <Stack gap="md">
      <ResumenCotizacion
        datos={p.datos}
        onEditarViaje={p.editable ? () => p.onIrAPaso(0) : undefined}
        onEditarComisiones={p.editable ? () => p.onIrAPaso(1) : undefined}
      />
      {p.seleccionada && <OfertaCard oferta={p.seleccionada} selected />}
      <Group justify="space-between">
        <Button variant="default" onClick={() => p.onIrAPaso(1)} data-testid="boton-atras">
          {t('cotizador.acciones.atras')}
        </Button>
        <Group>
          {p.guardadoId !== null && !p.copias.asegurado && p.copias.pendientes && <DocumentosGenerandose />}
          {copia('asegurado', p.copias.asegurado, 'cotizador.acciones.copiaAsegurado', 'boton-copia-asegurado')}
          {copia('pas', p.copias.pas, 'cotizador.acciones.copiaPAS', 'boton-copia-pas')}
          <Button
            variant="outline"
            onClick={p.onGuardarYEmitir}
            loading={p.guardando}
            disabled={p.guardadoId !== null || !p.seleccionada}
            data-testid="boton-guardar"
          >
            {t('cotizador.acciones.guardar')}
          </Button>
          <Button
            onClick={p.onGuardarYEmitir}
            loading={p.guardando}
            disabled={!p.seleccionada}
            data-testid="boton-solicitar-emision"
          >
            {p.guardadoId !== null ? t('cotizador.acciones.solicitarEmision') : t('cotizador.acciones.guardarYSolicitar')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
