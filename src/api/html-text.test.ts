import { describe, expect, it } from "vitest";
import { htmlToText } from "./html-text.ts";

describe("htmlToText", () => {
  it("drops tags, keeps words apart and decodes entities", () => {
    expect(
      htmlToText(
        "<p>Proračun <strong>Grada</strong></p><ul><li>a&nbsp;&amp;&quot;b&quot;</li></ul>",
      ),
    ).toBe('Proračun Grada a &"b"');
  });

  it("drops scripts, styles and comments with their content", () => {
    expect(htmlToText("x<script>alert(1)</script><style>p{}</style><!-- c -->y")).toBe("x y");
  });

  it("decodes numeric entities and leaves unknown ones", () => {
    expect(htmlToText("&#269;&#x107; &bogus; &#0;")).toBe("čć &bogus; &#0;");
  });

  it("leaves a plain text as it is, apart from whitespace", () => {
    expect(htmlToText("a < b\r\n\r\nc")).toBe("a < b c");
  });

  it("treats an unclosed comment or script as running to the end, as a browser does", () => {
    expect(htmlToText("kept <!-- never closed <p>gone")).toBe("kept");
    expect(htmlToText("kept <script>gone <p>gone")).toBe("kept");
  });

  it("stays linear on hostile markup", () => {
    // Each of these took 0.5 to 16 s with patterns that retried from every "<"; a linear pass over
    // 300 KB is a few milliseconds, so a Vitest timeout of seconds can only be hit by that bug.
    for (const hostile of [
      "<script>".repeat(20_000),
      "<!--".repeat(50_000),
      "<a ".repeat(100_000),
    ]) {
      expect(typeof htmlToText(hostile)).toBe("string");
    }
  });
});
