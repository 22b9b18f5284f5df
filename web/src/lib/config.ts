/** Startup configuration served by the backend as /config.json on the portal's own origin. */
export interface AppConfig {
  env: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The partner client: a partner's SSO and embedded entry sign in there with its assertion. */
  partnerClientId?: string;
  /** Only locally: the Cognito emulator, which supports USER_PASSWORD_AUTH but no SRP. */
  userPoolEndpoint?: string;
  publicApiKey: string;
  /** The user pool domain's /oauth2/token, where a transport system asks for its machine token (record 0165). */
  tokenUrlMaquinas?: string;
}

const FALLBACK: AppConfig = { env: 'DEV', region: 'us-east-1', userPoolId: '', userPoolClientId: '', publicApiKey: '' };

let current: AppConfig = FALLBACK;
let loading: Promise<AppConfig> | undefined;

const isConfig = (v: unknown): v is AppConfig =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as AppConfig).userPoolId === 'string' &&
  typeof (v as AppConfig).userPoolClientId === 'string';

/** Loads /config.json once; on failure keeps the fallback so the public pages still render. */
export const loadConfig = (): Promise<AppConfig> => {
  loading ??= fetch('/config.json', { headers: { accept: 'application/json' } })
    .then(async (res) => {
      const body: unknown = res.ok ? await res.json() : undefined;
      if (isConfig(body)) current = { ...FALLBACK, ...body, userPoolEndpoint: body.userPoolEndpoint || undefined };
      else console.error('config.json inválido o ausente');
      return current;
    })
    .catch((err: unknown) => {
      console.error('No se pudo cargar config.json', err);
      return current;
    });
  return loading;
};

export const getConfig = (): AppConfig => current;

/** For tests. */
export const setConfig = (config: Partial<AppConfig>): void => {
  current = { ...FALLBACK, ...config };
  loading = Promise.resolve(current);
};
