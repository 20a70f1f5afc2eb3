/**
 * The page the service worker shows for a page it has not saved when there is no connection, one
 * per language (`/offline.html`, `/es/offline.html`: site/i18n/text/ writes its words). It
 * carries the site's stylesheet inline as every page does (Tailwind finds the classes in this
 * file) and the theme script of every page; the server hashes the inline script and style of each
 * HTML file it serves into its security policy.
 */
export function offlinePageHtml(options: {
  readonly name: string;
  readonly stylesheet: string;
  readonly themeScript: string;
  /** The page's language (`<html lang>`), its words and its home page. */
  readonly lang: string;
  readonly words: { readonly title: string; readonly text: string; readonly home: string };
  readonly home: string;
}): string {
  const name = escapeHtml(options.name);
  const { title, text, home } = options.words;
  return `<!doctype html>
<html lang="${escapeHtml(options.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${name}</title>
<script>${options.themeScript}</script>
<style>${options.stylesheet}</style>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body class="min-h-screen bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
<main class="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-5 px-4 py-6 text-center">
<a href="${escapeHtml(options.home)}" class="flex items-center gap-2 text-lg font-bold">
<svg viewBox="0 0 32 32" aria-hidden="true" class="size-8"><rect width="32" height="32" rx="7" fill="#2563eb"/><path d="M7 23h18" stroke="#fff" stroke-width="2" stroke-linecap="round"/><path d="M10 23v-2.5M14 23v-3.5M18 23v-2.5M22 23v-3.5" stroke="#fff" stroke-width="1.5"/><path d="M16 5l4 12h-8z" fill="#fcd34d"/></svg>
<span>${name}</span>
</a>
<h1 class="text-2xl font-bold">${escapeHtml(title)}</h1>
<p class="text-slate-600 dark:text-slate-300">${escapeHtml(text)}</p>
<a href="${escapeHtml(options.home)}" class="rounded-lg bg-blue-600 px-4 py-2 font-medium text-white hover:bg-blue-700">${escapeHtml(home)}</a>
</main>
</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}
