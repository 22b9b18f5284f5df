import type { FieldErrors, Resolver } from 'react-hook-form';
import { clienteMaestroUpdateSchema, erroresFiscales, type ClienteMaestroBody } from '#shared/contract/schemas/cliente.ts';
import { mensajeEnIdioma } from '#web/lib/mensaje-en-idioma.ts';
import { zodResolver } from '#web/lib/zod-resolver.ts';
import type { ClienteFormValues } from './formulario.ts';

export type ClienteBody = ClienteMaestroBody & { version: number };

const base = zodResolver(clienteMaestroUpdateSchema) as unknown as Resolver<ClienteFormValues, unknown, ClienteBody>;

/** Puts an error at a dotted path of an errors object, unless one is there already. */
const poner = (errores: Record<string, unknown>, path: readonly string[], message: string) => {
  let nodo = errores;
  for (const parte of path.slice(0, -1)) nodo = (nodo[parte] ??= {}) as Record<string, unknown>;
  const hoja = path.at(-1)!;
  nodo[hoja] ??= { type: 'custom', message };
};

/**
 * The API's schema, plus its fiscal cross-field rules on their own: zod skips an object's refinement
 * while another section is still invalid, and the fiscal tab is checked before the commercial one is
 * filled in. One rule set (erroresFiscales), one place.
 */
export const clienteResolver: Resolver<ClienteFormValues, unknown, ClienteBody> = async (values, context, options) => {
  const result = await base(values, context, options);
  const fiscales = erroresFiscales(values.informacionGeneral.idPais ?? 0, values.informacionFiscal as never);
  if (!fiscales.length) return result;
  const errors = { ...result.errors } as Record<string, unknown>;
  for (const e of fiscales) poner(errors, ['informacionFiscal', ...e.path], mensajeEnIdioma(e.message));
  return { values: {}, errors: errors as FieldErrors<ClienteFormValues> };
};
