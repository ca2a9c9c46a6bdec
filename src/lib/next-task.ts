/** Resolves in a new task: whatever the page has queued meanwhile (input, a frame) goes first. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
