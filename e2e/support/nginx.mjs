// Where Debian's nginx is: /usr/sbin is not on every user's PATH. NGINX_PATH overrides.
import { existsSync } from "node:fs";
import { delimiter, join } from "node:path";

/** @returns {string | undefined} */
export function nginxExecutable() {
  const onPath = (process.env.PATH ?? "").split(delimiter).map((dir) => join(dir, "nginx"));
  const candidates = [
    process.env.NGINX_PATH,
    ...onPath,
    "/usr/sbin/nginx",
    "/usr/local/sbin/nginx",
  ];
  return candidates.find((path) => Boolean(path) && existsSync(path ?? ""));
}
