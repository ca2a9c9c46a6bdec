export type PortalHandler = (request: Request) => Promise<Response>;

import * as fault from "./faults.ts";
import { generatedDetail, generatedIndex, generatedSummary } from "./generated.ts";
import { HOSTILE_DATASET_COUNT, HOSTILE_PAGE_SIZE, HOSTILE_SLUGS as S } from "./hostile-slugs.ts";
import {
  junkListEntries,
  nameOnlyEntry,
  SCRIPT_RECORDS,
  specialDetail,
  specialSummaries,
} from "./special-datasets.ts";

const JSON_TYPE = "application/json; charset=utf-8";
const DEEP_JSON_LEVELS = 10_000;

export interface HostilePortalOptions {
  /** Readable, distinct datasets in the list (junk and repeats come on top). */
  readonly datasets?: number;
  readonly pageSize?: number;
}

interface ListLayout {
  readonly raw: number;
  readonly generated: number;
  page(index: number): unknown[];
}

/**
 * The list, in order: the special datasets, the junk entries (not datasets, and one repeated slug),
 * the dataset with a name and no slug, then generated datasets up to the requested count.
 */
function listLayout(datasets: number, pageSize: number): ListLayout {
  const head: unknown[] = [...specialSummaries(), ...junkListEntries(), nameOnlyEntry()];
  const readableHead = specialSummaries().length + 1;
  const generated = Math.max(0, datasets - readableHead);
  const raw = head.length + generated;
  return {
    raw,
    generated,
    page(index) {
      const from = index * pageSize;
      const to = Math.min(raw, from + pageSize);
      const items: unknown[] = [];
      for (let i = from; i < to; i++)
        items.push(i < head.length ? head[i] : generatedSummary(i - head.length));
      return items;
    },
  };
}

/** DEMO_HOSTILE_DATASETS overrides the 50,000 (DEMO_DATASETS sizes the normal catalog behind it). */
function datasetsFromEnv(): number | undefined {
  const value = Number(
    typeof process === "undefined" ? undefined : process.env.DEMO_HOSTILE_DATASETS,
  );
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

function jsonText(text: string, status = 200): Response {
  return new Response(text, { status, headers: { "Content-Type": JSON_TYPE } });
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

async function proxySlug(request: Request): Promise<string | null> {
  try {
    const body: unknown = JSON.parse(await request.clone().text());
    if (
      typeof body === "object" &&
      body !== null &&
      "value" in body &&
      typeof body.value === "string"
    ) {
      return body.value;
    }
  } catch {
    // Not ours to judge: the normal portal answers malformed bodies.
  }
  return null;
}

/**
 * DEMO_SCENARIO=hostile: the normal portal with a catalog from the worst of API-REALITY.md. The list
 * is an Eve envelope of 2000-item pages linked by `_links.next` (relative to the API root, as Eve
 * writes it), detail and proxy answers misbehave for the well-known slugs of HOSTILE_SLUGS, and
 * every other request passes on to the normal portal.
 */
export function createHostilePortal(
  normal: PortalHandler,
  options: HostilePortalOptions = {},
): PortalHandler {
  const pageSize = options.pageSize ?? HOSTILE_PAGE_SIZE;
  const layout = listLayout(
    options.datasets ?? datasetsFromEnv() ?? HOSTILE_DATASET_COUNT,
    pageSize,
  );
  const lastPage = Math.max(1, Math.ceil(layout.raw / pageSize));
  const pages = new Map<number, string>();

  const listPage = (url: URL): Response => {
    const page = Number(url.searchParams.get("page") ?? "1");
    if (!Number.isInteger(page) || page < 1) {
      return jsonText(
        JSON.stringify({ _status: "ERR", _error: { code: 400, message: "Bad page" } }),
        400,
      );
    }
    let text = pages.get(page);
    if (text === undefined) {
      const links: Record<string, unknown> = {
        parent: { title: "home", href: "/" },
        self: { title: "resources", href: `resources?page=${page}` },
        last: { title: "last page", href: `resources?max_results=${pageSize}&page=${lastPage}` },
      };
      if (page < lastPage) {
        links.next = {
          title: "next page",
          href: `resources?max_results=${pageSize}&page=${page + 1}`,
        };
      }
      text = JSON.stringify({
        _items: page <= lastPage ? layout.page(page - 1) : [],
        _links: links,
        _meta: { page, max_results: pageSize, total: layout.raw },
      });
      pages.set(page, text);
    }
    return jsonText(text);
  };

  const detail = async (
    slug: string,
    request: Request,
    pathname: string,
  ): Promise<Response | null> => {
    const body = specialDetail(slug);
    switch (slug) {
      case S.eve404:
        return fault.eveNotFound(slug);
      case S.express404:
        return fault.expressNotFound(pathname);
      case S.flask500:
        return fault.flaskServerError();
      case S.plain400:
        return fault.jsonBadRequest();
      case S.statusCode500:
        return fault.statusCodeError();
      case S.eveErrorWith200:
        return fault.eveErrorWith200();
      case S.htmlWith200:
        return fault.htmlWith200();
      case S.unavailable:
        return fault.unavailable();
      case S.jsonAsHtml:
        return fault.jsonAsHtml(body);
      case S.invalidUtf8:
        return fault.invalidUtf8Json(body ?? {});
      case S.truncated: {
        const text = JSON.stringify(body);
        return fault.truncated(text.slice(0, Math.floor(text.length / 2)), text.length);
      }
      case S.hang:
        return fault.never(request.signal);
    }
    if (body !== undefined) return jsonText(JSON.stringify(body));
    const index = generatedIndex(slug, layout.generated);
    return index === null ? null : jsonText(JSON.stringify(generatedDetail(index)));
  };

  const proxy = async (slug: string, request: Request): Promise<Response | null> => {
    switch (slug) {
      case S.deepJson:
        return jsonText(fault.deepJson(DEEP_JSON_LEVELS));
      case S.proxyInvalidUtf8:
        return fault.invalidUtf8Bytes();
      case S.proxyHtmlWith200:
        return fault.htmlWith200();
      case S.proxyJsonAsHtml:
        return fault.jsonAsHtml(SCRIPT_RECORDS);
      case S.proxyTruncated: {
        const text = JSON.stringify(SCRIPT_RECORDS);
        return fault.truncated(text.slice(0, 100), text.length);
      }
      case S.proxyHang:
        return fault.never(request.signal);
      case S.proxyScript:
        return jsonText(JSON.stringify(SCRIPT_RECORDS));
    }
    return null;
  };

  return async (request) => {
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    if (method === "GET" && url.pathname === "/api/resources/") return listPage(url);
    const match = /^\/api\/resource\/([^/]+)\/?$/.exec(url.pathname);
    if (method === "GET" && match?.[1] !== undefined) {
      const slug = decodeSegment(match[1]);
      const answer = slug === null ? null : await detail(slug, request, url.pathname);
      if (answer !== null) return answer;
    }
    if (method === "POST" && (url.pathname === "/api/proxy" || url.pathname === "/api/proxy/")) {
      const slug = await proxySlug(request);
      const answer = slug === null ? null : await proxy(slug, request);
      if (answer !== null) return answer;
    }
    return normal(request);
  };
}
