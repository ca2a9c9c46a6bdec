// detailRequestsAfterClick: API requests made after clicking a dataset link that was hovered and
// whose prefetch finished (budget 0). detailShownMs: click to the dataset's h1 being visible.
import { wholeCatalog } from "./20-catalog.mjs";

export const name = "dataset detail after hover";

export async function measure({ browser, baseURL }) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.goto(`${baseURL}/`);
    // The link read and hovered is the link clicked: not one of the first rows while the rest arrive.
    await wholeCatalog(page);
    const link = page.getByRole("list", { name: "Datasets" }).getByRole("link").first();
    await link.waitFor();
    const datasetName = ((await link.textContent()) ?? "").trim();
    const detailDone = page.waitForResponse(
      (response) => new URL(response.url()).pathname.startsWith("/api/resource/"),
      { timeout: 30_000 },
    );
    await link.hover();
    const response = await detailDone;
    await response.finished();
    let requests = 0;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/")) requests += 1;
    });
    const started = performance.now();
    await link.click();
    // The catalog has an h1 too: wait for the one that names the dataset.
    await page
      .getByRole("heading", { level: 1, name: datasetName, exact: true })
      .waitFor({ state: "visible" });
    const detailShownMs = Math.round(performance.now() - started);
    // Anything the page fires right after rendering (a refetch, the list) counts too.
    await page.waitForLoadState("networkidle");
    return { detailRequestsAfterClick: requests, detailShownMs };
  } finally {
    await page.close();
  }
}
