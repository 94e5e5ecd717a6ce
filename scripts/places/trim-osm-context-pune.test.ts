import { describe, expect, it } from 'vitest';
import { college, station } from './trim-osm-context-pune';

describe('what an exported station or college row is, from its name', () => {
  it('keeps bus stands, depots and terminals riders go to, not parking or workshops', () => {
    expect(station('Swargate MSRTC Bus Stand')?.kind).toBe('bus_stand');
    expect(station('Kothrud Depot')?.kind).toBe('bus_stand');
    expect(station('Pune Railway Station Bus Terminus')?.kind).toBe('bus_stand');
    expect(station('PMPML Bus Parking')).toBeNull();
    expect(station('PMPML Ashok Leyland Workshop')).toBeNull();
  });

  it('leaves railway and metro stations to the inputs that already hold them', () => {
    expect(station('Hadapsar Railway Station')).toBeNull();
    expect(station('Yervada Metro Station')).toBeNull();
    expect(station('Vanaz')).toBeNull();
  });

  it('keeps colleges and universities, not their grounds, departments or buildings', () => {
    expect(college('Fergusson College')?.kind).toBe('college');
    expect(college('Savitribai Phule Pune University')?.kind).toBe('college');
    expect(college('Coep ground')).toBeNull();
    expect(college('Department of Physics')).toBeNull();
    expect(college('University Press')).toBeNull();
    expect(college('Guest house')).toBeNull();
  });
});
