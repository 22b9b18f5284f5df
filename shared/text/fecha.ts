/**
 * The portal's way of writing a calendar day (spec 3 §5.5: dd-mm-yyyy), on screens and in e-mails:
 * '2024-12-31' -> '31-12-2024'; anything else is returned as is.
 */
export const isoADdmmyyyy = (iso: string): string => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : iso;
};
