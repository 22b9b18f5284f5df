import { useState, type ComponentType } from 'react';
import { coberturaSchema, type Cobertura } from '#shared/viajes-especificos/model.ts';
import { useT } from '#web/lib/i18n.tsx';
import { ModalDeTarifa, useErroresDeEsquema } from '../ModalDeTarifa.tsx';
import { useOpciones, type ParteProps } from './comun.tsx';
import { CondicionesTab } from './CondicionesTab.tsx';
import { GeneralTab } from './GeneralTab.tsx';
import { MedidasEditor } from './MedidasEditor.tsx';
import { ReglasEditor } from './ReglasEditor.tsx';

/** The tabs of the form, and which error paths belong to each (for the count on the tab). */
const PESTANAS: { valor: string; Parte: ComponentType<ParteProps>; es: (ruta: string) => boolean }[] = [
  { valor: 'general', Parte: GeneralTab, es: (r) => !r.startsWith('configuracion') && !r.startsWith('medidasSeguridad') },
  { valor: 'medidas', Parte: MedidasEditor, es: (r) => r.startsWith('medidasSeguridad') },
  {
    valor: 'condiciones',
    Parte: CondicionesTab,
    es: (r) => r.startsWith('configuracion') && !r.startsWith('configuracion.reglas'),
  },
  { valor: 'reglas', Parte: ReglasEditor, es: (r) => r.startsWith('configuracion.reglas') },
];

interface Props {
  cobertura: Cobertura;
  /** Absent when read-only: the form shows, disabled, and only closes. */
  onAplicar?: (c: Cobertura) => void;
  onClose: () => void;
}

/**
 * Everything of a coverage the table row does not edit: currencies and fees, summaries, deductibles,
 * security measures, what it accepts, its limits and its pricing rules. It validates with the same
 * schema the server applies on save, so 'Aplicar' only hands over a coverage the server accepts.
 */
export function CoberturaModal({ cobertura, onAplicar, onClose }: Props) {
  const t = useT();
  const opciones = useOpciones();
  const [borrador, setBorrador] = useState(cobertura);
  const soloLectura = !onAplicar;
  const errores = useErroresDeEsquema(coberturaSchema, borrador);
  return (
    <ModalDeTarifa
      cobertura={cobertura}
      size="90rem"
      prefijo="cobertura"
      pestanas={PESTANAS.map(({ valor, Parte, es }) => ({
        valor,
        es,
        etiqueta: t(`maestros.cobertura.tab.${valor}`),
        contenido: (
          <Parte cobertura={borrador} cambiar={setBorrador} errores={errores} opciones={opciones} soloLectura={soloLectura} />
        ),
      }))}
      errores={errores}
      onAplicar={onAplicar && (() => onAplicar(borrador))}
      onClose={onClose}
    />
  );
}
