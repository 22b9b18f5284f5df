/** The approval form's schema and the request body it becomes (spec 3 §5.3, §9). */
import * as z from 'zod';
import type { GuardarRequest, SolicitudAprobacion } from '#shared/contract/schemas/viaje-especifico.ts';
import type { Translate } from '#web/lib/i18n.tsx';
import { type AprobacionValues, MAX_TEXTO, PREGUNTAS, preguntasVisibles } from './preguntas.ts';

const blank = (s: string | null | undefined) => !s || !s.trim();

/** The form schema: 'Requerido' on every visible question and, when not bulk, on count and containers. */
export const aprobacionSchema = (codigos: readonly number[], t: Translate) => {
  const requerido = t('veAprobacion.requerido');
  const maximo = t('veAprobacion.maximo', { max: MAX_TEXTO });
  return z
    .object({
      respuestas: z.record(z.string(), z.string().optional()),
      esGranel: z.boolean(),
      cantidadContenedores: z.number().nullable(),
      contenedores: z.array(z.object({ tipo: z.string().nullable(), valor: z.number().nullable() })),
      sobredimension: z.boolean(),
      observacion: z.string(),
    })
    .superRefine((v, ctx) => {
      if (v.observacion.length > MAX_TEXTO) ctx.addIssue({ code: 'custom', path: ['observacion'], message: maximo });
      for (const id of preguntasVisibles(codigos, v)) {
        const r = v.respuestas[id];
        if (blank(r)) ctx.addIssue({ code: 'custom', path: ['respuestas', id], message: requerido });
        else if ((r ?? '').length > MAX_TEXTO) ctx.addIssue({ code: 'custom', path: ['respuestas', id], message: maximo });
      }
      if (v.esGranel) return;
      if (!v.cantidadContenedores) ctx.addIssue({ code: 'custom', path: ['cantidadContenedores'], message: requerido });
      v.contenedores.forEach((c, i) => {
        if (blank(c.tipo)) ctx.addIssue({ code: 'custom', path: ['contenedores', i, 'tipo'], message: requerido });
        if (c.valor === null || c.valor < 0)
          ctx.addIssue({ code: 'custom', path: ['contenedores', i, 'valor'], message: requerido });
      });
    });
};

const siNo = (t: Translate, v: boolean) => t(v ? 'veAprobacion.si' : 'veAprobacion.no');

/** The request body: the quote payload plus the rendered answers and the containers. */
export const armarSolicitud = (
  request: GuardarRequest,
  codigos: readonly number[],
  v: AprobacionValues,
  t: Translate,
): SolicitudAprobacion & { Id?: number | undefined } => {
  const respuestas = preguntasVisibles(codigos, v).map((id) => {
    const tipo = PREGUNTAS.find((p) => p.id === id)?.tipo;
    const r = (v.respuestas[id] ?? '').trim();
    return {
      pregunta: t(`veAprobacion.pregunta.${id}`),
      respuesta: tipo === 'siNo' ? siNo(t, r === 'si') : r,
    };
  });
  respuestas.push({ pregunta: t('veAprobacion.esGranel'), respuesta: siNo(t, v.esGranel) });
  if (!v.esGranel)
    respuestas.push({ pregunta: t('veAprobacion.cantidadContenedores'), respuesta: String(v.cantidadContenedores ?? 0) });
  respuestas.push({ pregunta: t('veAprobacion.sobredimension'), respuesta: siNo(t, v.sobredimension) });
  const observacion = v.observacion.trim();
  return {
    ...request,
    respuestas,
    contenedores: v.esGranel ? [] : v.contenedores.map((c) => ({ tipo: c.tipo ?? '', valor: c.valor ?? 0 })),
    ...(observacion ? { observacion } : { observacion: undefined }),
  };
};

export const APROBACION_VACIA: AprobacionValues = {
  respuestas: {},
  esGranel: false,
  cantidadContenedores: null,
  contenedores: [],
  sobredimension: false,
  observacion: '',
};
