// Viewer-request CloudFront Function (cloudfront-js-2.0) on /v1/*: copies the viewer's Host (the
// tenant's domain) into x-tenant-host, because the origin request policy replaces Host with the API's
// own domain, and the viewer's IP into x-viewer-ip, because the API only sees CloudFront's address.
// Both overwrite whatever the client sent. The local gateway runs this same file.

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls `handler` by name.
function handler(event) {
  var request = event.request;
  request.headers['x-tenant-host'] = { value: request.headers.host ? request.headers.host.value : '' };
  request.headers['x-viewer-ip'] = { value: event.viewer.ip };
  return request;
}
