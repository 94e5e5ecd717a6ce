/**
 * The service folders of functions/src/services in layers, each importing only from the layers
 * below it: the orchestrators (orders/: an order's booking and transitions; account/, admin/) >
 * dispatch/ and safety/ > trip/ and money/ > the rest (order-records/, fares/, limits/, notifications/,
 * education/, ...). The folders of one upper layer do not import each other either, so no two
 * folders depend on each other: what two of them share moves down a layer or into lib/.
 * `rulesRefusing(...patterns)` builds the folder's no-restricted-imports rule with the patterns
 * every server file has.
 */
export const upperServices = [
  ['orders', 'account', 'admin'],
  ['dispatch', 'safety'],
  ['trip', 'money'],
];

export function serviceLayers(rulesRefusing) {
  return [...upperServices.flat(), null].map((folder) => {
    const level = folder ? upperServices.findIndex((layer) => layer.includes(folder)) : upperServices.length;
    const refused = upperServices
      .slice(0, level + 1)
      .flat()
      .filter((name) => name !== folder);
    const importer = folder ? `services/${folder}/` : 'A lower service folder';
    return {
      files: [`functions/src/services/${folder ?? '**'}/**/*.ts`],
      ignores: folder ? [] : upperServices.flat().map((name) => `functions/src/services/${name}/**`),
      rules: rulesRefusing(
        ...refused.map((name) => ({
          regex: `^\\.{1,2}/${name}/`,
          message: `${importer} sits below or beside ${name}/ and does not import it: move what both need down a layer (order-records/, fares/, ...) or into lib/.`,
        })),
      ),
    };
  });
}
