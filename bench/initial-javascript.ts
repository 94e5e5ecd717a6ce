/**
 * What a public page loads before the browser is idle: Vite's entry chunk, the route's screen
 * chunk and everything either imports statically, from web/dist/.vite/manifest.json. Lazy
 * imports that run later (the Toaster, the speed reporter, the Firebase shell) are not counted.
 * `.vite/module-sizes.json` (web/build-tools/module-sizes-plugin.ts) says what is inside them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const DIST = process.env.DROPWISE_WEB_DIST ?? 'web/dist';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;
type ModuleSizes = Record<string, { file: string; modules: Record<string, number> }>;

/** A public page and its JavaScript budget (gzip kB loaded before idle). */
export interface PublicPage {
  route: string;
  /** The address measured; a shared trip's address is made when the benchmark runs. */
  path: string;
  /** The screen module (or, for a page of its own, its HTML entry) as in Vite's manifest. */
  source: string;
  /** The HTML entry the page loads: the app's index.html unless the page has its own. */
  entry?: string;
  /** The message catalogues the page loads before idle (one file per area, in one language). */
  areas: readonly string[];
  budgetKb: number;
}

export const TRACKING_PAGE_SOURCE = 'track.html';

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    route: '/education',
    path: '/education',
    source: 'src/features/education/pages/education-page.tsx',
    areas: ['common', 'education'],
    budgetKb: 75,
  },
  {
    route: '/eduform/:course',
    path: '/eduform/BCA',
    source: 'src/features/education/pages/enrolment-form-page.tsx',
    areas: ['common', 'education'],
    budgetKb: 90,
  },
  // A page of its own, without React or Firebase; the map (Leaflet) loads after it and is not counted.
  {
    route: '/track/:token',
    path: '/track/:token',
    source: TRACKING_PAGE_SOURCE,
    entry: 'track.html',
    areas: ['tracking'],
    budgetKb: 40,
  },
];

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(join(DIST, file), 'utf8')) as T;
}

export function gzipKb(file: string): number {
  return gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024;
}

export interface InitialJavaScript {
  files: Array<{ file: string; gzipKb: number }>;
  gzipKb: number;
}

/**
 * A page's JavaScript before idle in one language: its code (entry, screen, static imports) and
 * the catalogue chunks of its areas in that language (web/build-tools/icu-catalogue-plugin.ts).
 */
export function initialJavaScriptIn(page: PublicPage, language: string): InitialJavaScript {
  const code = initialJavaScript(page.source, page.entry);
  const manifest = readJson<Manifest>('.vite/manifest.json');
  const catalogues = page.areas.map((area) => {
    const key = Object.keys(manifest).find((id) => id.endsWith(`/messages/${area}/${language}`));
    if (!key) throw new Error(`No ${area}/${language} catalogue chunk in web/dist/.vite/manifest.json`);
    const file = manifest[key]?.file as string;
    return { file, gzipKb: gzipKb(file) };
  });
  const files = [...code.files, ...catalogues];
  return { files, gzipKb: files.reduce((sum, { gzipKb: size }) => sum + size, 0) };
}

export function initialJavaScript(source: string, entryKey = 'index.html'): InitialJavaScript {
  const manifest = readJson<Manifest>('.vite/manifest.json');
  if (!manifest[entryKey]?.isEntry)
    throw new Error(`No entry chunk ${entryKey} in web/dist/.vite/manifest.json`);
  if (!manifest[source]) throw new Error(`${source} is not a chunk of the build`);
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entryKey);
  visit(source);
  const files = [...keys].map((key) => {
    const file = manifest[key]?.file as string;
    return { file, gzipKb: gzipKb(file) };
  });
  return { files, gzipKb: files.reduce((sum, { gzipKb: size }) => sum + size, 0) };
}

/** A package name (`react-dom`, `@firebase/app`) or the app's own source path, for grouping. */
function owner(moduleId: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(moduleId);
  if (match?.[1]) return match[1];
  return moduleId.replace(/^.*?\/web\/src\//, 'src/').replace(/^.*?\/functions\/src\//, 'functions/src/');
}

/**
 * Where a chunk's gzip bytes go, by package: each module's share of the chunk's minified-input
 * bytes applied to the chunk's gzip size (an estimate; gzip works across module boundaries).
 */
export function chunkBreakdown(file: string): Array<{ owner: string; gzipKb: number }> {
  const sizes = readJson<ModuleSizes>('.vite/module-sizes.json');
  const chunk = sizes[file];
  if (!chunk) return [];
  const total = Object.values(chunk.modules).reduce((sum, size) => sum + size, 0) || 1;
  const chunkKb = gzipKb(file);
  const byOwner = new Map<string, number>();
  for (const [id, size] of Object.entries(chunk.modules)) {
    byOwner.set(owner(id), (byOwner.get(owner(id)) ?? 0) + size);
  }
  return [...byOwner.entries()]
    .map(([name, size]) => ({ owner: name, gzipKb: (chunkKb * size) / total }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
}
