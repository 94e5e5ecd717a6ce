import { describe, expect, it } from 'vitest';
import { mapsLink } from './maps-link';

const point = { lat: 18.5204303, lng: 73.8567437 };

describe('the Open in maps link', () => {
  it('gives Android a geo: link with the coordinates and the label', () => {
    expect(mapsLink(point, 'FC Road', 'Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(
      'geo:18.520430,73.856744?q=18.520430,73.856744(FC%20Road)',
    );
  });

  it('gives an iPhone Apple Maps directions', () => {
    expect(mapsLink(point, 'FC Road', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(
      'https://maps.apple.com/?daddr=18.520430,73.856744&q=FC%20Road',
    );
  });

  it('gives any other browser Google Maps directions', () => {
    expect(mapsLink(point, 'FC Road', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=18.520430,73.856744',
    );
  });
});
