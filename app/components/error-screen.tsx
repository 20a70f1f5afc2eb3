import { useUi } from "~/framework/static-markup";

/** The global error screen (docs/spec/site.md §4.6): left only by reloading the page. */
export function ErrorScreen() {
  const say = useUi();
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="max-w-md text-center">
        <h1 className="mb-3 text-2xl font-bold">{say("error.title")}</h1>
        <p className="mb-6 text-slate-600 dark:text-slate-400">{say("error.text")}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-md bg-blue-600 px-4 py-2 font-medium text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          {say("error.refresh")}
        </button>
      </div>
    </main>
  );
}
