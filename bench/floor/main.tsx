// The floor of the JS budget: a bare app that uses react, react-dom, the router and react-query the
// least a real page would, so the bundle holds what every page of the explorer must pay for.
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, Link, RouterProvider } from "react-router-dom";

const queryClient = new QueryClient();

function Home() {
  const { data } = useQuery({
    queryKey: ["x"],
    queryFn: () => fetch("/api/").then((r) => r.text()),
  });
  return (
    <p>
      <Link to="/">{data ?? "home"}</Link>
    </p>
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
