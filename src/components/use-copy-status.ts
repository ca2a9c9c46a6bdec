import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Copies text with the Clipboard API and returns the message for a polite live region. The message
 * clears after a few seconds so the same message announces again on the next copy.
 */
export function useCopyStatus() {
  const [message, setMessage] = useState("");
  const { t } = useLingui();
  const refused = t`Could not copy: your browser blocked the clipboard`;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string, done: string, failed = refused) => {
      clearTimeout(timer.current);
      setMessage("");
      let result = done;
      try {
        if (!navigator.clipboard) throw new Error("no clipboard");
        await navigator.clipboard.writeText(text);
      } catch {
        result = failed;
      }
      setMessage(result);
      timer.current = setTimeout(() => setMessage(""), 4000);
    },
    [refused],
  );

  return { message, copy };
}
