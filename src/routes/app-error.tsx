import { useRouteError } from "react-router-dom";
import { ErrorAlert } from "../components/error-alert.tsx";

/** Last resort when the frame itself failed: a plain page with a full reload as the way out. */
export function AppError() {
  const error = useRouteError();
  return (
    <main id="main" className="page">
      <title>The explorer stopped working · Open data explorer</title>
      <h1>The explorer stopped working</h1>
      <ErrorAlert
        title="An unexpected error occurred"
        error={error}
        onRetry={() => window.location.reload()}
      />
      <p>
        <a href="/">Back to the catalog</a>
      </p>
    </main>
  );
}
