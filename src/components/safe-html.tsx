import DOMPurify from "dompurify";
import { useMemo } from "react";

/**
 * The one place portal HTML reaches the DOM. A private DOMPurify instance (so its hook never
 * leaks into other users of the library) keeps basic formatting and absolute http(s) links only:
 * no scripts, styles, frames, images, forms, event handlers, classes or other URL schemes.
 */
const purifier = typeof window === "undefined" ? null : DOMPurify(window);

const ALLOWED_TAGS = [
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "sub",
  "sup",
  "small",
  "mark",
  "abbr",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "blockquote",
  "q",
  "code",
  "pre",
  "a",
  "span",
  "div",
];

purifier?.addHook("afterSanitizeAttributes", (node) => {
  if (node.nodeName !== "A") return;
  const href = node.getAttribute("href") ?? "";
  if (!/^https?:\/\//i.test(href.trim())) {
    node.removeAttribute("href");
    return;
  }
  node.setAttribute("target", "_blank");
  node.setAttribute("rel", "noopener noreferrer");
});

/** Sanitized HTML as a string; exported for tests and for callers that need the text. */
export function sanitizeHtml(html: string): string {
  if (!purifier) return "";
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ["href", "title"],
    ALLOWED_URI_REGEXP: /^https?:\/\//i,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}

interface SafeHtmlProps {
  html: string;
  className?: string;
}

export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the app's only HTML sink; `clean` comes from DOMPurify with an allowlist of formatting tags and http(s) links.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
