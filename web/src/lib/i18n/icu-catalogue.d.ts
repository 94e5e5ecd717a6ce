// Catalogues imported with `?icu` arrive compiled by web/build-tools/icu-catalogue-plugin.ts.
declare module '*.json?icu' {
  const messages: Record<
    string,
    string | import('@formatjs/icu-messageformat-parser').MessageFormatElement[]
  >;
  export default messages;
}
