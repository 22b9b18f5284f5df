import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * One field of a shared form block as a form maps it: its path in that form's values (the spec's
 * field name, which differs between the issuer and the client), its label's i18n key and its testid.
 */
export interface CampoForm<T extends FieldValues> {
  name: Path<T>;
  label: string;
  testId?: string;
}

/** The message of a field's error, read where the block subscribes to the form state. */
export const errorDe = <T extends FieldValues>(form: UseFormReturn<T>, campo: CampoForm<T>) =>
  form.getFieldState(campo.name, form.formState).error?.message;
