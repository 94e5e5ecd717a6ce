import { SearchField } from '@/components/form';
import { useT } from '@/lib/i18n/use-t';

/** A search box for riders; the riders query matches the start of a name, and the hint says so. */
export function RiderSearch(props: { label: string; value: string; onSearch: (search: string) => void }) {
  const t = useT('admin');
  return <SearchField placeholder={t('riderSearchHint')} {...props} />;
}
