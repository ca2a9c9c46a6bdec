import { isApiError } from "../api/api-error.ts";

interface ErrorAlertProps {
  /** What the user was doing, e.g. "Could not load the catalog". */
  title: string;
  error: unknown;
  onRetry?: () => void;
}

/** Says what failed, with the HTTP status when there is one, and offers Try again where it can help. */
export function ErrorAlert({ title, error, onRetry }: ErrorAlertProps) {
  const status = isApiError(error) && error.status !== null ? error.status : null;
  const message = describeError(error);
  return (
    <div role="alert" className="alert">
      <p className="alert-title">
        {title}
        {status !== null ? ` (HTTP ${status})` : ""}
      </p>
      <p className="alert-message">{message}</p>
      {onRetry ? (
        <button type="button" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

const MAX_MESSAGE = 500;

/**
 * Anything can be thrown, including objects whose toString throws or strings a megabyte long; the
 * alert must still render one readable line.
 */
function describeError(error: unknown): string {
  let text: string;
  try {
    text = error instanceof Error ? error.message : String(error);
  } catch {
    text = "";
  }
  if (text.trim() === "") return "No further details were given.";
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE - 1)}…` : text;
}
