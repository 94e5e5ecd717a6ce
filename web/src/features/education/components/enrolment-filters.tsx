import { COURSE_CODES, COURSES } from '@dropwise/domain/education-courses';
import { ENROLMENT_STATUSES, type EnrolmentStatus } from '@dropwise/domain/enrolment';
import { type FormEvent, useState } from 'react';
import { Options, SearchField, SelectField } from '@/components/form';
import { useT } from '@/lib/i18n/use-t';
import type { EnrolmentFilter } from '@/features/education/api/list-enrolments';

interface EnrolmentFiltersProps {
  filter: EnrolmentFilter;
  onFilter: (filter: EnrolmentFilter) => void;
  exporting: boolean;
  onExport: () => void;
}

/** Course and status filters, a name or phone search, and the CSV export of the filter. */
export function EnrolmentFilters({ filter, onFilter, exporting, onExport }: EnrolmentFiltersProps) {
  const t = useT('admin');
  const [search, setSearch] = useState('');
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    onFilter({ ...filter, q: search.trim() || undefined });
  };
  return (
    <div className="edu-filters">
      <SelectField
        id="filter-course"
        label={t('eduCourse')}
        value={filter.course ?? ''}
        onChange={(event) => onFilter({ ...filter, course: event.target.value || undefined })}
      >
        <option value="">{t('eduAllCourses')}</option>
        <Options items={COURSE_CODES} label={(code) => COURSES[code].title} />
      </SelectField>
      <SelectField
        id="filter-status"
        label={t('eduStatus')}
        value={filter.status ?? ''}
        onChange={(event) =>
          onFilter({ ...filter, status: (event.target.value || undefined) as EnrolmentStatus | undefined })
        }
      >
        <option value="">{t('eduAllStatuses')}</option>
        <Options items={ENROLMENT_STATUSES} />
      </SelectField>
      <form className="actions" role="search" onSubmit={onSearch}>
        <SearchField label={t('eduSearch')} maxLength={100} value={search} onSearch={setSearch} />
        <button type="submit">{t('eduSearchButton')}</button>
      </form>
      <button type="button" className="secondary" disabled={exporting} onClick={onExport}>
        {exporting ? t('eduExporting') : t('pagerExport')}
      </button>
    </div>
  );
}
