/**
 * The pseudo-locale's text: every letter accented (so text that skipped the catalog stands out),
 * 40% longer (Serbian and German run that much longer than English), between right-to-left marks
 * (so bidi handling shows). Derived from the English catalog at build time.
 */
const ACCENTED: Record<string, string> = {
  a: "á",
  b: "ƀ",
  c: "ç",
  d: "ð",
  e: "é",
  f: "ƒ",
  g: "ĝ",
  h: "ĥ",
  i: "í",
  j: "ĵ",
  k: "ķ",
  l: "ľ",
  m: "ɱ",
  n: "ñ",
  o: "ö",
  p: "þ",
  q: "ǫ",
  r: "ŕ",
  s: "š",
  t: "ţ",
  u: "ü",
  v: "ṽ",
  w: "ŵ",
  x: "ẋ",
  y: "ý",
  z: "ž",
  A: "Å",
  B: "Ɓ",
  C: "Ç",
  D: "Ð",
  E: "É",
  F: "Ƒ",
  G: "Ĝ",
  H: "Ĥ",
  I: "Í",
  J: "Ĵ",
  K: "Ķ",
  L: "Ľ",
  M: "Ṁ",
  N: "Ñ",
  O: "Ö",
  P: "Þ",
  Q: "Ǫ",
  R: "Ŕ",
  S: "Š",
  T: "Ţ",
  U: "Ü",
  V: "Ṽ",
  W: "Ŵ",
  X: "Ẋ",
  Y: "Ý",
  Z: "Ž",
};
const RLM = "\u200F";
const FILLER = "ŀŏŋĝ ţéẋţ ";

export function pseudoLocalize(text: string): string {
  if (text.trim() === "") return text;
  const accented = [...text].map((char) => ACCENTED[char] ?? char).join("");
  const letters = text.replace(/\s/g, "").length;
  const extra = Math.ceil(letters * 0.4);
  const padding = FILLER.repeat(Math.ceil(extra / FILLER.length))
    .slice(0, extra)
    .trimEnd();
  const lead = text.match(/^\s*/)?.[0] ?? "";
  const trail = text.match(/\s*$/)?.[0] ?? "";
  return `${lead}${RLM}${accented.trim()} ${padding}${RLM}${trail}`;
}
