/**
 * Spec 3 §7's person-blocking validation: a POST to a people API with the person's id in the body.
 * The answer is not shown in the spec: the portal reads it as blocked or not, and anything else as a failure.
 */
export interface ValidadorPersonas {
  /** Whether the person with this tax id may not be covered. A transport failure or an unreadable answer throws. */
  estaBloqueada(id: string): Promise<boolean>;
}
