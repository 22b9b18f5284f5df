/**
 * The portal route of a coverage's conditions. It is a page of the tenant's portal, not the file:
 * the page asks for a fresh short-lived link to the PDF in S3 and redirects there, so a link printed
 * on a certificate keeps working after any presigned URL has expired.
 */
export const rutaCondiciones = (coberturaId: number): string => `/condiciones/${coberturaId}`;
