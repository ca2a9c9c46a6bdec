import type { Endpoint } from "comlink";

/**
 * The lane a keystroke's answer comes back on: two BroadcastChannels between the page and its
 * catalog worker, questions one way and answers the other, named for that pair alone.
 *
 * Why not the worker's own messages: after a key, Chromium holds the page's posted-message and
 * timer tasks back until it has painted the next frame (so the typed letter shows first). An
 * answer posted by the worker is such a task, so its rows painted a frame after the letter.
 * BroadcastChannel messages are delivered as they come, so rows that are ready in time paint in
 * the letter's frame. Other browsers deliver both alike; nothing depends on the difference.
 */
export function answerLane(name: string, side: "page" | "engine"): Endpoint {
  const send = new BroadcastChannel(`${name}:${side === "page" ? "questions" : "answers"}`);
  const receive = new BroadcastChannel(`${name}:${side === "page" ? "answers" : "questions"}`);
  return {
    // Questions and answers are small and cloned: nothing is transferred on this lane.
    postMessage: (message: unknown) => send.postMessage(message),
    addEventListener: (type, listener, options) =>
      receive.addEventListener(type, listener as EventListener, options),
    removeEventListener: (type, listener, options) =>
      receive.removeEventListener(type, listener as EventListener, options),
  };
}

/** A name no other page or worker of this origin uses (workers read theirs as `self.name`). */
export function laneName(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `catalog-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}
