import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const SUFFIX = '.json?icu';
const PREFIX = '\0dropwise-icu:';

/** One catalogue entry as the app receives it: a plain string, or a parsed ICU message. */
export type CompiledMessage = string | MessageFormatElement[];

/** The module id of a catalogue file: a virtual id (no .json ending) keeps Vite's own JSON plugin away. */
export function catalogueModuleId(jsonFile: string): string {
  return `${PREFIX}${jsonFile.slice(0, -'.json'.length)}`;
}

/**
 * The JSON file a module id of this plugin's stands for (`.../messages/<area>/<lang>.json`), or
 * undefined for any other module: what the build's chunks name as their facade module.
 */
export function catalogueSourceOf(id: string | null | undefined): string | undefined {
  return id?.startsWith(PREFIX) ? `${id.slice(PREFIX.length)}.json` : undefined;
}

/**
 * Parses a catalogue's ICU messages. A message without arguments stays a string (the app returns
 * it as it is); any other becomes the parser's AST, so the browser never ships the ICU parser. A
 * message that does not parse stops the build and names its key.
 */
export function compileCatalogue(
  source: Record<string, unknown>,
  file: string,
): Record<string, CompiledMessage> {
  const compiled: Record<string, CompiledMessage> = {};
  for (const [key, message] of Object.entries(source)) {
    if (typeof message !== 'string') throw new Error(`${file}: "${key}" is not a string.`);
    let ast: MessageFormatElement[];
    try {
      ast = parse(message);
    } catch (error) {
      throw new Error(`${file}: "${key}" is not a valid ICU message: ${(error as Error).message}`);
    }
    const [only] = ast;
    compiled[key] =
      ast.length === 0 ? '' : ast.length === 1 && only?.type === TYPE.literal ? only.value : ast;
  }
  return compiled;
}

/**
 * `import messages from './en.json?icu'`: the catalogue with its messages compiled at build time
 * (see compileCatalogue). Applies in the dev server, the builds and the web test suite alike.
 */
export function icuCataloguePlugin(): Plugin {
  return {
    name: 'dropwise-icu-catalogue',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null;
      const file = source.slice(0, -'?icu'.length);
      const path = isAbsolute(file)
        ? file
        : resolve(importer ? resolve(importer, '..') : process.cwd(), file);
      return catalogueModuleId(path);
    },
    load(id) {
      const file = catalogueSourceOf(id);
      if (!file) return null;
      this.addWatchFile(file);
      const compiled = compileCatalogue(
        JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>,
        file,
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
