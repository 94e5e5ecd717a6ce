import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-cycles.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
  const tsconfig = { compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', strict: true } };
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dir, name), code);
  return dir;
}

const names = (dir: string, cycles: string[][]) =>
  cycles.map((cycle) => cycle.map((file) => path.relative(dir, file)));

describe('import cycles check', () => {
  it('finds a circle through a type-only import, and only that one', () => {
    const dir = project({
      'a.ts': "import { b } from './b.js';\nexport const a = b;\n",
      'b.ts': "import type { C } from './c.js';\nexport const b: C = 1;\n",
      'c.ts': "import { a } from './a.js';\nexport type C = number;\nexport const c = a;\n",
      'd.ts': "import { a } from './a.js';\nexport const d = a;\n",
    });
    expect(names(dir, importCycles(importGraph(path.join(dir, 'tsconfig.json'), dir)))).toEqual([
      ['a.ts', 'b.ts', 'c.ts'],
    ]);
  });

  it('finds none in a tree, nor in functions/src', () => {
    const dir = project({
      'a.ts': "import { b } from './b.js';\nimport { c } from './c.js';\nexport const a = [b, c];\n",
      'b.ts': "import { c } from './c.js';\nexport const b = c;\n",
      'c.ts': 'export const c = 1;\n',
    });
    const graph = importGraph(path.join(dir, 'tsconfig.json'), dir);
    expect(graph.get(path.join(dir, 'a.ts'))).toHaveLength(2);
    expect(importCycles(graph)).toEqual([]);
    const functions = importGraph(
      path.join(repoRoot, 'functions/tsconfig.json'),
      path.join(repoRoot, 'functions/src'),
    );
    expect([...functions.values()].some((targets) => targets.length > 0)).toBe(true);
    expect(importCycles(functions)).toEqual([]);
  });
});
