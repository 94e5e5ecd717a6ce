import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RollupOutput } from 'rollup';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicFormLibraryPlugin } from './public-form-library-plugin';

const repoRoot = new URL('../..', import.meta.url).pathname;

/** A small app: a public form that calls useForm, a signed-in one that also uses field arrays. */
const files: Record<string, string> = {
  'main.js': `globalThis.pages = [() => import('./public/form.js'), () => import('./app/fares.js')];`,
  'public/form.js': `import { useForm } from 'react-hook-form';\nexport const form = useForm;`,
  'app/fares.js': `import { useFieldArray, useForm } from 'react-hook-form';\nexport const fares = [useForm, useFieldArray];`,
};

describe('the public pages get a form library of their own', () => {
  let root: string;
  let chunks: RollupOutput['output'];
  beforeAll(async () => {
    // Inside the repository, so that the fixture finds react-hook-form in node_modules.
    await mkdir(join(repoRoot, '.cache'), { recursive: true });
    root = await mkdtemp(join(repoRoot, '.cache', 'public-form-library-'));
    for (const [file, text] of Object.entries(files)) {
      await mkdir(join(root, file, '..'), { recursive: true });
      await writeFile(join(root, file), text);
    }
    const output = (await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [publicFormLibraryPlugin([join(root, 'public/')])],
      build: {
        write: false,
        minify: false,
        modulePreload: false,
        rollupOptions: { input: join(root, 'main.js'), external: ['react'] },
      },
    })) as RollupOutput;
    chunks = output.output;
  }, 60_000);
  afterAll(() => rm(root, { recursive: true, force: true }));

  /** The code of the chunk that holds the given module, found by how its id ends. */
  function chunkWith(idEnd: string): string {
    const chunk = chunks.find(
      (output) => output.type === 'chunk' && Object.keys(output.modules).some((id) => id.endsWith(idEnd)),
    );
    if (chunk?.type !== 'chunk') throw new Error(`no chunk holds ${idEnd}`);
    return chunk.code;
  }

  it("the public form's copy has useForm and not the field arrays it never calls", () => {
    const publicCopy = chunkWith('react-hook-form/dist/index.esm.mjs?public-pages');
    expect(publicCopy).toContain('function useForm(');
    expect(publicCopy).not.toContain('function useFieldArray(');
  });

  it('the signed-in screens keep the library as it is, field arrays included', () => {
    const appCopy = chunkWith('react-hook-form/dist/index.esm.mjs');
    expect(appCopy).toContain('function useFieldArray(');
    expect(chunkWith('app/fares.js')).not.toContain('public-pages');
  });
});
