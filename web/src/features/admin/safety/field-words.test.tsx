import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readPageIn } from '@/testing/page-language';
import { useFieldWords } from './field-words';

// Unmounted after each test: a hook left mounted would re-render when the page goes back to English.
afterEach(cleanup);

const registration = 'Enter the registration number as on the paper, for example MH12AB1234 or 22BH1234AA.';

describe('the papers form’s messages in Marathi', () => {
  readPageIn('mr', ['safetyDesk']);

  it('offers the two examples with a Marathi "or"', () => {
    const { result } = renderHook(() => useFieldWords());
    expect(result.current(registration, 'रजिस्ट्रेशन नंबर')).toBe(
      'रजिस्ट्रेशन नंबर कागदावर आहे तसा लिहा, उदा. MH12AB1234 किंवा 22BH1234AA.',
    );
  });
});

describe('the papers form’s messages in Hindi', () => {
  readPageIn('hi', ['safetyDesk']);

  it('offers the two examples with a Hindi "or", and one example as it is', () => {
    const { result } = renderHook(() => useFieldWords());
    expect(result.current(registration, 'रजिस्ट्रेशन नंबर')).toBe(
      'रजिस्ट्रेशन नंबर वैसे ही लिखें जैसे कागज़ पर है, जैसे MH12AB1234 या 22BH1234AA।',
    );
    expect(
      result.current('Enter the licence number as on the paper, for example MH12 20190012345.', 'लाइसेंस नंबर'),
    ).toBe('लाइसेंस नंबर वैसे ही लिखें जैसे कागज़ पर है, जैसे MH12 20190012345।');
  });
});
