/**
 * What a bug answers, wherever it is thrown (a route answered on Node or anything Hono answers):
 * a plain 500 with no detail. The detail goes to the server's log (logBug), never to the client.
 */
export const INTERNAL_ERROR = { error: "Something went wrong on our side." } as const;

export function logBug(error: unknown): void {
  console.error(error);
}

/** The message of a 405: the method that was used and the one to use instead. */
export function notSupported(method: string, use: "GET" | "POST"): string {
  return `${method} is not supported here; use ${use}.`;
}
