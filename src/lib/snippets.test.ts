import { describe, expect, it } from "vitest";
import { requestSnippets, shellQuote } from "./snippets.ts";

const body = { action: "fetch", type: "api", value: "it's-čist" };

describe("shellQuote", () => {
  it("wraps in single quotes and escapes a single quote", () => {
    expect(shellQuote("plain")).toBe("'plain'");
    expect(shellQuote("it's")).toBe("'it'\\''s'");
    expect(shellQuote('$HOME `x` "y"')).toBe("'$HOME `x` \"y\"'");
  });
});

describe("requestSnippets", () => {
  const snippets = requestSnippets("https://portal.example/api/proxy", body);

  it("writes curl with the body shell-quoted", () => {
    expect(snippets.curl).toContain("curl -X POST 'https://portal.example/api/proxy'");
    expect(snippets.curl).toContain(
      `--data-raw '{"action":"fetch","type":"api","value":"it'\\''s-čist"}'`,
    );
  });

  it("writes fetch whose body is the same JSON", () => {
    expect(snippets.fetch).toContain('fetch("https://portal.example/api/proxy"');
    const literal = /JSON\.stringify\(([\s\S]*?)\),\n/.exec(snippets.fetch)?.[1] ?? "";
    expect(JSON.parse(literal)).toEqual(body);
  });

  it("writes Python requests with a dict literal of the body", () => {
    expect(snippets.python).toContain(
      'json={"action": "fetch", "type": "api", "value": "it\'s-čist"}',
    );
    expect(snippets.python).toContain("requests.post(");
  });
});
