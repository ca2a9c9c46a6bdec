import { cspHash, INLINE_SCRIPT, INLINE_STYLE } from "./inline-head.ts";

/**
 * The security headers of the built app: the one source for `vite preview` (vite.config.ts) and
 * for the production nginx configuration (deploy/generate.mjs), so the two cannot drift apart.
 *
 * No eval and nothing inline but index.html's own head, each allowed by the hash of its exact text
 * (inline-head.ts): a script or style a portal smuggles in has no hash. React sets `style` through
 * the CSSOM, which CSP does not govern, so style-src needs no 'unsafe-inline'. connect-src allows
 * https: because file previews read files wherever a portal keeps them; every portal's API is
 * reached same-origin, through the proxy. blob: is for the PDF preview (<object>) and downloads.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${cspHash(INLINE_SCRIPT)}`,
  `style-src 'self' ${cspHash(INLINE_STYLE)}`,
  "img-src 'self' data: https: http:",
  "connect-src 'self' https:",
  "frame-src 'self' blob:",
  "object-src 'self' blob:",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  // Only features Chromium knows: an unknown one (interest-cohort, FLoC's, gone since Chrome 115)
  // is a console error on every page, which Lighthouse's errors-in-console counts.
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
};
