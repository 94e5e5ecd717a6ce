import { SearchField } from '../../../components/form';

/** A search box for riders; the riders query matches the start of a name, and the hint says so. */
export function RiderSearch(props: { label: string; value: string; onSearch: (search: string) => void }) {
  return <SearchField placeholder="Start of the rider's name" {...props} />;
}
