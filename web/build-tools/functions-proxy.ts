import type { ProxyOptions } from 'vite';

interface HostingRewrite {
  source: string;
  function?: string | { functionId: string; region?: string };
}

export interface FunctionRoute {
  /** The path prefix Hosting sends to the function, e.g. `/api/` for the source `/api/**`. */
  prefix: string;
  functionId: string;
  region: string;
}

/**
 * The paths Firebase Hosting hands to a function, read from firebase.json's rewrites, so the dev
 * server routes exactly what the deployed site (and the Hosting emulator) routes.
 */
export function functionRoutes(firebaseConfig: {
  hosting?: { rewrites?: HostingRewrite[] };
}): FunctionRoute[] {
  return (firebaseConfig.hosting?.rewrites ?? []).flatMap((rewrite) => {
    if (!rewrite.function) return [];
    // Every function rewrite is a folder glob today; another shape must be added here on purpose.
    if (!/^\/[^*]+\/\*\*$/.test(rewrite.source)) {
      throw new Error(`dev proxy: unsupported rewrite source ${rewrite.source}`);
    }
    const target = typeof rewrite.function === 'string' ? { functionId: rewrite.function } : rewrite.function;
    return [
      {
        prefix: rewrite.source.slice(0, -'**'.length),
        functionId: target.functionId,
        region: target.region ?? 'us-central1',
      },
    ];
  });
}

/**
 * Vite dev-server proxy entries that send each function route to the functions emulator, whose
 * URLs carry the project, region and function name before the path the function itself sees.
 */
export function functionsEmulatorProxy(
  routes: FunctionRoute[],
  emulatorOrigin: string,
  projectId: string,
): Record<string, ProxyOptions> {
  return Object.fromEntries(
    routes.map((route) => [
      `^${route.prefix}`,
      {
        target: emulatorOrigin,
        rewrite: (path: string) => `/${projectId}/${route.region}/${route.functionId}${path}`,
      },
    ]),
  );
}
