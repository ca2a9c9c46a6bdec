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
} as const;

export type DemoSlugKey = keyof typeof DEMO_SLUGS;

/** Well-known datasets of the national demo portal (it also has DEMO_SLUGS.nested, another dataset). */
export const NATIONAL_SLUGS = {
  census: "popis-stanovnistva-2022-opstine",
  shared: DEMO_SLUGS.nested,
} as const;
