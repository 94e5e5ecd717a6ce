import { PAPERS_FOR_TESTS } from '@dropwise/domain/safety/papers-for-tests';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { readPageIn } from '@/testing/page-language';
import { toPapers } from '@/features/rider/api/use-own-papers';
import { PapersNoticeView } from './papers-notice';

beforeAll(() => Promise.all([ensureCatalogue('safety', 'en'), ensureCatalogue('common', 'en')]));
afterEach(cleanup);

const papers = PAPERS_FOR_TESTS;

describe('PapersNoticeView', () => {
  it('lists the papers ending within 30 days, each with its last day', () => {
    render(<PapersNoticeView papers={papers} today="2026-12-20" />);
    const notice = screen.getByRole('region', { name: 'Papers to renew soon' });
    expect([...notice.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'PUC certificate: valid until 15 Jan 2027',
    ]);
    expect(notice.textContent).toContain('give the new papers to your Dropwise admin');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says nothing while every paper is good for more than 30 days', () => {
    const { container } = render(<PapersNoticeView papers={papers} today="2026-11-01" />);
    expect(container.textContent).toBe('');
  });

  it('says duty is refused while a paper is missing or expired', () => {
    render(<PapersNoticeView papers={{ ...papers, vehicleColour: undefined }} today="2027-01-16" />);
    expect(screen.getByRole('status').textContent).toBe(
      'You cannot go on duty until your papers are in order. Missing: Vehicle registration (RC). ' +
        'Expired: PUC certificate. Renew the expired ones and give the new papers to your Dropwise admin to update.',
    );
  });

  it('does not say it again while the duty switch shows its refusal', () => {
    const { container } = render(
      <PapersNoticeView papers={{ ...papers, vehicleColour: undefined }} today="2026-11-01" switchSaysWhy />,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.textContent).toBe('');
  });
});

describe('PapersNoticeView in Marathi', () => {
  readPageIn('mr', ['safety']);

  it('gives the paper and its day in Marathi', () => {
    render(<PapersNoticeView papers={papers} today="2026-12-20" />);
    screen.getByRole('region', { name: 'लवकरच नूतनीकरण करायची कागदपत्रे' });
    expect(screen.getByRole('listitem').textContent).toMatch(/^PUC प्रमाणपत्र: १५ जाने?\S* २०२७ पर्यंत वैध$/);
  });
});

describe('toPapers', () => {
  it('keeps the stored papers’ text and drops odd values', () => {
    expect(toPapers({ ...papers, pucExpiry: 20270115, policeVerification: { reference: 'X' } })).toEqual({
      ...papers,
      pucExpiry: undefined,
      policeVerification: undefined,
    });
    expect(toPapers(null)).toBeNull();
  });
});
