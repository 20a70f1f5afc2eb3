import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { postContact } from "./post-contact.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
/** The harness's file, for a test that starts it by hand. */
export const HARNESS = fileURLToPath(new URL("./crash-harness.ts", import.meta.url));

const children = new Set<ChildProcess>();

/** Kills every harness still running (a test file's afterAll). */
export function killHarnesses(): void {
  for (const child of children) child.kill("SIGKILL");
}

/** The harness in its own Node process (no tsx wrapper process, so SIGKILL reaches the server). */
export async function startHarness(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", HARNESS], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once("exit", (code, signal) => {
      children.delete(child);
      resolve(signal ?? code);
    }),
  );
  let output = "";
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no port in 10 s: ${output}`)), 10_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", () => reject(new Error(`the harness exited: ${output}`)));
  });
  const post = (subject: string, client: string) =>
    postContact(`http://127.0.0.1:${port}`, subject, client);
  const kill = async () => {
    child.kill("SIGKILL");
    return exited;
  };
  /** SIGTERM: the server's own graceful stop (server/shutdown.ts). */
  const stop = async () => {
    child.kill("SIGTERM");
    return exited;
  };
  return { port, post, kill, stop, log: () => output };
}
