import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SafeHtml, sanitizeHtml } from "./safe-html.tsx";

describe("sanitizeHtml", () => {
  it("removes scripts, styles, frames, images and event handlers", () => {
    const clean = sanitizeHtml(
      '<p onclick="x()">Hi<img src=x onerror=alert(1)><script>alert(2)</script><style>p{}</style><iframe src="https://e.org"></iframe></p>',
    );
    expect(clean).toBe("<p>Hi</p>");
  });

  it("keeps formatting and http(s) links, opened safely in a new tab", () => {
    const clean = sanitizeHtml('<p><strong>B</strong> <a href="https://e.org/x">x</a></p>');
    expect(clean).toBe(
      '<p><strong>B</strong> <a href="https://e.org/x" target="_blank" rel="noopener noreferrer">x</a></p>',
    );
  });

  it("drops javascript:, data:, mailto: and relative hrefs but keeps the link text", () => {
    for (const href of [
      "javascript:alert(1)",
      "data:text/html,x",
      "mailto:a@b.c",
      "/local",
      " JaVaScRiPt:x",
    ]) {
      const clean = sanitizeHtml(`<a href="${href}">text</a>`);
      expect(clean).toBe("<a>text</a>");
    }
  });

  it("drops class, style and id attributes", () => {
    expect(sanitizeHtml('<span class="x" style="color:red" id="y">t</span>')).toBe(
      "<span>t</span>",
    );
  });
});

describe("SafeHtml", () => {
  it("renders the text inertly", () => {
    render(<SafeHtml html={'<p>Visible</p><img src=x onerror="window.__x=1">'} />);
    expect(screen.getByText("Visible")).toBeInTheDocument();
    expect(document.querySelector("img")).toBeNull();
  });
});
