/** Resolves in a new task: whatever the page has queued meanwhile (input, a frame) goes first. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export type TaskPriority = "user-blocking" | "user-visible" | "background";

interface TaskScheduler {
  postTask(task: () => void, options: { priority: TaskPriority }): Promise<void>;
}

/**
 * Resolves in a new task of this priority where the browser ranks tasks (scheduler.postTask):
 * "user-blocking" runs ahead of the page's ordinary tasks (network answers, timers), "background"
 * behind them. Elsewhere, a plain new task: a MessageChannel message, which browsers do not clamp
 * as they clamp nested timers.
 */
export function taskAt(priority: TaskPriority): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.postTask === "function") {
    return scheduler.postTask(() => undefined, { priority });
  }
  return afterQueuedMessages();
}

/**
 * One channel for the thread, made on first use: a pause is one message on it, not a new channel
 * (two ports) each time, and nothing relies on the collector keeping an unreferenced channel alive
 * until its message is delivered.
 */
let channel: MessageChannel | null = null;
const waiting: (() => void)[] = [];

/**
 * Resolves in a new task posted as a message: after the messages already queued for this thread
 * (a worker's questions) have been handled.
 */
export function afterQueuedMessages(): Promise<void> {
  return new Promise((resolve) => {
    if (!channel) {
      channel = new MessageChannel();
      channel.port1.onmessage = () => waiting.shift()?.();
    }
    waiting.push(resolve);
    channel.port2.postMessage(null);
  });
}
