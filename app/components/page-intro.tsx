import { useFrame } from "~/framework/static-markup";

/** A page's heading and description, rendered on the server only. */
export function PageIntro({ home = false }: { home?: boolean }) {
  const frame = useFrame();
  if (!frame) return null;
  return (
    <>
      <h1 className={`${home ? "mb-3" : "mb-2"} text-3xl font-bold tracking-tight`}>
        {frame.title}
      </h1>
      <p
        className={
          home
            ? "mb-6 max-w-2xl text-lg text-slate-700 dark:text-slate-300"
            : "mb-5 max-w-3xl text-slate-700 dark:text-slate-300"
        }
      >
        {frame.description}
      </p>
    </>
  );
}
