import { Suspense, use, useEffect, type ComponentType } from "react";

/**
 * A component whose code is not in the page's eager JavaScript. The server renders it in full
 * (its route's loader awaits `preload()` first, so nothing suspends and no fallback is streamed);
 * in the browser its server HTML stays in place, dehydrated, until the chunk arrives, and React
 * then hydrates it (replaying any click that came earlier). Client-side navigations preload it
 * in the route's clientLoader, so it renders at once there too.
 */
export interface Island<P> {
  (props: P): React.ReactNode;
  preload(): Promise<void>;
}

// Islands the first hydration is still waiting for; the document counts as hydrated (root's
// data-hydrated flag) only when every one of them is live.
const awaiting = new Set<string>();
let onSettled: (() => void) | null = null;

function settle(name: string) {
  awaiting.delete(name);
  if (awaiting.size === 0 && onSettled) {
    onSettled();
    onSettled = null;
  }
}

/** Calls `done` once every island that suspended during hydration has hydrated. */
export function whenIslandsHydrated(done: () => void): void {
  if (awaiting.size === 0) done();
  else onSettled = done;
}

let painted: Promise<void> | null = null;

/**
 * Resolves once the browser has painted the server HTML: islands met during the first hydration
 * fetch their code after that, so on a slow phone their requests do not compete with what the
 * first paint needs (the page is complete and readable without them).
 */
function afterFirstPaint(): Promise<void> {
  return (painted ??= new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

export function island<P extends object>(name: string, load: () => Promise<ComponentType<P>>): Island<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  let hydrating: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then((component) => {
      Loaded = component;
    }));

  function Gate(props: P) {
    useEffect(() => settle(name), []);
    if (!Loaded) {
      awaiting.add(name);
      use((hydrating ??= afterFirstPaint().then(preload)));
    }
    const Component = Loaded!;
    return <Component {...props} />;
  }

  function IslandBoundary(props: P) {
    return (
      <Suspense fallback={null}>
        <Gate {...props} />
      </Suspense>
    );
  }
  return Object.assign(IslandBoundary, { preload });
}
