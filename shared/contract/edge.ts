/**
 * Headers the edge (CloudFront, and the local gateway in its place) writes on every API request,
 * overwriting whatever the client sent: the API trusts them only on calls that carry the origin secret.
 */
/** The viewer's Host (the tenant's domain): public operations resolve their tenant from it. */
export const TENANT_HOST_HEADER = 'x-tenant-host';
/** The viewer's IP: the per-client limit of public operations counts by it. */
export const VIEWER_IP_HEADER = 'x-viewer-ip';
/** The origin secret (Secrets Manager), added by CloudFront as an origin custom header. */
export const ORIGIN_SECRET_HEADER = 'x-origin-secret';
