/** Placeholder so the stack synthesizes; the data-layer rewrite brings the real subscriber. */
export const handler = async (): Promise<never> => {
  throw new Error('not implemented');
};
