import type { CursorPages } from './use-cursor-pages';

/** A list that has read its only page, `rows`, for a component test that mocks the paging hook. */
export function onePageForTests<Row>(rows: Row[]): CursorPages<Row> {
  const nothing = () => undefined;
  return {
    status: 'ready',
    rows,
    error: null,
    pageNumber: 0,
    hasPrevious: false,
    hasNext: false,
    next: nothing,
    previous: nothing,
    reload: nothing,
    updateRows: nothing,
  };
}
