import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The portal's CloudFront Functions, one plain JavaScript file each beside this module. */
export type CloudFrontFunctionName = 'spa-fallback' | 'tenant-host';

export const cloudFrontFunctionFile = (name: CloudFrontFunctionName): string =>
  path.join(path.dirname(fileURLToPath(import.meta.url)), `${name}.js`);

/** The viewer-request event as CloudFront hands it to a function (the fields these functions read). */
export interface ViewerRequestEvent {
  viewer: { ip: string };
  request: {
    method: string;
    uri: string;
    querystring: Record<string, { value: string }>;
    headers: Record<string, { value: string }>;
  };
}

/**
 * A function file's `handler`, evaluated as CloudFront runs it: a script whose top-level `handler`
 * receives the event. Used by the tests and by the local stack, which plays CloudFront's part.
 */
export const loadCloudFrontFunction = (name: CloudFrontFunctionName) =>
  new Function(`${fs.readFileSync(cloudFrontFunctionFile(name), 'utf8')}\nreturn handler;`)() as (
    event: ViewerRequestEvent,
  ) => ViewerRequestEvent['request'];
