export const JSON_TYPE = "application/json; charset=utf-8";

export function jsonResponse(
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return textResponse(JSON.stringify(body), JSON_TYPE, status, headers);
}

export function textResponse(
  body: string,
  contentType: string,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return new Response(body, { status, headers: { "Content-Type": contentType, ...headers } });
}

/** Errors use Eve's envelope, the shape a Python Eve portal would really send. */
export function eveError(
  status: number,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return jsonResponse({ _status: "ERR", _error: { code: status, message } }, status, headers);
}

export function methodNotAllowed(method: string, path: string, allow: string): Response {
  return eveError(405, `Method ${method} is not allowed on ${path}; allowed: ${allow}`, {
    Allow: allow,
  });
}
