/**
 * npm run report:bundle: builds the web app and prints, for each public page, the JavaScript it
 * loads before idle (gzip) and where those bytes go by package, largest first.
 */
import { chunkBreakdown, initialJavaScript, PUBLIC_PAGES } from './initial-javascript.js';

for (const page of PUBLIC_PAGES) {
  const { files, gzipKb } = initialJavaScript(page.source, page.entry);
  console.log(`\n${page.route}: ${gzipKb.toFixed(1)} kB gzip before idle, in ${files.length} files`);
  for (const { file, gzipKb: size } of files.sort((a, b) => b.gzipKb - a.gzipKb)) {
    console.log(`  ${size.toFixed(1).padStart(5)} kB  ${file}`);
    for (const part of chunkBreakdown(file).filter((entry) => entry.gzipKb >= 0.3)) {
      console.log(`           ${part.gzipKb.toFixed(1).padStart(5)} kB  ${part.owner}`);
    }
  }
}
