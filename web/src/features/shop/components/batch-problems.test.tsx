import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadFieldMessages } from '@/lib/i18n/field-message';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { readPageIn } from '@/testing/page-language';
import { linesWithProblems } from '@/features/shop/lib/batch-file';
import { BatchProblems } from './batch-problems';

const HEADER =
  'reference,receiverName,receiverPhone,dropOffAddress,dropOffLat,dropOffLng,sizeBand,codPaise,feePaidBy,note';
const FILE = [
  HEADER,
  'A1,Asha,+919876543210,Viman Nagar,,,small,45000,receiver,',
  'A2,Ravi,+919876543211,Kothrud,,,huge,9000000,shop,',
].join('\n');
const REFUSED = [
  {
    line: 3,
    fields: { sizeBand: 'Choose a parcel size.', codPaise: 'The cash to collect can be at most ₹50,000.' },
  },
];

beforeAll(() => Promise.all([ensureCatalogue('shop', 'en'), loadFieldMessages('en')]));
afterEach(cleanup);

describe('BatchProblems', () => {
  it('says how many lines need fixing, shows the bad line first with each problem by its column', () => {
    render(<BatchProblems lines={linesWithProblems(FILE, REFUSED)} />);
    screen.getByText(
      '1 line of 2 needs fixing. Nothing was booked: fix them in the file and upload it again.',
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-line'))).toEqual(['3', '2']);
    within(rows[0]!).getByText('The cash to collect can be at most ₹50,000.');
    within(rows[0]!).getByText('huge');
    within(rows[1]!).getByText('Fine');
  });
});

describe('BatchProblems in Hindi', () => {
  readPageIn('hi', ['shop'], { fieldMessages: true });
  it('says the server’s problems in the reader’s language', () => {
    render(<BatchProblems lines={linesWithProblems(FILE, REFUSED)} />);
    screen.getByText('वसूलनी रकम ज़्यादा से ज़्यादा ₹50,000 हो सकती है।');
    screen.getByText('ठीक है');
  });
});
