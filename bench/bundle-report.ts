/**
 * npm run report:bundle: builds the web app and prints, for each public page, the JavaScript it
 * loads before idle (gzip) in each language and where those bytes go by package, largest first.
 */
import { languages } from '../domain/src/languages.js';
import { chunkBreakdown, initialJavaScriptIn, PUBLIC_PAGES } from './initial-javascript.js';

for (const page of PUBLIC_PAGES) {
  const perLanguage = languages.map(
    (language) => `${language} ${initialJavaScriptIn(page, language).gzipKb.toFixed(1)} kB`,
  );
  const { files, gzipKb } = initialJavaScriptIn(page, 'en');
  console.log(`\n${page.route}: ${perLanguage.join(', ')} gzip before idle (budget ${page.budgetKb} kB)`);
  console.log(`  in English, ${gzipKb.toFixed(1)} kB in ${files.length} files:`);
  for (const { file, gzipKb: size } of files.sort((a, b) => b.gzipKb - a.gzipKb)) {
    console.log(`  ${size.toFixed(1).padStart(5)} kB  ${file}`);
    for (const part of chunkBreakdown(file).filter((entry) => entry.gzipKb >= 0.3)) {
      console.log(`           ${part.gzipKb.toFixed(1).padStart(5)} kB  ${part.owner}`);
    }
  }
}
