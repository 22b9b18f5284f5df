/**
 * The origin secret CloudFront adds to every API request (x-origin-secret): the values it may be
 * sending now, the current one first and, after a rotation, the previous one too.
 */
export interface SecretoDeOrigen {
  vigentes(): Promise<string[]>;
}
