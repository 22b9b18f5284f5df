/**
 * The signature header's name and the recipe's tolerance, apart from the signing code (node:crypto)
 * so the SPA's copy of the API's introduction can quote them.
 */
export const CABECERA_FIRMA = 'Portal-Firma';
/** A delivery older (or newer) than this is refused by the recipe, so a captured one cannot be replayed. */
export const TOLERANCIA_S = 300;
