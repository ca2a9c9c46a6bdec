/**
 * Well-known datasets that tests and demos can rely on whatever the catalog size or seed.
 * Two slugs are deliberately non-ASCII so clients must encode a slug as one path segment.
 */
export const DEMO_SLUGS = {
  table: "linije-javnog-prevoza-novi-sad",
  nested: "budzet-grada-novog-sada-2024",
  geojson: "zelene-povrsine-i-parkovi-zagreb",
  large: "registar-adresa-srbije",
  protected: "javne-nabavke-zasticeni-api",
  csv: "transport-public-bucuresti",
  xml: "kozbeszerzesek-budapest-2024",
  slow: "saobracajne-nezgode-nis-uzivo",
  errorBody: "dolasci-turista-split-2024",
  empty: "consumul-de-energie-cluj-napoca",
  noApi: "spisak-skola-nis",
  diacritics: "čistoća-odvoz-otpada-zagreb-2024",
  cyrillic: "буџет-града-београда-2024",
  htmlDescription: "budzet-grada-zagreba-2024",
  manyObjects: "prostorni-plan-grada-splita",
  /** The journalist's workbench: one budget workbook as .xlsx, .xls and .ods, and a .docx report. */
  workbench: "izvrsenje-budzeta-po-kvartalima-novi-sad",
  /** A damaged .xlsx and password-protected .xls and .doc files, which previews must refuse plainly. */
  brokenFiles: "ostecene-tabele-arhiva-nis",
  /** The budget and report as LibreOffice wrote them: .xls, .doc, .xlsx, .ods and .docx. */
  officeSuite: "budzet-i-izvestaj-iz-libreoffice-a",
  /** A ~10 MB .xlsx, for the spreadsheet preview's budget. */
  bigSheet: "isplate-iz-budzeta-novi-sad-2024",
  /** An attached API answering 100,000 rows, for the column profile's budget. */
  bigTable: "merenja-kvaliteta-vazduha-100000",
} as const;

/** Well-known datasets of the national demo portal (it also has DEMO_SLUGS.nested, another dataset). */
export const NATIONAL_SLUGS = {
  census: "popis-stanovnistva-2022-opstine",
  shared: DEMO_SLUGS.nested,
} as const;

/** The health page's cases (see HEALTH_DATASETS): broken links, no files, a stale national register. */
export const HEALTH_SLUGS = {
  brokenLinks: "arhiva-priloga-gradskog-veca-novi-sad",
  noFiles: "planovi-detaljne-regulacije-nis",
  nationalArchive: "registar-ustanova-kulture-arhiva",
} as const;

/**
 * The datasets whose description is markup with no text to read (`<p>&nbsp;</p>`): beside those
 * the catalog lists with an empty description, what the health page counts as having none.
 */
export const MARKUP_ONLY_DESCRIPTIONS: readonly string[] = [HEALTH_SLUGS.noFiles];
