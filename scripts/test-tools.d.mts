export type Tool = "chromium" | "nginx";
export interface Situation {
  missing: Tool[];
  apt: "" | "sudo" | null;
}
export function installPlan(situation: Situation): { apt: string[][] | null; download: boolean };
export function afterInstall(after: { missing: Tool[]; triedDownload: boolean }): {
  download: boolean;
  stop: string | null;
};
export function stopLine(missing: Tool[]): string;
