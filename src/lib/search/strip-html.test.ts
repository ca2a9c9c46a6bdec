import { describe, expect, it } from "vitest";
import { excerpt, stripHtml } from "./strip-html.ts";

describe("stripHtml", () => {
  it("drops tags, keeps words apart and decodes entities", () => {
    expect(
      stripHtml(
        "<p>Proračun <strong>Grada</strong></p><ul><li>a&nbsp;&amp;&quot;b&quot;</li></ul>",
      ),
    ).toBe('Proračun Grada a &"b"');
  });

  it("drops scripts, styles and comments with their content", () => {
    expect(stripHtml("x<script>alert(1)</script><style>p{}</style><!-- c -->y")).toBe("x y");
  });

  it("decodes numeric entities and leaves unknown ones", () => {
    expect(stripHtml("&#269;&#x107; &bogus;")).toBe("čć &bogus;");
  });

  it("leaves a plain text as it is, apart from whitespace", () => {
    expect(stripHtml("a < b\r\n\r\nc")).toBe("a < b c");
  });
});

describe("excerpt", () => {
  it("cuts at a word boundary", () => {
    expect(excerpt("one two three four", 10)).toBe("one two…");
    expect(excerpt("short", 10)).toBe("short");
  });
});
