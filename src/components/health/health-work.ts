/** The health page's work on request: reading every dataset's files, checking every link. */
export interface HealthWork {
  readonly phase: "idle" | "reading" | "checking";
  /** What the last run (or the one under way) was asked for: its progress and notes show there. */
  readonly asked: "files" | "links" | null;
  readonly done: number;
  readonly total: number;
  /** Datasets whose page could not be read in the last reading, with why. */
  readonly failures: readonly { portal: string; slug: string; name: string; reason: string }[];
  /**
   * The last run was stopped by the reader: "kept" when what it had found is shown and kept,
   * "nothing" when it had found nothing yet (what was kept before stays); null otherwise.
   */
  readonly stopped: "kept" | "nothing" | null;
  /** The last run failed as a whole (the catalog engine, storage), said in words. */
  readonly error: string | null;
  readFiles(): void;
  checkLinks(): void;
  cancel(): void;
}
