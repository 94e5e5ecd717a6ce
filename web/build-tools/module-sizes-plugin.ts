import type { Plugin } from 'vite';

/** One chunk of the build: its file and the minified bytes each source module contributes. */
export interface ChunkModules {
  file: string;
  modules: Record<string, number>;
}

/**
 * Writes `.vite/module-sizes.json` beside Vite's manifest: for every JavaScript chunk, how many
 * minified bytes each module (a source file or a package file) puts into it. The manifest says
 * which chunks a route loads; this says what is inside them, so `npm run report:bundle` can show
 * where a page's bytes go without a visualiser dependency.
 */
export function moduleSizesPlugin(): Plugin {
  return {
    name: 'dropwise-module-sizes',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, ChunkModules> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) {
          if (info.renderedLength > 0)
            modules[id.replace(/^.*\/node_modules\//, 'node_modules/')] = info.renderedLength;
        }
        chunks[output.fileName] = { file: output.fileName, modules };
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/module-sizes.json',
        source: JSON.stringify(chunks),
      });
    },
  };
}
