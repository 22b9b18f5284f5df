/**
 * Which adapters the outside-service ports use, chosen once from configuration: `local` (set by the
 * local stack) picks the honest simulators, anything else the cloud adapters. Handlers never ask.
 */
export const portsMode = (): 'local' | 'cloud' => (process.env.PORTS_MODE === 'local' ? 'local' : 'cloud');

/** Loads an adapter on first use, so a function pays for an SDK only when it calls it. */
export const lazyAdapter = <T>(load: Record<'local' | 'cloud', () => Promise<T>>) => {
  let adapter: Promise<T> | undefined;
  return (): Promise<T> => {
    adapter ??= load[portsMode()]();
    adapter.catch(() => (adapter = undefined));
    return adapter;
  };
};
