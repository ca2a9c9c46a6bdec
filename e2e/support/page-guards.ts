import { test as base, expect } from "@playwright/test";

declare global {
  interface Window {
    __cspViolations?: string[];
    __pwned?: unknown;
  }
}

export interface PageGuards {
  /** Uncaught exceptions in the page. */
  readonly pageErrors: string[];
  /** alert/confirm/prompt opened by anything (a sign that injected code ran). */
  readonly dialogs: string[];
  cspViolations(): Promise<string[]>;
}

/**
 * A test whose page is watched from before the app's first script: uncaught exceptions, dialogs,
 * Content-Security-Policy violations and the `window.__pwned` canary that hostile payloads set.
 * After each test all four must be empty.
 */
export const test = base.extend<{ guards: PageGuards; sanitizerScript: RegExp | null }>({
  /**
   * Chrome reports CSP violations for event handlers and <style> in documents DOMPurify only parses
   * (cure53/DOMPurify#343, #900): blocked, never run. A spec that feeds the sanitizer hostile HTML
   * names the sanitizer's script here, and only reports raised from it are tolerated.
   */
  sanitizerScript: [null, { option: true }],
  guards: [
    async ({ page, sanitizerScript }, use) => {
      const pageErrors: string[] = [];
      const dialogs: string[] = [];
      page.on("pageerror", (error) => pageErrors.push(`${error.message}\n${error.stack ?? ""}`));
      page.on("dialog", (dialog) => {
        dialogs.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.dismiss();
      });
      await page.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener("securitypolicyviolation", (event) => {
          window.__cspViolations?.push(
            `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      const cspViolations = async () =>
        page.isClosed() ? [] : page.evaluate(() => window.__cspViolations ?? []);
      await use({ pageErrors, dialogs, cspViolations });
      expect(pageErrors, "uncaught exceptions").toEqual([]);
      expect(dialogs, "dialogs opened").toEqual([]);
      if (!page.isClosed()) {
        expect(await page.evaluate(() => typeof window.__pwned), "the canary").toBe("undefined");
        const violations = await cspViolations();
        const unexpected = violations.filter((line) => !sanitizerScript?.test(line));
        expect(unexpected, "CSP violations").toEqual([]);
      }
    },
    { auto: true },
  ],
});

export { expect };
