import { describe, expect, it } from 'vitest';
import { parseStops, stopKind, stopNames } from './pmpml-stop-names';
import { mergeDirections, stopsToKeep } from './trim-pmpml-stops';

const stops = (...rows: string[]) => parseStops(['stop_id,stop_name,stop_lat,stop_lon', ...rows].join('\n'));

describe("reading PMPML's stops.txt", () => {
  it('reads each row by the header, quoted names and names with a stray comma included', () => {
    expect(
      stops(
        '171,Kothrud Depot,18.507999,73.795197',
        '9,"Nagar Road, Wagholi",18.58,73.98',
        '10,Nagar Road, Kharadi,18.55,73.94',
        '',
      ),
    ).toEqual([
      { id: '171', name: 'Kothrud Depot', lat: 18.507999, lng: 73.795197 },
      { id: '9', name: 'Nagar Road, Wagholi', lat: 18.58, lng: 73.98 },
      { id: '10', name: 'Nagar Road, Kharadi', lat: 18.55, lng: 73.94 },
    ]);
  });
});

describe('a stop name', () => {
  it('keeps the first of "A / B" as the name and the rest as other names', () => {
    expect(stopNames('Punawale Pul / Punawala Phata / Punawale Corner')).toEqual({
      name: 'Punawale Pul',
      alt: ['Punawala Phata', 'Punawale Corner'],
    });
    expect(stopNames('509 Visharantwadi Road / 509')).toEqual({ name: '509 Visharantwadi Road', alt: [] });
  });

  it("undoes the export's slips, keeps the source's spelling and adds the usual one", () => {
    expect(stopNames(': Ashok Nagar Rangehills')?.name).toBe('Ashok Nagar Rangehills');
    expect(stopNames('P &Amp; T Colony')?.name).toBe('P & T Colony');
    expect(stopNames('Pune Station St. Helena&#39;S Stand')?.name).toBe("Pune Station St. Helena's Stand");
    expect(stopNames('Benkarvasti  Dhayari')?.name).toBe('Benkarvasti Dhayari');
    expect(stopNames('Ingwale Chowk Cornar')).toEqual({
      name: 'Ingwale Chowk Cornar',
      alt: ['Ingwale Chowk Corner'],
    });
  });

  it('names nothing when it is only a number', () => {
    expect(stopNames('40')).toBeNull();
    expect(stopNames(' : ')).toBeNull();
  });

  it('is a bus stand only when it says stand, depot or terminal, and not a garbage or fuel depot', () => {
    expect(stopKind('Swargate Natraj Stand').kind).toBe('bus_stand');
    expect(stopKind('Nasarapur St Stand').kind).toBe('bus_stand');
    expect(stopKind('Marketyard Depot').kind).toBe('bus_stand');
    expect(stopKind('Kachara Depot Kothrud')).toEqual({ type: 'bus_stop', kind: 'other' });
    expect(stopKind('Fuel Depot').kind).toBe('other');
    expect(stopKind('Deccan Corner')).toEqual({ type: 'bus_stop', kind: 'other' });
  });
});

describe('one row per stop', () => {
  it('merges the two directions of a stop at their midpoint, under the lowest stop_id', () => {
    const rows = mergeDirections(
      stops(
        '4533,Deccan Corner,18.5131,73.840401',
        '121,Deccan Corner,18.5132284698104,73.8409556524129',
        '55,Apple Hospital Vishal Nagar / Apple Hospital,18.588543296717,73.7802105160895',
        '16,Apple Hospital Vishal Nagar,18.588699,73.780502',
      ),
    );
    expect(rows).toEqual([
      expect.objectContaining({
        id: 'pmpml-16',
        name: 'Apple Hospital Vishal Nagar',
        alt: ['Apple Hospital'],
        kind: 'other',
      }),
      expect.objectContaining({
        id: 'pmpml-121',
        name: 'Deccan Corner',
        lat: 18.51316,
        lng: 73.84068,
        alt: [],
      }),
    ]);
  });

  it('keeps stops of one name apart when they are further apart than a crossing', () => {
    const rows = mergeDirections(
      stops('1,Ganesh Nagar,18.4505,73.810997', '2,Ganesh Nagar,18.4605,73.810997'),
    );
    expect(rows.map((row) => row.id)).toEqual(['pmpml-1', 'pmpml-2']);
  });

  it("keeps Pune's stops no other input names at the same spot", () => {
    const rows = mergeDirections(
      stops(
        '1,Deccan Corner,18.5131,73.8404',
        '2,Swargate,18.49954,73.858118',
        '3,Saswad,18.3452,74.0315',
        '4,Patas,18.43186,74.45855',
      ),
    );
    const known = [{ names: ['swargate'], lat: 18.4998, lng: 73.8585, stand: false }];
    expect(stopsToKeep(rows, known).map((row) => row.name)).toEqual(['Deccan Corner', 'Saswad']);
  });

  it("leaves out a stand another input's stand already stands for, whatever its name", () => {
    const rows = mergeDirections(
      stops(
        '444,Swargate Depot,18.500299,73.861298',
        '4356,St Stand Saswad,18.350071667125,74.0286462655394',
      ),
    );
    const known = [{ names: ['swargate pmpml depot'], lat: 18.5006, lng: 73.8615, stand: true }];
    expect(stopsToKeep(rows, known).map((row) => row.name)).toEqual(['St Stand Saswad']);
    expect(stopsToKeep(rows, [{ ...known[0]!, stand: false }])).toHaveLength(2);
  });
});
