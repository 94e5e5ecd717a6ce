import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { readRiderScreensInEnglish } from './job-card-for-tests';
import { readPageIn } from '@/testing/page-language';
import { useDutyErrorText } from '@/features/rider/hooks/use-duty-error-text';
import { DutySwitch } from './duty-switch';

readRiderScreensInEnglish();

/** POST /api/rider/duty's refusal for papers, as the API words it (in English, whatever the reader's language). */
const papersRefused = new ApiError(
  409,
  'papers_incomplete',
  'You cannot go on duty until your papers are in order. Missing: driving licence, PUC certificate. Expired: insurance.',
  { fields: { licence: 'missing', insurance: 'expired', puc: 'missing' } },
);

/** The switch showing why going on duty failed, as the rider's screen does. */
function Refused({ error }: { error: unknown }) {
  const errorText = useDutyErrorText();
  return (
    <DutySwitch
      onDuty={false}
      step="idle"
      message={errorText(error)}
      lastSentAt={null}
      onToggle={vi.fn()}
      onConfirm={vi.fn()}
      onCancel={vi.fn()}
    />
  );
}

describe('the duty switch refused for papers', () => {
  it('names the missing papers, then the expired ones', () => {
    render(<Refused error={papersRefused} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'You cannot go on duty until your papers are in order. Missing: Driving licence and PUC certificate. ' +
        'Expired: Insurance. Renew the expired ones and give the new papers to your Dropwise admin to update.',
    );
  });

  it('leaves other refusals to their own words', () => {
    render(<Refused error={new ApiError(0, 'unavailable', 'offline')} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'We could not reach Dropwise. Check your connection and try again.',
    );
  });
});

describe('the duty switch refused for papers, in Hindi and Marathi', () => {
  readPageIn('hi', ['rider', 'safety']);

  it('says it in Hindi, from the answer’s fields rather than its English', () => {
    render(<Refused error={papersRefused} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'जब तक आपके कागज़ात पूरे और वैध नहीं होते, आप ड्यूटी पर नहीं जा सकते। ' +
        'जमा नहीं: ड्राइविंग लाइसेंस और PUC सर्टिफ़िकेट। मियाद खत्म: बीमा। ' +
        'जिन कागज़ात की मियाद खत्म हो गई है, उन्हें रिन्यू कराएँ और अपडेट कराने के लिए नए कागज़ात अपने Dropwise एडमिन को दें।',
    );
  });
});
