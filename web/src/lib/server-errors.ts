import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error.ts';

export interface FieldErrorOptions {
  /**
   * Field arrays of the form: an error about a whole list goes to its `<name>.root` entry, where
   * react-hook-form keeps the errors of a field array itself.
   */
  arrays?: readonly string[];
}

/**
 * Puts the field errors of an API answer ({path, message}) on the form fields whose first path
 * segment is in `fields`, focusing the first. Returns the messages of the errors that are not about a
 * field of this form, for the caller to show elsewhere.
 */
export const setServerFieldErrors = <T extends FieldValues>(
  errors: readonly { path: string; message: string }[],
  setError: UseFormSetError<T>,
  fields: readonly string[],
  { arrays = [] }: FieldErrorOptions = {},
): string[] => {
  const rest: string[] = [];
  let placed = 0;
  for (const e of errors) {
    const root = e.path.split('.')[0] ?? '';
    if (!fields.includes(root)) {
      rest.push(e.message);
      continue;
    }
    const name = (e.path === root && arrays.includes(root) ? `${root}.root` : e.path) as Path<T>;
    setError(name, { type: 'server', message: e.message }, { shouldFocus: placed === 0 });
    placed++;
  }
  return rest;
};

/**
 * Puts the field errors of a failed save on the form fields. Returns the message to show above the
 * form when the error is not (only) about fields: 409, 403, a network failure...
 */
export const applyServerErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  options?: FieldErrorOptions,
): string | undefined => {
  if (!isApiError(error)) return error instanceof Error ? error.message : undefined;
  const rest = setServerFieldErrors(error.errors, setError, fields, options);
  return error.errors.length > 0 && rest.length === 0 ? undefined : error.message;
};

/**
 * What a 400 answer says about one field of a query or body (`query.estado`, `body.cif` or just
 * `estado`), if anything.
 */
export const serverFieldMessage = (error: unknown, field: string): string | undefined => {
  if (!isApiError(error)) return undefined;
  return error.errors.find((e) => e.path === field || e.path.replace(/^(query|body|params)\./, '') === field)?.message;
};
