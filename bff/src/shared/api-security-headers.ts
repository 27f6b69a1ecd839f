/** OWASP REST Security Cheat Sheet, "Security headers": what the API's JSON answers carry. */
export const API_SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-frame-options', 'DENY'],
  ['referrer-policy', 'no-referrer'],
  ['cache-control', 'no-store'],
];
