/** An API answer other than 2xx, or a network failure (status 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly errors: { path: string; message: string }[] = [],
    readonly requestId?: string,
  ) {
    super(message);
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
