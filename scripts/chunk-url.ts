import type { Plugin } from "vite";

const SUFFIX = "?chunk-url";
const PREFIX = "\0chunk-url:";

/**
 * `import url from "./module?chunk-url"`: the URL of `module` built as a chunk of its own, for the
 * first view to load on demand with `import(url)`. Vite wraps every `import("./module")` in its
 * preload helper, whose code (0.6 KB gzip) then travels in the importing chunk; on a page that
 * has no other lazy import, that is more than the code that loads. A chunk whose imports are
 * already loaded (React) needs no preload, so this is Rollup's own way to name a chunk instead
 * (`emitFile` and `import.meta.ROLLUP_FILE_URL_*`), and the modules it shares with the rest of
 * the app stay shared. In the development server the URL is the module's own; on the server,
 * which never loads it, an empty string; in unit tests, its path. See docs/decisions/022-search-box.md.
 */
export function chunkUrl(): Plugin {
  // Our chunks' references, whose URL is only ever given to import().
  const ours = new Set<string>();
  return {
    name: "unitpilot:chunk-url",
    // Before Vite's resolver, which would read the suffix as a query on the module itself.
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null;
      const target = await this.resolve(source.slice(0, -SUFFIX.length), importer);
      if (!target) throw new Error(`chunk-url: cannot resolve ${source} from ${importer}`);
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
      const ref = this.emitFile({ type: "chunk", id: target });
      ours.add(ref);
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
    // import() resolves a relative specifier against the module that calls it, which is the
    // chunk this URL is written in: its path relative to that chunk is the URL, shorter in the
    // first view than Rollup's default `new URL("x.js", import.meta.url).href`.
    resolveFileUrl({ referenceId, relativePath }) {
      if (!ours.has(referenceId)) return null;
      return JSON.stringify(relativePath.startsWith(".") ? relativePath : `./${relativePath}`);
    },
  };
}
