import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { compactCss, cspHash, INLINE_SCRIPT, INLINE_STYLE, inlineHead } from "./inline-head.ts";
import { CONTENT_SECURITY_POLICY } from "./security-headers.ts";

type Transform = (html: string) => {
  html: string;
  tags: { tag: string; children: string; injectTo: string }[];
};

function transform(html: string) {
  const hook = inlineHead().transformIndexHtml as unknown as { handler: Transform };
  return hook.handler(html);
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

describe("the inline head", () => {
  it("is allowed by the CSP through the hash of exactly the text the page carries", () => {
    const { tags } = transform("<html><head></head><body></body></html>");
    const script = tags.find((tag) => tag.tag === "script")?.children ?? "";
    const style = tags.find((tag) => tag.tag === "style")?.children ?? "";
    expect(script).toBe(INLINE_SCRIPT);
    expect(style).toBe(INLINE_STYLE);
    expect(CONTENT_SECURITY_POLICY).toContain(`script-src 'self' 'sha256-${sha256(script)}'`);
    expect(CONTENT_SECURITY_POLICY).toContain(`style-src 'self' 'sha256-${sha256(style)}'`);
    // Nothing else inline is allowed.
    expect(CONTENT_SECURITY_POLICY).not.toContain("unsafe-inline");
    expect(cspHash("a")).toBe(`'sha256-${sha256("a")}'`);
  });

  it("carries the design tokens and the frame, without comments", () => {
    expect(INLINE_STYLE).toContain("--fg:");
    expect(INLINE_STYLE).toContain(".site-header{");
    expect(INLINE_STYLE).not.toContain("/*");
    expect(INLINE_SCRIPT).toContain('localStorage.getItem("explorer-theme")');
    expect(INLINE_SCRIPT).not.toMatch(/^\s*\/\//m);
  });

  it("turns the built stylesheets into preloads the app applies, leaving other links alone", () => {
    const { html } = transform(
      '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"><link rel="icon" href="/favicon.svg"></head>',
    );
    expect(html).toContain(
      '<link rel="preload" as="style" data-app-stylesheet crossorigin href="/assets/index-1.css">',
    );
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<link rel="icon" href="/favicon.svg">');
  });

  it("leaves selectors and values intact when it compacts CSS", () => {
    expect(compactCss("/* a */\n.a .b > c ,\n d {\n  margin: 0 auto ;\n}\n")).toBe(
      ".a .b>c,d{margin: 0 auto;}",
    );
    expect(compactCss("main :focus { color: red }")).toBe("main :focus{color: red}");
  });

  it("styles the static frame index.html shows before the scripts run", () => {
    const index = readFileSync(resolve(import.meta.dirname, "../index.html"), "utf8");
    for (const name of ["site-header", "brand", "muted"]) {
      expect(index).toContain(`class="${name}"`);
      expect(INLINE_STYLE).toContain(`.${name}{`);
    }
  });
});
