// A test that expects what a Testing Library getBy (or awaited findBy) query found to be truthy,
// defined or not null asserts nothing: the query throws first when the element is missing, so the
// expect can only pass. Check what the element shows or says, or let the query alone be the check.
const found = (path, query) => `[${path}.callee.name=${query}], [${path}.callee.property.name=${query}]`;
const queried = (path) =>
  `:matches(${found(path, '/^get(All)?By[A-Z]/')}, ${found(`${path}.argument`, '/^find(All)?By[A-Z]/')})`;
const alwaysTrueExpect = (matcher, expectPath) =>
  `CallExpression[callee.property.name='${matcher}'][${expectPath}.callee.name='expect']${queried(`${expectPath}.arguments.0`)}`;
export const alwaysTrueQueryExpects = [
  ...['toBeTruthy', 'toBeDefined'].map((matcher) => alwaysTrueExpect(matcher, 'callee.object')),
  ...['toBeNull', 'toBeUndefined', 'toBeFalsy'].map(
    (matcher) => `${alwaysTrueExpect(matcher, 'callee.object.object')}[callee.object.property.name='not']`,
  ),
].map((selector) => ({
  selector,
  message:
    'A getBy query throws when nothing matches, so this expect always passes: check what the element shows (its text, an attribute, its name), or call the query alone.',
}));
