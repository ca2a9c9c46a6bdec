import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { explorerI18n } from "./i18n/vite-plugins.ts";

export default defineConfig({
  plugins: [...explorerI18n(import.meta.dirname), react()],
  test: {
    include: [
      "src/**/*.test.{ts,tsx}",
      "demo-portal/**/*.test.ts",
      "server/**/*.test.ts",
      "bench/**/*.test.ts",
      "scripts/**/*.test.ts",
      "i18n/**/*.test.ts",
    ],
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    restoreMocks: true,
    // A test that stubs fetch or another global never leaks it into the next one.
    unstubGlobals: true,
    // A hang guard, not a budget (budgets are the bench's): readers that unpack a 60 MB zip bomb or
    // a 10,000-row sheet need more than Vitest's 5 s on two busy cores.
    testTimeout: 30_000,
  },
});
