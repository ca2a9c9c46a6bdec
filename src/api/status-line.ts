/**
 * The status line of an answer, for messages: HTTP/2 carries no reason phrase, so a table fills it in.
 */

const REASON_PHRASES: Readonly<Record<number, string>> = {
  200: "OK",
  201: "Created",
  202: "Accepted",
  204: "No Content",
  205: "Reset Content",
  206: "Partial Content",
  301: "Moved Permanently",
  302: "Found",
  303: "See Other",
  304: "Not Modified",
  307: "Temporary Redirect",
  308: "Permanent Redirect",
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  406: "Not Acceptable",
  408: "Request Timeout",
  409: "Conflict",
  410: "Gone",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  501: "Not Implemented",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/** "404 Not Found". */
export function statusLine(status: number, statusText = ""): string {
  const phrase = statusText.trim() || REASON_PHRASES[status] || "";
  return phrase ? `${status} ${phrase}` : String(status);
}

/** The reason phrase of a status ("Not Found"), when the table knows it. */
export function reasonPhrase(status: number): string | undefined {
  return REASON_PHRASES[status];
}
