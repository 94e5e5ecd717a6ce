import { describe, expect, it } from 'vitest';
import { batchTemplate, checkFile, linesWithProblems } from './batch-file';

const HEADER =
  'reference,receiverName,receiverPhone,dropOffAddress,dropOffLat,dropOffLng,sizeBand,codPaise,feePaidBy,note';
const row = (reference: string) =>
  `${reference},Asha,+919876543210,"Viman Nagar, Pune",,,small,45000,receiver,`;

describe('the batch file', () => {
  it('offers a template that is exactly the header line the upload reads', () => {
    expect(batchTemplate().replace(/^\uFEFF/, '')).toBe(`${HEADER}\r\n`);
  });

  it('counts the deliveries under the header, and refuses more than 200 or none before sending', () => {
    expect(checkFile([HEADER, row('A1'), row('A2')].join('\n'))).toEqual({ state: 'ok', rows: 2 });
    expect(checkFile(`${HEADER}\n`)).toEqual({ state: 'empty' });
    expect(checkFile(`${HEADER}\nA1,"open quote`)).toEqual({ state: 'unreadable' });
    const many = [HEADER, ...Array.from({ length: 201 }, (_, index) => row(`R${index}`))].join('\r\n');
    expect(checkFile(many)).toEqual({ state: 'tooMany', rows: 201 });
  });

  it('shows the file back line by line, each with the problems the server named for its line', () => {
    const text = [HEADER, row('A1'), row('A2'), row('A3')].join('\r\n');
    const lines = linesWithProblems(text, [{ line: 3, fields: { codPaise: 'Too much.' } }]);
    expect(lines.map((line) => [line.line, line.cells[0], line.problems])).toEqual([
      [2, 'A1', {}],
      [3, 'A2', { codPaise: 'Too much.' }],
      [4, 'A3', {}],
    ]);
    expect(lines[1]!.cells[3]).toBe('Viman Nagar, Pune');
  });

  it('keeps a problem with the header itself, which has no row of its own', () => {
    const lines = linesWithProblems(`wrong,header\n${row('A1')}`, [
      { line: 1, fields: { file: 'The first line must be: …' } },
    ]);
    expect(lines[0]).toEqual({ line: 1, cells: [], problems: { file: 'The first line must be: …' } });
  });
});
