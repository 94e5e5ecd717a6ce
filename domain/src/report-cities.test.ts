import { describe, expect, it } from 'vitest';
import { reportCityOf } from './report-cities.js';

describe('report cities', () => {
  it('puts a pickup in the nearest demo city within 60 km, else other', () => {
    expect(reportCityOf({ lat: 18.53, lng: 73.87 })).toBe('pune');
    expect(reportCityOf({ lat: 27.17, lng: 78.04 })).toBe('agra');
    expect(reportCityOf({ lat: 19.076, lng: 72.8777 })).toBe('other');
    expect(reportCityOf(null)).toBe('other');
  });
});
