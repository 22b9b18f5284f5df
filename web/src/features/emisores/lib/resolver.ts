import type { FieldErrors, Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { emisorInputSchema } from '#shared/contract/schemas/emisor.ts';
import { componerCuerpo, type FormularioEmisor } from '#shared/emisores/formulario.ts';
import { erroresFiscales } from '#shared/emisores/reglas.ts';
import { mensajeEnIdioma } from '#web/lib/mensaje-en-idioma.ts';

/**
 * Validates the form by composing the body and checking it with the very schema the API uses, so the
 * messages match the server word for word. The form's fields carry the body's names, so an issue's
 * path is the field's. Conditions are checked in their modal and are left out here.
 */
export const resolverEmisor: Resolver<FormularioEmisor> = (values) => {
  const cuerpo = componerCuerpo(values);
  const r = z.safeParse(emisorInputSchema, cuerpo);
  if (r.success) return { values, errors: {} };
  // The schema checks the rules across fields only once every field parses: the form shows them at once.
  const cruzadas = erroresFiscales(cuerpo.informacionFiscal).map((e) => ({
    path: ['informacionFiscal', ...e.path.split('.')],
    message: e.message,
  }));
  const errors: Record<string, unknown> = {};
  for (const issue of [...r.error.issues, ...cruzadas]) {
    const path = issue.path.map(String);
    if (path[0] === 'condicionesComerciales') continue;
    let nodo = errors;
    for (const parte of path.slice(0, -1)) nodo = (nodo[parte] ??= {}) as Record<string, unknown>;
    const hoja = path.at(-1) ?? 'root';
    nodo[hoja] ??= { type: 'validate', message: mensajeEnIdioma(issue.message) };
  }
  return { values: {}, errors: errors as FieldErrors<FormularioEmisor> };
};

/** The errors of one condition, by its body path ('tasaVenta.valor', 'polizaId', ...). */
export const erroresPorRuta = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const errores: Record<string, string> = {};
  for (const issue of issues) errores[issue.path.map(String).join('.')] ??= mensajeEnIdioma(issue.message);
  return errores;
};
