import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EnrolmentRecord } from '@dropwise/domain/enrolment';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { EnrolmentTable } from './enrolment-table';

const record: EnrolmentRecord = {
  _id: 'e1',
  course: 'BCA',
  name: 'Asha Kumari',
  email: 'asha@example.com',
  number: '09876543210',
  phone: '+919876543210',
  city: 'Pune',
  status: 'new',
  createdAt: '2026-11-20T10:30:00.000Z',
};

beforeAll(() => ensureCatalogue('admin', 'en'));
afterEach(cleanup);

describe('EnrolmentTable', () => {
  it('labels every cell with its column, so a row read as a card on a phone still says what each value is', () => {
    render(<EnrolmentTable records={[record]} onStatusChange={() => {}} busyIds={new Set()} />);
    const [, row] = screen.getAllByRole('row');
    const labels = within(row!)
      .getAllByRole('cell')
      .map((cell) => cell.getAttribute('data-label'));
    const heads = screen.getAllByRole('columnheader').map((head) => head.textContent);
    expect(labels).toEqual(heads);
    expect(labels).toHaveLength(7);
    expect(labels).not.toContain(null);
    expect(screen.getByRole('table').className).toBe('stack-table');
  });
});
