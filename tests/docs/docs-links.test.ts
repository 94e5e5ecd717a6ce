import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { githubSlug, headingSlugs, namedScripts, relativeLinks, type ScriptUse } from './markdown.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const docsDir = join(root, 'docs');
const pages = [
  'README.md',
  ...readdirSync(docsDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const read = (path: string) => readFileSync(join(root, path), 'utf8');

function scriptsOf(workspace: string | undefined): Record<string, string> {
  const manifest = JSON.parse(read(workspace ? `${workspace}/package.json` : 'package.json')) as {
    scripts?: Record<string, string>;
  };
  return manifest.scripts ?? {};
}

describe('markdown helpers', () => {
  it('slugs headings as GitHub does', () => {
    expect(githubSlug('Client identity (`DROPWISE_TRUST_PROXY_HOPS`)')).toBe(
      'client-identity-dropwise_trust_proxy_hops',
    );
    expect(githubSlug('Places, maps and distance fares')).toBe('places-maps-and-distance-fares');
    expect(headingSlugs('# A\n\n```md\n# not a heading\n```\n## B c\n')).toEqual(new Set(['a', 'b-c']));
  });

  it('finds relative links and leaves web addresses and code alone', () => {
    const text = '[a](docs/api.md#error-shape) [b](https://example.com) `[c](nope.md)` [d](#here)\n';
    expect(relativeLinks(text)).toEqual([
      { target: 'docs/api.md', anchor: 'error-shape' },
      { target: '', anchor: 'here' },
    ]);
  });

  it('finds npm run commands with their workspace and placeholders', () => {
    const text = '`npm run build -w web` then `npm run test:<suite> -- x` and `npm run seed --silent`';
    expect(namedScripts(text)).toEqual<ScriptUse[]>([
      { script: 'build', workspace: 'web', prefixOnly: false },
      { script: 'test:', workspace: undefined, prefixOnly: true },
      { script: 'seed', workspace: undefined, prefixOnly: false },
    ]);
  });
});

describe.each(pages)('%s', (page) => {
  const text = read(page);

  it('links only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const { target, anchor } of relativeLinks(text)) {
      const file = target ? resolve(dirname(join(root, page)), target) : join(root, page);
      const name = relative(root, file);
      if (!existsSync(file)) {
        broken.push(`${target}: no such file`);
      } else if (anchor && statSync(file).isFile() && file.endsWith('.md')) {
        if (!headingSlugs(readFileSync(file, 'utf8')).has(anchor))
          broken.push(`${name}#${anchor}: no such heading`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('names only npm scripts that package.json defines', () => {
    const missing = namedScripts(text)
      .filter(({ script, workspace, prefixOnly }) => {
        const defined = Object.keys(scriptsOf(workspace));
        return prefixOnly ? !defined.some((name) => name.startsWith(script)) : !defined.includes(script);
      })
      .map(({ script, workspace }) => (workspace ? `${script} (-w ${workspace})` : script));
    expect(missing).toEqual([]);
  });
});

describe('docs/', () => {
  it('has every page linked from the README', () => {
    const linked = new Set(relativeLinks(read('README.md')).map(({ target }) => target));
    const unlinked = pages.filter((page) => page !== 'README.md' && !linked.has(page));
    expect(unlinked).toEqual([]);
  });
});
