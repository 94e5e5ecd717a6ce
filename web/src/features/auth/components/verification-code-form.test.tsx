import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureCatalogue, setPageLanguage } from '@/lib/i18n/i18n-store';
import { VerificationCodeForm } from './verification-code-form';

describe('VerificationCodeForm', () => {
  beforeAll(async () => {
    await Promise.all([ensureCatalogue('account', 'en'), ensureCatalogue('account', 'mr')]);
  });
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T10:00:00Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    setPageLanguage('en');
  });

  function renderForm(onResend = vi.fn(async () => {}), onVerify = vi.fn(async () => {})) {
    render(
      <VerificationCodeForm
        phoneNumber="+919876543210"
        sentAt={Date.now()}
        onVerify={onVerify}
        onResend={onResend}
      />,
    );
    return { onResend, onVerify };
  }

  it('lets the customer resend the code only after the countdown', async () => {
    const { onResend } = renderForm();
    const waiting = screen.getByRole('button', { name: 'Resend code in 30 s' }) as HTMLButtonElement;
    expect(waiting.disabled).toBe(true);

    await act(async () => {
      vi.advanceTimersByTime(30_500);
    });
    const ready = screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement;
    expect(ready.disabled).toBe(false);
    await act(async () => {
      fireEvent.click(ready);
    });
    expect(onResend).toHaveBeenCalledTimes(1);
    screen.getByText('We sent a new code to +919876543210.');
  });

  it('shows the plain message for a wrong code next to the field', async () => {
    const onVerify = vi.fn(async () => {
      throw Object.assign(new Error('Firebase: Error (auth/invalid-verification-code).'), {
        code: 'auth/invalid-verification-code',
      });
    });
    renderForm(undefined, onVerify);
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    });
    expect(onVerify).toHaveBeenCalledWith('123456');
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('That code is not right. Check the SMS and try again.');
    expect(screen.getByLabelText('Verification code').getAttribute('aria-describedby')).toBe(message.id);
  });

  it('speaks Marathi, seconds in Devanagari digits and the number as typed', () => {
    setPageLanguage('mr');
    renderForm();
    expect(
      (screen.getByRole('button', { name: '३० सेकंदांनी कोड पुन्हा पाठवा' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getByText('+919876543210').tagName).toBe('STRONG');
    expect(screen.getByLabelText('व्हेरिफिकेशन कोड').tagName).toBe('INPUT');
  });
});
