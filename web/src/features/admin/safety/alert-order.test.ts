import { describe, expect, it } from 'vitest';
import { deskOrder, mergeAlerts } from './alert-order';
import { sosAlert } from './sos-alert-fixture';

const at = (minute: number) => new Date(Date.UTC(2025, 5, 1, 10, minute));

describe('the safety desk’s order', () => {
  it('puts open alerts first, then acknowledged, then closed, the newest first within each', () => {
    const alerts = [
      sosAlert('closed-new', { status: 'closed', raisedAt: at(50) }),
      sosAlert('open-old', { status: 'open', raisedAt: at(1) }),
      sosAlert('ack-old', { status: 'acknowledged', raisedAt: at(2) }),
      sosAlert('open-new', { status: 'open', raisedAt: at(40) }),
      sosAlert('ack-new', { status: 'acknowledged', raisedAt: at(45) }),
      sosAlert('closed-old', { status: 'closed', raisedAt: at(0) }),
      sosAlert('open-unstamped', { status: 'open', raisedAt: null }),
    ];
    expect(deskOrder(alerts).map((alert) => alert.id)).toEqual([
      'open-unstamped',
      'open-new',
      'open-old',
      'ack-new',
      'ack-old',
      'closed-new',
      'closed-old',
    ]);
  });

  it('adds open alerts older than the newest hundred, once each, never undoing a later step', () => {
    const newest = [sosAlert('a', { status: 'acknowledged' }), sosAlert('b', { status: 'closed' })];
    const open = [sosAlert('a', { status: 'open' }), sosAlert('old', { status: 'open', raisedAt: at(0) })];
    const merged = mergeAlerts(newest, open);
    expect(merged.map((alert) => [alert.id, alert.status])).toEqual([
      ['a', 'acknowledged'],
      ['b', 'closed'],
      ['old', 'open'],
    ]);
  });
});
