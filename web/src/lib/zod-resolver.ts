// eslint-disable-next-line no-restricted-imports -- the one place that wraps it; every form imports this file
import { zodResolver as zodResolverBase } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { mensajeEnIdioma } from './mensaje-en-idioma.ts';

/**
 * The error tree react-hook-form keeps (objects per field, arrays per field array with their `root`),
 * each `message` put in the tenant's language. The tree is the resolver's own fresh result, so it is
 * changed in place; `ref` is the field's DOM element and is left alone.
 */
const traducirErrores = (nodo: unknown): void => {
  if (!nodo || typeof nodo !== 'object') return;
  const campos = nodo as Record<string, unknown>;
  for (const [clave, valor] of Object.entries(campos)) {
    if (clave === 'ref') continue;
    if (clave === 'message' && typeof valor === 'string') campos.message = mensajeEnIdioma(valor);
    else traducirErrores(valor);
  }
};

/**
 * zodResolver of @hookform/resolvers, with the shared schemas' messages (written in the spec's Spanish,
 * the API's too) in the tenant's language. The locale is read on each validation, so a resolver made
 * once at module level follows the tenant of the moment.
 */
export const zodResolver = ((...args: Parameters<typeof zodResolverBase>) => {
  const resolver = (zodResolverBase as (...a: typeof args) => Resolver<FieldValues>)(...args);
  const enIdioma: Resolver<FieldValues> = async (values, context, options) => {
    const result = await resolver(values, context, options);
    traducirErrores(result.errors);
    return result;
  };
  return enIdioma;
}) as typeof zodResolverBase;
