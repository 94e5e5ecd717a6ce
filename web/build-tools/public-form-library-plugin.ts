import type { Plugin } from 'vite';

/** The form library's entry points: react-hook-form and the zod resolver the public form uses. */
const FORM_LIBRARY = /^(?:react-hook-form|@hookform\/resolvers(?:\/.*)?)$/;
const COPY_QUERY = '?public-pages';

/**
 * Rollup tree-shakes a package file once for the whole build: react-hook-form ships as one module,
 * so it keeps every hook any screen uses (the field arrays of the fare editor and the emergency
 * contacts, useWatch), about 2 kB gzip that the public enrolment form never calls but would load
 * first. Imported from the public pages' folders (and from the copy itself, for the resolver's own
 * imports), the library resolves to the same file under another module id: a copy shaken to what
 * those pages use. A signed-in screen never loads it. Build only: the dev server does not shake.
 */
export function publicFormLibraryPlugin(publicFolders: readonly string[]): Plugin {
  const isPublic = (importer: string) =>
    importer.endsWith(COPY_QUERY) || publicFolders.some((folder) => importer.startsWith(folder));
  return {
    name: 'dropwise-public-form-library',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !FORM_LIBRARY.test(source) || !isPublic(importer)) return null;
      const resolved = await this.resolve(source, importer.replace(COPY_QUERY, ''), {
        ...options,
        skipSelf: true,
      });
      if (!resolved || resolved.external) return resolved;
      return { ...resolved, id: `${resolved.id}${COPY_QUERY}` };
    },
  };
}
