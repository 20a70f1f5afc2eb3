/**
 * A database address fit for a log line: the password replaced by `***` (the user, host, port and
 * database name stay, so an operator can tell which database failed). Text that does not parse as
 * a URL is not echoed at all, since it could be anything.
 */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    parsed.search = "";
    return parsed.toString();
  } catch {
    return "(DATABASE_URL, which does not parse as a URL)";
  }
}
