/** What every form field of the portal takes besides its value. */
export interface InputFieldProps {
  /** The visible label; a cell of a table passes `ariaLabel` instead. */
  label?: string;
  ariaLabel?: string;
  onBlur?: () => void;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  /**
   * Keeps the line of the error below the input even without one: a blank description stands where
   * the error goes (same font size, line height and offset). Where an error appears on blur
   * (validation on touch), what is below would otherwise move between the press and the release of a
   * click on it, and the click would be lost.
   */
  keepErrorSpace?: boolean;
  testId: string;
}

type WrapperPart = 'label' | 'input' | 'description' | 'error';

/** The Mantine input props of `InputFieldProps`. */
export const inputFieldProps = ({
  label,
  ariaLabel,
  onBlur,
  error,
  required,
  disabled,
  keepErrorSpace,
  testId,
}: InputFieldProps) => ({
  label,
  'aria-label': ariaLabel,
  onBlur,
  error,
  required,
  disabled,
  'data-testid': testId,
  ...(keepErrorSpace
    ? {
        inputWrapperOrder: ['label', 'input', 'description', 'error'] as WrapperPart[],
        description: error ? undefined : '\u00a0',
        descriptionProps: { 'aria-hidden': true },
      }
    : {}),
});
