import type { WebVitalDay } from '@dropwise/domain/web-vitals';

const WIDTH = 120;
const HEIGHT = 32;
const PAD = 3;

/**
 * A sparkline of the daily p75 (inline SVG: no chart library on any page). The dashed line is
 * the "good" threshold when it falls inside the range drawn.
 */
export function TrendChart({ days, good, label }: { days: WebVitalDay[]; good: number; label: string }) {
  if (days.length === 0) return null;
  const values = days.map((day) => day.p75);
  const max = Math.max(...values, good) || 1;
  const x = (index: number) =>
    days.length === 1 ? WIDTH / 2 : PAD + (index * (WIDTH - 2 * PAD)) / (days.length - 1);
  const y = (value: number) => HEIGHT - PAD - (value / max) * (HEIGHT - 2 * PAD);
  const points = values.map((value, index) => `${x(index).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
  return (
    <svg
      className="trend-chart"
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
    >
      <line x1={0} x2={WIDTH} y1={y(good)} y2={y(good)} className="trend-good" strokeDasharray="3 3" />
      {days.length > 1 ? <polyline points={points} className="trend-line" fill="none" /> : null}
      {values.map((value, index) => (
        <circle key={days[index]?.day} cx={x(index)} cy={y(value)} r={2} className="trend-point" />
      ))}
    </svg>
  );
}
