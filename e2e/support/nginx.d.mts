export function nginxExecutable(): string | undefined;
