import { COURSE_CODES, COURSES } from '@domain/education-courses';
import { ENROLMENT_STATUSES, type EnrolmentStatus } from '@domain/enrolment';
import { type FormEvent, useState } from 'react';
import { Options, SearchField, SelectField } from '../../../components/form';
import type { EnrolmentFilter } from '../api/list-enrolments';

interface EnrolmentFiltersProps {
  filter: EnrolmentFilter;
  onFilter: (filter: EnrolmentFilter) => void;
  exporting: boolean;
  onExport: () => void;
}

/** Course and status filters, a name or phone search, and the CSV export of the filter. */
export function EnrolmentFilters({ filter, onFilter, exporting, onExport }: EnrolmentFiltersProps) {
  const [search, setSearch] = useState('');
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    onFilter({ ...filter, q: search.trim() || undefined });
  };
  return (
    <div className="edu-filters">
      <SelectField
        id="filter-course"
        label="Course"
        value={filter.course ?? ''}
        onChange={(event) => onFilter({ ...filter, course: event.target.value || undefined })}
      >
        <option value="">All courses</option>
        <Options items={COURSE_CODES} label={(code) => COURSES[code].title} />
      </SelectField>
      <SelectField
        id="filter-status"
        label="Status"
        value={filter.status ?? ''}
        onChange={(event) =>
          onFilter({ ...filter, status: (event.target.value || undefined) as EnrolmentStatus | undefined })
        }
      >
        <option value="">All statuses</option>
        <Options items={ENROLMENT_STATUSES} />
      </SelectField>
      <form className="actions" role="search" onSubmit={onSearch}>
        <SearchField label="Search name or phone" maxLength={100} value={search} onSearch={setSearch} />
        <button type="submit">Search</button>
      </form>
      <button type="button" className="secondary" disabled={exporting} onClick={onExport}>
        {exporting ? 'Exporting…' : 'Export CSV'}
      </button>
    </div>
  );
}
