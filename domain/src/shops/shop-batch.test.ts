import { describe, expect, it } from 'vitest';
import { toCsv } from '../csv.js';
import { collectAtDropOff, splitCollection } from './shop-booking.js';
import { BATCH_COLUMNS, readBatch } from './shop-batch.js';
import { parseCsv } from './csv-parse.js';

const row = {
  reference: 'INV-1',
  receiverName: 'Asha Patil',
  receiverPhone: '+919822000111',
  dropOffAddress: 'Shaniwar Wada',
  dropOffLat: '18.5195',
  dropOffLng: '73.8553',
  sizeBand: 'small',
  codPaise: '45000',
  feePaidBy: 'receiver',
  note: 'Gate 2, "B" wing',
};
const file = (rows: Array<Record<string, string>>) =>
  toCsv(
    BATCH_COLUMNS.map((column) => ({ header: column, value: (one: Record<string, string>) => one[column] })),
    rows,
  );

describe('reading a CSV', () => {
  it('keeps quoted commas, doubled quotes and line breaks in a cell, and the line each record starts on', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi""\nthere"\r\n\r\nlast,row')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'say "hi"\nthere'] },
      { line: 5, cells: ['last', 'row'] },
    ]);
    expect(parseCsv('"open')).toBeNull();
  });
});

describe('a shop upload', () => {
  it('reads a file written by the CSV helper back as typed, the phone without its apostrophe', () => {
    const read = readBatch(file([row]));
    expect(read).toEqual({
      rows: [
        {
          line: 2,
          reference: 'INV-1',
          receiver: { name: 'Asha Patil', phone: '+919822000111' },
          dropOff: { address: 'Shaniwar Wada', coordinates: { lat: 18.5195, lng: 73.8553 } },
          sizeBand: 'small',
          codPaise: 45000,
          feePaidBy: 'receiver',
          note: 'Gate 2, "B" wing',
        },
      ],
    });
  });

  it('names every bad line and column, and a repeated reference', () => {
    const read = readBatch(
      file([
        row,
        { ...row, reference: 'INV-2', codPaise: '5000001' },
        { ...row, sizeBand: 'huge', dropOffLat: '' },
      ]),
    );
    expect(read).toEqual({
      problems: [
        { line: 3, fields: { codPaise: 'The cash to collect can be at most ₹50,000.' } },
        { line: 4, fields: { sizeBand: 'Choose a parcel size.' } },
      ],
    });
    expect(
      readBatch(file([row, { ...row, reference: 'INV-2', dropOffLat: '18,52', dropOffLng: 'east' }])),
    ).toEqual({
      problems: [
        {
          line: 3,
          fields: {
            dropOffLat: 'Give the latitude as a number, or leave it empty.',
            dropOffLng: 'Give the longitude as a number, or leave it empty.',
          },
        },
      ],
    });
    expect(readBatch(file([row, row]))).toEqual({
      problems: [{ line: 3, fields: { reference: 'This reference is already on an earlier line.' } }],
    });
  });
});

describe('money at the drop-off', () => {
  it('collects the goods, and the fee only when the receiver pays it', () => {
    expect(collectAtDropOff({ codPaise: 45_000, feePaidBy: 'receiver' }, 4_000)).toBe(49_000);
    expect(collectAtDropOff({ codPaise: 45_000, feePaidBy: 'shop' }, 4_000)).toBe(45_000);
  });

  it('splits what was collected goods first, always adding up to it', () => {
    expect(splitCollection(49_000, 45_000)).toEqual({ goodsPaise: 45_000, receiverFeePaise: 4_000 });
    expect(splitCollection(44_000, 45_000)).toEqual({ goodsPaise: 44_000, receiverFeePaise: 0 });
    expect(splitCollection(50_000, 45_000)).toEqual({ goodsPaise: 45_000, receiverFeePaise: 5_000 });
  });
});
