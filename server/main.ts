import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { site } from "../app/site/config.ts";
import { createApp } from "./app.ts";
import { loadStaticFiles } from "./static-files.ts";

// This file runs as build/server/server.js, beside React Router's build/server/index.js.
const build = (await import(new URL("./index.js", import.meta.url).href)) as ServerBuild;
const files = await loadStaticFiles(fileURLToPath(new URL("../client/", import.meta.url)));

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || "127.0.0.1";

const app = createApp({
  files,
  render: createRequestHandler(build, "production"),
  log: process.env.ACCESS_LOG === "0" ? undefined : (line) => console.log(line),
});

const server = serve({ fetch: app.fetch, port, hostname }, () => {
  console.log(`${site.name} is serving ${files.size} files at http://${hostname}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
