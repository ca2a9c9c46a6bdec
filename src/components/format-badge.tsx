/** Which icon of the sprite (public/icons/formats.svg) a format label shows. */
function iconOf(label: string): string {
  const format = label.toUpperCase();
  if (format === "API") return "api";
  if (/^(CSV|TSV|XLSX?|ODS)$/.test(format)) return "table";
  if (/GEOJSON|KML|SHP|GPX/.test(format)) return "map";
  if (/^(JSON|XML|YAML)$/.test(format)) return "code";
  if (/^(PDF|DOCX?|ODT|RTF|TXT|HTML?)$/.test(format)) return "document";
  if (/^(PNG|JPE?G|GIF|SVG|WEBP|TIFF?)$/.test(format)) return "image";
  return "file";
}

/** A format as a badge with its icon (an SVG sprite, no icon font); the text is the name. */
export function FormatBadge({ label }: { label: string }) {
  return (
    <span className="badge format-badge">
      <svg className="format-icon" aria-hidden="true" focusable="false" width="14" height="14">
        <use href={`/icons/formats.svg#${iconOf(label)}`} />
      </svg>
      {label}
    </span>
  );
}
