import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { DutySwitch } from './duty-switch';

beforeAll(() => Promise.all([ensureCatalogue('rider', 'en'), ensureCatalogue('common', 'en')]));
afterEach(cleanup);

const props = (
  overrides: Partial<ComponentProps<typeof DutySwitch>> = {},
): ComponentProps<typeof DutySwitch> => ({
  onDuty: false,
  step: 'idle',
  message: null,
  lastSentAt: null,
  onToggle: vi.fn(),
  onConfirm: vi.fn(),
  onCancel: vi.fn(),
  ...overrides,
});

describe('DutySwitch', () => {
  it('is a switch that says whether the rider is on duty', () => {
    const off = props();
    const { rerender } = render(<DutySwitch {...off} />);
    const toggle = screen.getByRole('switch', { name: 'Off duty' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(off.onToggle).toHaveBeenCalledOnce();
    rerender(<DutySwitch {...props({ onDuty: true, lastSentAt: 1 })} />);
    expect(screen.getByRole('switch', { name: 'On duty' }).getAttribute('aria-checked')).toBe('true');
  });

  it('explains why the location is needed before the browser asks', () => {
    const explaining = props({ step: 'explaining' });
    render(<DutySwitch {...explaining} />);
    expect(screen.getByRole('dialog', { name: 'Share your location while on duty' }).textContent).toMatch(
      /stops the moment you go off duty or sign out/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Share location and go on duty' }));
    expect(explaining.onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(explaining.onCancel).toHaveBeenCalledOnce();
  });

  it('holds the switch while the browser is asked, and says why the rider stayed off duty', () => {
    render(
      <DutySwitch
        {...props({ step: 'asking', message: 'Location is blocked for Dropwise, so you stay off duty.' })}
      />,
    );
    expect((screen.getByRole('switch') as HTMLButtonElement).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Waiting for your location...' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe(
      'Location is blocked for Dropwise, so you stay off duty.',
    );
  });
});
