import type { BandHours } from '@dropwise/domain/fare-bands';
import { useMemo } from 'react';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';

const DAY_MINUTES = 24 * 60;
/** The hours states call night for fares: 22:00 to 06:00. */
const NIGHT_FROM = 22 * 60;
const NIGHT_MINUTES = 8 * 60;

function minutesOf(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Whether a band lies within the night (22:00–06:00), so its line can call it a night fare. */
export function isNightBand(band: BandHours): boolean {
  const from = minutesOf(band.from);
  const intoNight = (from - NIGHT_FROM + DAY_MINUTES) % DAY_MINUTES;
  const length = (minutesOf(band.to) - from + DAY_MINUTES) % DAY_MINUTES;
  return intoNight + length <= NIGHT_MINUTES;
}

/** What a distance line says about the km and the rate, the rate already formatted as money. */
export interface DistanceLine {
  km: number;
  /** Absent on orders stored before the rate was kept. */
  rate?: string;
  /** The kilometres the base covered (0 or absent: every kilometre is charged). */
  baseKm?: number;
}

/**
 * The words of the fare lines the estimate, the order page and the receipt share: the base (and
 * the kilometres it covers), the distance (past those kilometres) and the time band, with its
 * India-time hours and multiplier in the reader's digits.
 */
export function useFareLineLabels() {
  const t = useT('common');
  const f = useFormat();
  return useMemo(() => {
    const clock = (value: string) =>
      value
        .split(':')
        .map((part) => f.number(Number(part), { minimumIntegerDigits: 2, useGrouping: false }))
        .join(':');
    return {
      base: (baseKm?: number) => (baseKm ? t('fareBaseKm', { km: f.distanceKm(baseKm) }) : t('fareBase')),
      distance: ({ km, rate, baseKm }: DistanceLine) => {
        if (rate === undefined) return t('fareDistanceOnly', { distance: f.distanceKm(km) });
        if (!baseKm) return t('fareDistance', { distance: f.distanceKm(km), rate });
        const past = f.distanceKm(Math.max(0, km - baseKm));
        return t('fareDistancePast', { baseKm: f.distanceKm(baseKm), distance: past, rate });
      },
      band: (band: BandHours, multiplier: number) =>
        t('fareBand', {
          night: isNightBand(band) ? 'yes' : 'no',
          hours: `${clock(band.from)}–${clock(band.to)}`,
          multiplier: f.number(multiplier, { maximumFractionDigits: 2 }),
        }),
    };
  }, [t, f]);
}
