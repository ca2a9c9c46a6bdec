/** Every in-app URL is built here, so a slug is always encoded as exactly one path segment. */
export const paths = {
  catalog: () => "/",
  dataset: (slug: string) => `/datasets/${encodeURIComponent(slug)}`,
  datasetApi: (slug: string) => `/datasets/${encodeURIComponent(slug)}/api`,
};
