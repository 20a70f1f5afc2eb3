/**
 * The page the service worker shows for a page it has not saved when there is no connection. It
 * carries the site's stylesheet inline as every page does (Tailwind finds the classes in this
 * file) and the theme script of every page; the server hashes the inline script and style of each
 * HTML file it serves into its security policy.
 */
export function offlinePageHtml(options: {
  readonly name: string;
  readonly stylesheet: string;
  readonly themeScript: string;
}): string {
  const name = escapeHtml(options.name);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>You are offline | ${name}</title>
<script>${options.themeScript}</script>
<style>${options.stylesheet}</style>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body class="min-h-screen bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
<main class="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-5 px-4 py-6 text-center">
<a href="/" class="flex items-center gap-2 text-lg font-bold">
<svg viewBox="0 0 32 32" aria-hidden="true" class="size-8"><rect width="32" height="32" rx="7" fill="#2563eb"/><path d="M7 23h18" stroke="#fff" stroke-width="2" stroke-linecap="round"/><path d="M10 23v-2.5M14 23v-3.5M18 23v-2.5M22 23v-3.5" stroke="#fff" stroke-width="1.5"/><path d="M16 5l4 12h-8z" fill="#fcd34d"/></svg>
<span>${name}</span>
</a>
<h1 class="text-2xl font-bold">You are offline</h1>
<p class="text-slate-600 dark:text-slate-300">This page has not been saved for offline use yet. Pages you have opened before, and every unit converter, work without a connection.</p>
<a href="/" class="rounded-lg bg-blue-600 px-4 py-2 font-medium text-white hover:bg-blue-700">Go to the home page</a>
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
