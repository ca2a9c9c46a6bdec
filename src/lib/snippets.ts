/**
 * The proxy request as code a person can paste. Built from the same body the app sends
 * (`proxyRequestBody`), so a snippet can never drift from what the explorer really asks.
 */

export interface RequestSnippets {
  readonly curl: string;
  readonly fetch: string;
  readonly python: string;
}

/** POSIX single quotes: everything is literal except the quote itself, closed, escaped and reopened. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/**
 * JSON string literals are also valid JavaScript and Python string literals (same escapes), so one
 * encoder serves all three languages.
 */
function pythonDict(body: Readonly<Record<string, string>>): string {
  const entries = Object.entries(body).map(
    ([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`,
  );
  return `{${entries.join(", ")}}`;
}

export function requestSnippets(
  url: string,
  body: Readonly<Record<string, string>>,
): RequestSnippets {
  const json = JSON.stringify(body);
  const curl = [
    `curl -X POST ${shellQuote(url)}`,
    `  -H ${shellQuote("Content-Type: application/json")}`,
    `  --data-raw ${shellQuote(json)}`,
  ].join(" \\\n");
  const fetch = [
    `const response = await fetch(${JSON.stringify(url)}, {`,
    `  method: "POST",`,
    `  headers: { "Content-Type": "application/json" },`,
    `  body: JSON.stringify(${JSON.stringify(body, null, 2).replaceAll("\n", "\n  ")}),`,
    "});",
    "const data = await response.text();",
  ].join("\n");
  const python = [
    "import requests",
    "",
    "response = requests.post(",
    `    ${JSON.stringify(url)},`,
    `    json=${pythonDict(body)},`,
    "    timeout=30,",
    ")",
    "print(response.status_code, response.text)",
  ].join("\n");
  return { curl, fetch, python };
}
