// auditVulnerabilities: known vulnerabilities in the production dependencies, from
// `npm audit --omit=dev --json`. -1 means the registry's audit endpoint could not be asked (offline,
// or a registry mirror without it); the reason is printed, never hidden behind a 0.
import { execFile } from "node:child_process";

export const name = "npm audit (production dependencies)";

function runAudit(root) {
  return new Promise((resolve) => {
    execFile(
      "npm",
      ["audit", "--omit=dev", "--json"],
      { cwd: root, timeout: 60_000, maxBuffer: 16 * 1024 * 1024 },
      // npm audit exits non-zero when it finds something: the JSON is the answer either way.
      (error, stdout, stderr) => resolve({ error, stdout, stderr }),
    );
  });
}

/** The total from npm's report (v7+ `metadata.vulnerabilities`), or null when there is none. */
export function countVulnerabilities(report) {
  const counts = report?.metadata?.vulnerabilities;
  if (counts === undefined || counts === null || typeof counts !== "object") return null;
  if (typeof counts.total === "number") return counts.total;
  return Object.values(counts).reduce((sum, n) => sum + (typeof n === "number" ? n : 0), 0);
}

export async function measure({ root }) {
  const { error, stdout, stderr } = await runAudit(root);
  let report = null;
  try {
    report = JSON.parse(stdout);
  } catch {
    report = null;
  }
  const count = countVulnerabilities(report);
  if (count === null) {
    const reason =
      report?.message ??
      report?.error?.summary ??
      stderr.trim().split("\n").pop() ??
      error?.message;
    console.warn(`npm audit could not run: ${reason || "no report"}; auditVulnerabilities = -1`);
    return { auditVulnerabilities: -1 };
  }
  return { auditVulnerabilities: count };
}
