import { type Language, localeOf } from '@dropwise/domain/languages';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/lib/i18n/catalogue-loaders';
import { formatMessage } from '@/lib/i18n/format-message';
import { formattersFor } from '@/lib/i18n/formatters';
import { ensureCatalogue, setPageLanguage } from '@/lib/i18n/i18n-store';
import { ageOf, etaLine, freshnessLine, isStale, type TripWords } from './trip-progress-text';

async function wordsIn(language: Language): Promise<TripWords> {
  const catalogue = await loadCatalogue('tracking', language);
  return {
    t: (key, values) => formatMessage(catalogue, key, localeOf[language], values),
    format: formattersFor(language),
  };
}

let english: TripWords;
let hindi: TripWords;
let marathi: TripWords;
beforeAll(async () => {
  [english, hindi, marathi] = await Promise.all([wordsIn('en'), wordsIn('hi'), wordsIn('mr')]);
});

describe('the words for a rider on the way', () => {
  it('says distance and minutes before pickup and minutes to the drop-off after', () => {
    expect(etaLine({ toward: 'pickup', minutes: 4, distanceKm: 1.2 }, english)).toBe(
      'Rider is 1.2 km away · about 4 min',
    );
    expect(etaLine({ toward: 'dropOff', minutes: 12, distanceKm: 5 }, english)).toBe(
      'About 12 min to drop-off',
    );
    expect(etaLine({ toward: 'pickup', minutes: 0, distanceKm: 0 }, english)).toBe(
      'Rider is arriving at the pickup',
    );
  });

  it('says how long ago the position was updated in seconds, minutes or hours', () => {
    expect(ageOf(20_400)).toEqual({ seconds: 20 });
    expect(ageOf(-500)).toEqual({ seconds: 0 });
    expect(ageOf(3 * 60_000 + 5_000)).toEqual({ minutes: 3 });
    expect(ageOf(2 * 3_600_000)).toEqual({ hours: 2 });
    expect(freshnessLine(1_000_000 - 65_000, 1_000_000, english)).toBe('Updated 1 min ago');
  });

  it('calls a position older than 2 minutes out of date instead of live', () => {
    const now = 1_000_000;
    expect(isStale(now - 120_000, now)).toBe(false);
    expect(isStale(now - 120_001, now)).toBe(true);
    expect(freshnessLine(now - 20_000, now, english)).toBe('Updated 20 s ago');
    expect(freshnessLine(now - 300_000, now, english)).toBe(
      "Position out of date: the rider's last report was 5 min ago",
    );
    expect(freshnessLine(now - 2 * 3_600_000, now, english)).toBe(
      "Position out of date: the rider's last report was 2 h ago",
    );
  });

  it('reads naturally in Hindi, with the distance in Hindi units', () => {
    expect(etaLine({ toward: 'pickup', minutes: 4, distanceKm: 1.2 }, hindi)).toBe(
      'राइडर 1.2 कि॰मी॰ दूर हैं · लगभग 4 मिनट',
    );
    expect(freshnessLine(1_000_000 - 20_000, 1_000_000, hindi)).toBe('20 सेकंड पहले अपडेट हुआ');
  });

  it('writes Marathi in Devanagari digits, one minute apart from many', () => {
    expect(etaLine({ toward: 'dropOff', minutes: 1, distanceKm: 0.4 }, marathi)).toBe(
      'ड्रॉपपर्यंत सुमारे १ मिनिट',
    );
    expect(etaLine({ toward: 'dropOff', minutes: 12, distanceKm: 5 }, marathi)).toBe(
      'ड्रॉपपर्यंत सुमारे १२ मिनिटे',
    );
  });

  it('uses the active language of the store when no words are given', async () => {
    await ensureCatalogue('tracking', 'hi');
    setPageLanguage('hi');
    try {
      expect(etaLine({ toward: 'dropOff', minutes: 12, distanceKm: 5 })).toBe('ड्रॉप तक लगभग 12 मिनट');
    } finally {
      setPageLanguage('en');
    }
  });
});
