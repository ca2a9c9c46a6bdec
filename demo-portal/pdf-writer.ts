import { toAscii } from "./text.ts";

function escapePdfText(text: string): string {
  return toAscii(text).replace(/\\/g, "\\\\").replace(/\(/g, "\\(").replace(/\)/g, "\\)");
}

/**
 * A one-page PDF 1.4 with a correct cross-reference table, so real viewers open it.
 * Base-14 fonts only know Latin-1, hence the ASCII transliteration of the text.
 */
export function createPdf(title: string, lines: readonly string[]): Uint8Array<ArrayBuffer> {
  const textOps = [`BT /F1 16 Tf 56 780 Td (${escapePdfText(title)}) Tj ET`];
  lines.slice(0, 40).forEach((line, index) => {
    textOps.push(`BT /F1 10 Tf 56 ${750 - index * 16} Td (${escapePdfText(line)}) Tj ET`);
  });
  const stream = textOps.join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${escapePdfText(title)}) /Producer (demo-portal) >>`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
