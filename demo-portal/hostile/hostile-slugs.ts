/**
 * The well-known datasets of the hostile scenario (DEMO_SCENARIO=hostile). Specs and unit tests
 * address them by key; each one is a case of docs/API-REALITY.md or a deliberate attack.
 */
export const HOSTILE_SLUGS = {
  /** Script and event-handler markup in every text field, dangerous links in url and file. */
  script: "script-in-every-field",
  /** A description of about 1 MB. */
  hugeDescription: "one-megabyte-description",
  /** Every date, size, format and link form a portal is known to send. */
  everyForm: "every-date-size-format-and-link",
  objectsEmptyObject: "objects-as-empty-object",
  objectsNull: "objects-as-null",
  objectsMissing: "objects-missing",
  objectsKeyed: "objects-keyed-by-slug",
  /** Listed twice with different names: the first wins. */
  repeated: "repeated-slug",
  slash: "reports/2024/q1",
  percent: "100%-coverage",
  dotDot: "..",
  spaces: "slug with spaces",
  nonLatin: "数据-данные-δεδομένα-dữ-liệu",
  markupSlug: "<img src=x onerror=alert(1)>",
  // Detail answers that fail, each in its own way.
  eve404: "error-eve-404",
  express404: "error-express-html-404",
  flask500: "error-flask-html-500",
  plain400: "error-json-400",
  statusCode500: "error-status-code-500",
  eveErrorWith200: "error-eve-with-200",
  htmlWith200: "error-html-with-200",
  unavailable: "error-503-always",
  jsonAsHtml: "json-served-as-text-html",
  invalidUtf8: "body-not-valid-utf8",
  truncated: "connection-closed-mid-body",
  hang: "never-answers",
  // Proxy answers that misbehave (the detail itself is fine).
  deepJson: "proxy-json-10000-levels-deep",
  proxyInvalidUtf8: "proxy-body-not-valid-utf8",
  proxyHtmlWith200: "proxy-html-error-with-200",
  proxyJsonAsHtml: "proxy-json-served-as-text-html",
  proxyTruncated: "proxy-connection-closed-mid-body",
  proxyHang: "proxy-never-answers",
  proxyScript: "proxy-records-with-markup",
} as const;

/** How many readable, distinct datasets the hostile list holds once junk and repeats are dropped. */
export const HOSTILE_DATASET_COUNT = 50_000;

/**
 * Eve's page size in this scenario. Eve pages by 25 (at most 50) by default; at that size 50,000
 * datasets would take 1,000 requests, so this portal is configured the way a large deployment
 * would be (PAGINATION_DEFAULT = PAGINATION_LIMIT = 2000): 26 pages, still followed by _links.next.
 */
export const HOSTILE_PAGE_SIZE = 2000;

/** The global a successful injection would set; it must stay undefined. */
export const CANARY = "__pwned";
