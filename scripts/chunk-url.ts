/**
 * The `?chunk-url` Vite plugin: `import url from "./module?chunk-url"` gives the URL of `module`
 * built as a chunk of its own, for the first view to load on demand with loadChunk
 * (app/framework/lazy-chunk.ts).
 *
 * Why: Vite wraps every `import("./module")` of the client build in its preload helper, whose code
 * (0.7 KB gzip) then travels in the importing chunk; on a page that has no other lazy import, that
 * is more than the code that loads (docs/decisions/022-search-box.md, "No preload helper"). A chunk
 * whose imports are already loaded (React) needs no preload, so this is Rollup's own way to name a
 * chunk instead (`emitFile` and `import.meta.ROLLUP_FILE_URL_*`), and the modules it shares with
 * the rest of the app stay shared. In the development server the URL is the module's own; on the
 * server, which never loads it, an empty string; in unit tests, its path.
 *
 * What would make it unnecessary: Vite leaving a dynamic `import()` unwrapped when there is
 * nothing to preload, or an option that turns its preload helper off for the client build
 * (`build.modulePreload: false` does not: Vite 7 inserts the helper whatever it says).
 *
 * How it fails loudly: the URL is relative to the chunk it is written in (shorter in the first
 * view than Rollup's `new URL("x.js", import.meta.url).href`), and loadChunk's `import()` resolves
 * it against lazy-chunk.ts's own chunk; both agree while every chunk sits in one folder, and the
 * build fails here (generateBundle) the day they would not. scripts/chunk-url.test.ts builds a two-module app with
 * Vite and this plugin and pins the output: the module is a chunk of its own, the importer holds
 * its URL as `"./<file>"`, no preload helper is in the build, and a module the importer already
 * loaded stays in the importer's chunk.
 */
import { posix } from "node:path";
import type { Plugin } from "vite";

const SUFFIX = "?chunk-url";
const PREFIX = "\0chunk-url:";

export function chunkUrl(): Plugin {
  // Our chunks' references, whose URL is only ever given to import(), by build (Vite's
  // environment: one plugin serves the client build and then the server's).
  const ours = new Map<string, Set<string>>();
  const oursIn = (environment: string) => {
    const refs = ours.get(environment) ?? new Set<string>();
    ours.set(environment, refs);
    return refs;
  };
  // The modules that import each chunk's URL: the chunk loads after one of them.
  const importers = new Map<string, Set<string>>();
  return {
    name: "unitpilot:chunk-url",
    // Before Vite's resolver, which would read the suffix as a query on the module itself.
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null;
      const target = await this.resolve(source.slice(0, -SUFFIX.length), importer);
      if (!target) throw new Error(`chunk-url: cannot resolve ${source} from ${importer}`);
      if (importer) importers.set(target.id, (importers.get(target.id) ?? new Set()).add(importer));
      return PREFIX + target.id;
    },
    load(id, options) {
      if (!id.startsWith(PREFIX)) return null;
      const target = id.slice(PREFIX.length);
      // Unit tests import the module by its path, as vitest resolves any other.
      if (process.env.VITEST) return `export default ${JSON.stringify(target)};`;
      if (options?.ssr) return 'export default "";';
      if (this.environment.mode === "dev")
        return `export default ${JSON.stringify(`/@fs${target}`)};`;
      // Loaded only after its importer, like a dynamic import of it: a module they share (the
      // names of a DOM contract) stays in the importer's chunk, already loaded, rather than
      // becoming a chunk of its own that the first view would load too.
      const ref = this.emitFile({
        type: "chunk",
        id: target,
        implicitlyLoadedAfterOneOf: [...(importers.get(target) ?? [])],
      });
      oursIn(this.environment.name).add(ref);
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
    // The URL is the path from the chunk it is written in, and import() resolves it against the
    // module that calls it: loadChunk's chunk. Both are the same while all chunks share a folder.
    resolveFileUrl({ referenceId, relativePath }) {
      if (!oursIn(this.environment.name).has(referenceId)) return null;
      return JSON.stringify(relativePath.startsWith(".") ? relativePath : `./${relativePath}`);
    },
    generateBundle(_, bundle) {
      if (oursIn(this.environment.name).size === 0) return;
      const folders = new Set(
        Object.values(bundle)
          .filter((file) => file.type === "chunk")
          .map((chunk) => posix.dirname(chunk.fileName)),
      );
      if (folders.size > 1) {
        throw new Error(
          `chunk-url: chunks in ${[...folders].join(", ")}; a chunk's URL is relative, and loadChunk (app/framework/lazy-chunk.ts) resolves it from its own folder`,
        );
      }
    },
  };
}
