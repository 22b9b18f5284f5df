// Viewer-request CloudFront Function (cloudfront-js-2.0) on the site's behaviour only: a deep link of
// the SPA (a path whose last segment has no extension) is served the app shell, so an unknown file
// still answers S3's own 403/404 and nothing under /v1 is ever rewritten. Evaluated by
// test/infra/cloudfront-functions.test.ts and by the local server in dist mode.

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls `handler` by name.
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '/v1' || uri.indexOf('/v1/') === 0) return request;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}
