import { request as httpRequest } from "node:http";

export interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly text: string;
}

/**
 * A request whose path goes on the wire as written: fetch and Playwright's request resolve dot
 * segments first, and cannot set Host; a proxy must be asked about exactly what a client may send.
 */
export function rawRequest(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body = "",
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ hostname, port, path, method, headers }, (answer) => {
      let text = "";
      answer.setEncoding("utf8");
      answer.on("data", (chunk: string) => {
        text += chunk;
      });
      answer.on("end", () =>
        resolve({ status: answer.statusCode ?? 0, headers: answer.headers, text }),
      );
    });
    sent.on("error", reject);
    sent.end(body);
  });
}

/**
 * Paths that name a portal's proxy call only after a server normalises them (another case, a
 * doubled slash, an escaped letter, dot segments): a least-privilege proxy refuses a POST to each.
 */
export function proxyLookalikes(api: string): string[] {
  return [`${api}/PROXY`, `${api}//proxy`, `${api}/%70roxy`, `${api}/x/../proxy`, `${api}/./proxy`];
}
