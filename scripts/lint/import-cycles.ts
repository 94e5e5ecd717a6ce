import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Fails on any import circle in domain/src, functions/src and web/src. Each file's specifiers come
 * from ts.preProcessFile and are resolved with its area's tsconfig; circles are the strongly
 * connected components of the graph (Tarjan). Type-only imports count: a circle of types still
 * ties the modules so that neither can be read or moved without the other.
 */
export type ImportGraph = Map<string, string[]>;

/** Every circle as the files in it (each component of more than one file, or a file importing itself). */
export function importCycles(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

/** The import graph of the files a tsconfig includes, limited to files under `root`. */
export function importGraph(tsconfigPath: string, root: string): ImportGraph {
  const config = ts.getParsedCommandLineOfConfigFile(
    tsconfigPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`Cannot read ${tsconfigPath}`);
  const inRoot = (file: string) => file.startsWith(root + path.sep) && !file.endsWith('.d.ts');
  const graph: ImportGraph = new Map();
  for (const file of config.fileNames.map((name) => path.resolve(name)).filter(inRoot)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, config.options, ts.sys).resolvedModule)
      .map((resolved) => (resolved ? path.resolve(resolved.resolvedFileName) : null))
      .filter((target): target is string => target !== null && inRoot(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

const areas = [
  ['domain/tsconfig.json', 'domain/src'],
  ['domain/tsconfig.test.json', 'domain/src'],
  ['functions/tsconfig.json', 'functions/src'],
  ['web/tsconfig.json', 'web/src'],
];

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const repoRoot = path.resolve(import.meta.dirname, '../..');
  // domain/src is read twice (with and without its tests): each circle is told once.
  const found = [
    ...new Map(
      areas
        .flatMap(([tsconfig, root]) =>
          importCycles(importGraph(path.join(repoRoot, tsconfig!), path.join(repoRoot, root!))),
        )
        .map((cycle) => [cycle.join('\n'), cycle] as const),
    ).values(),
  ];
  for (const cycle of found) {
    console.error(`Import circle: ${cycle.map((file) => path.relative(repoRoot, file)).join(' <-> ')}`);
  }
  if (found.length > 0) {
    console.error('Move what the files share into a module of its own that imports none of them.');
    process.exit(1);
  }
}
