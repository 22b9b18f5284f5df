/** Query key of GET /v1/me, in its own module so readers of the cache do not pull the API client. */
export const ME_QUERY_KEY = ['me'] as const;
