/**
 * The framework floor of the bench: a React Router 8 app with nothing of ours (one route rendering
 * <h1>Hello</h1>), built in the run from this repository's node_modules. Page weight measures its
 * JavaScript; Lighthouse scores it, served as ours is (brotli, from memory).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync } from "node:zlib";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const OUR_PACKAGE = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
};

/** A React Router 8 app with nothing of ours: what any page of any such app ships at least. */
const FLOOR_APP: Record<string, string> = {
  // React Router picks its default server entry from the dependencies a package.json declares.
  "package.json": JSON.stringify({
    name: "react-router-floor",
    private: true,
    type: "module",
    dependencies: Object.fromEntries(
      ["@react-router/node", "isbot", "react", "react-dom", "react-router"].map((name) => [
        name,
        OUR_PACKAGE.dependencies[name],
      ]),
    ),
  }),
  "react-router.config.ts": `export default { ssr: true, prerender: ["/"] };\n`,
  // The cache stays in the temporary directory, not in the symlinked node_modules.
  "vite.config.ts": `import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
export default defineConfig({ cacheDir: ".vite-cache", plugins: [reactRouter()] });
`,
  "app/root.tsx": `import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}
export default function App() {
  return <Outlet />;
}
`,
  "app/routes.ts": `import { index, type RouteConfig } from "@react-router/dev/routes";
export default [index("routes/home.tsx")] satisfies RouteConfig;
`,
  "app/routes/home.tsx": `export default function Home() {
  return <h1>Hello</h1>;
}
`,
};

function run(command: string, args: string[], cwd: string): void {
  const env = { ...process.env };
  delete env.NODE_ENV; // a build under NODE_ENV=test or development would not be production
  const result = spawnSync(command, args, { cwd, env, encoding: "utf8" });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    throw new Error(`${command} ${args.join(" ")} failed in ${cwd}`);
  }
}

let built: string | undefined;

/**
 * The floor app's client build (index.html and assets/), built in a temporary directory the first
 * time a section asks (about 20 s) and shared by the sections of the run; removed when it exits.
 */
export function floorClientDir(): string {
  if (built) return built;
  const dir = mkdtempSync(join(tmpdir(), "react-router-floor-"));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  process.once("exit", remove);
  for (const [path, text] of Object.entries(FLOOR_APP)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  run(join(ROOT, "node_modules/.bin/react-router"), ["build"], dir);
  built = join(dir, "build/client");
  return built;
}

const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
};

/** Serves a floor build as ours is served: from memory, brotli, `/` is index.html. */
export async function serveFloor(clientDir: string) {
  const cache = new Map<string, { type: string; body: Buffer } | undefined>();
  const load = (path: string) => {
    if (!cache.has(path)) {
      const file = normalize(join(clientDir, path === "/" ? "index.html" : path));
      let entry: { type: string; body: Buffer } | undefined;
      try {
        if (file.startsWith(clientDir)) {
          const data = readFileSync(file);
          entry = {
            type: TYPES[extname(file)] ?? "application/octet-stream",
            body: brotliCompressSync(data),
          };
        }
      } catch {
        entry = undefined;
      }
      cache.set(path, entry);
    }
    return cache.get(path);
  };
  const server = createServer((req, res) => {
    const file = load((req.url ?? "/").split("?")[0] ?? "/");
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "Content-Type": file.type, "Content-Encoding": "br" });
    res.end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
