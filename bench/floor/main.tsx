// The floor of the bench: a bare app that uses react, react-dom, the router and react-query the
// least a real catalog page would. Its bundle is the floor of the JS budget, and its first row (the
// first dataset of /api/resources/ as the portal sent it: no sort, no normalising, no index) is the
// floor of the first-row figure, measured the same way as the explorer's.
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, Link, RouterProvider } from "react-router-dom";

const queryClient = new QueryClient();

function Home() {
  const { data } = useQuery({
    queryKey: ["datasets"],
    queryFn: () => fetch("/api/resources/").then((r) => r.json() as Promise<{ name?: string }[]>),
  });
  const first = Array.isArray(data) ? data[0] : undefined;
  return (
    <ul aria-label="Datasets">
      <li>{first ? <Link to="/">{String(first.name)}</Link> : "loading"}</li>
    </ul>
  );
}

const router = createBrowserRouter([{ path: "/", element: <Home /> }]);
const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
