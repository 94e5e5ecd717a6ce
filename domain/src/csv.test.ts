import { describe, expect, it } from 'vitest';
import { CSV_BYTE_ORDER_MARK, csvCell, neutraliseFormula, toCsv, unneutraliseFormula } from './csv.js';

describe('CSV cells', () => {
  it.each(['=SUM(A1:A2)', '+919876543210', '-2+3', '@cmd', '\tindented', '\rreturn'])(
    'neutralises the formula-looking %j with a leading quote',
    (input) => {
      expect(neutraliseFormula(input)).toBe(`'${input}`);
    },
  );

  it.each(['Asha Kumari', 'Pune', 'a=b', 'x+y', ''])('leaves the plain %j as it is', (input) => {
    expect(neutraliseFormula(input)).toBe(input);
  });

  it.each(['=SUM(A1:A2)', '+919876543210', 'Asha Kumari', "'quoted", ''])(
    'reads %j back as typed after neutralising it',
    (input) => {
      expect(unneutraliseFormula(neutraliseFormula(input))).toBe(input);
    },
  );

  it('quotes cells with commas, quotes or line breaks and doubles inner quotes', () => {
    expect(csvCell('Pune, MH')).toBe('"Pune, MH"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=1+1,2')).toBe(`"'=1+1,2"`);
    expect(csvCell('\rtext')).toBe(`"'\rtext"`);
  });

  it('writes empty cells for null and undefined, ISO text for dates', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(csvCell(42)).toBe('42');
  });
});

describe('toCsv', () => {
  it('writes a byte order mark, a header row and CRLF-terminated rows', () => {
    const csv = toCsv(
      [
        { header: 'name', value: (row: { name: string; city: string }) => row.name },
        { header: 'city', value: (row) => row.city },
      ],
      [
        { name: 'Asha', city: 'Pune' },
        { name: '=HYPERLINK("http://evil")', city: 'Delhi, NCR' },
      ],
    );
    expect(csv.startsWith(CSV_BYTE_ORDER_MARK)).toBe(true);
    expect(csv.slice(1)).toBe('name,city\r\nAsha,Pune\r\n"\'=HYPERLINK(""http://evil"")","Delhi, NCR"\r\n');
  });
});
