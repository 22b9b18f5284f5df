import { vi } from 'vitest';

/** One request the screen sent, as the API sees it. */
export interface ApiRequest {
  method: string;
  path: string;
  /** The query string as an object ('size' -> '10'). */
  query: Record<string, string>;
  /** The JSON body sent, parsed (undefined without one). */
  body?: unknown;
}

export interface ApiAnswer {
  status?: number;
  body: unknown;
}

/**
 * Answers the SPA's fetch calls (the real api-client runs: URL, headers, response parsing against the
 * contract). The handler gets each request; undefined answers 404. Undo with vi.unstubAllGlobals().
 */
export const stubApi = (handler: (req: ApiRequest) => ApiAnswer | undefined | Promise<ApiAnswer | undefined>) => {
  const requests: ApiRequest[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://portal.test');
    const req: ApiRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(req);
    const answer = (await handler(req)) ?? { status: 404, body: { message: `Sin respuesta de prueba para ${req.path}` } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    /** The queries sent to `path`, in order. */
    queries: (path: string) => requests.filter((r) => r.path === path).map((r) => r.query),
    /** The last query sent to `path`. */
    last: (path: string) => requests.filter((r) => r.path === path).at(-1)?.query,
  };
};

/** One page of a list as the API answers it. */
export const pageAnswer = <T>(data: T[], meta: { nextCursor?: string | null; total?: number | null } = {}): ApiAnswer => ({
  body: { data, meta: { size: data.length, nextCursor: meta.nextCursor ?? null, total: meta.total ?? null } },
});

/** A promise the test resolves when it wants the answer to arrive. */
export const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};
