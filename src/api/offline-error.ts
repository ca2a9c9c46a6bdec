import { msg } from "@lingui/core/macro";

/** Offline, and this browser kept nothing for the page: it cannot be shown until the network is back. */
export class NotKeptOffline extends Error {
  override name = "NotKeptOffline";
  /** What the reader is told, in their language (components/error-text.ts). */
  static readonly readable =
    msg`You are offline, and this was not opened on this device before, so it is not kept here. It will load when you are back online.`;
  constructor() {
    super("Offline, and not kept on this device");
  }
}
