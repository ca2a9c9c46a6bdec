import type { Locator, Page } from "@playwright/test";

/** Clicks what starts a download and returns the bytes the browser saved. */
export async function downloadedBytes(page: Page, trigger: Locator): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent("download"), trigger.click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
