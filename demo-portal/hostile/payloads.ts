import { CANARY } from "./hostile-slugs.ts";

/**
 * Markup that runs code if anything renders portal text as HTML without sanitising it, or turns a
 * portal link into a clickable one without checking its scheme. Every payload either sets the
 * canary global or opens a dialog, so a test can tell that nothing ran.
 */
export const SCRIPT_PAYLOADS = [
  `<script>window.${CANARY}="script"</script>`,
  `<img src=x onerror="window.${CANARY}='img'">`,
  `<svg onload="window.${CANARY}='svg'"><circle r=1 /></svg>`,
  `<iframe srcdoc="<script>parent.${CANARY}='iframe'</script>"></iframe>`,
  `<a href="javascript:window.${CANARY}='anchor'">click me</a>`,
  `<details open ontoggle="window.${CANARY}='toggle'"><summary>x</summary></details>`,
  `"><script>alert("attribute breakout")</script>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert("mxss")></style></mglyph></table></mtext></math>`,
  `<form action="javascript:alert('form')"><button>send</button></form>`,
  `<object data="javascript:alert('object')"></object>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert('meta')">`,
  `<base href="javascript:alert('base')//">`,
  `<style>body{display:none}</style>`,
  "{{constructor.constructor('alert(\"template\")')()}}",
] as const;

/** One string carrying all of them, with some real text around. */
export function withMarkup(text: string): string {
  return `${text} ${SCRIPT_PAYLOADS.join(" ")}`;
}

/** A short payload for fields where a whole list would only make the page heavy. */
export function shortMarkup(text: string): string {
  return `${text} <img src=x onerror="window.${CANARY}='short'"><script>alert(1)</script>`;
}

/** Links no browser may follow from the explorer. */
export const DANGEROUS_LINKS = [
  `javascript:window.${CANARY}='url'`,
  "JaVaScRiPt:alert(1)",
  " \tjavascript:alert('leading whitespace')",
  "java\nscript:alert('newline')",
  "javascript&colon;alert('entity')",
  `data:text/html,<script>window.${CANARY}='data'</script>`,
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "vbscript:msgbox(1)",
  "file:///etc/passwd",
  "\\\\evil.example\\share\\x.csv",
] as const;
