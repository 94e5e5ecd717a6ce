import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { canTransition } from '@dropwise/domain/order-lifecycle';
import { profileFieldsSchema } from '@dropwise/domain/customer-profile';
import { enrolmentFormSchema } from '@dropwise/domain/enrolment-form';
import { cashCollectionSchema } from '@dropwise/domain/money';
import { ratingSchema } from '@dropwise/domain/ratings';
import { FieldError } from '@/components/form/field-error';
import { fieldMessageIn, loadFieldMessages, localizeFieldMessage } from './field-message';
import { setPageLanguage } from './i18n-store';

beforeAll(() => Promise.all([loadFieldMessages('hi'), loadFieldMessages('mr')]));
afterEach(() => setPageLanguage('en'));

describe('localizeFieldMessage', () => {
  it('leaves English as it is', () => {
    expect(localizeFieldMessage('Enter the 4-digit code.')).toBe('Enter the 4-digit code.');
    expect(localizeFieldMessage('Keep your city under 81 characters.')).toBe(
      'Keep your city under 81 characters.',
    );
  });

  it('translates a whole sentence it knows', () => {
    setPageLanguage('hi');
    expect(localizeFieldMessage('Enter the 4-digit code.')).toBe('4 अंकों का कोड दर्ज करें।');
    setPageLanguage('mr');
    expect(localizeFieldMessage('The two passwords do not match.')).toBe('दोन्ही पासवर्ड जुळत नाहीत.');
  });

  // Each case: English sentences and what they must become, in Hindi as the page's language and in Marathi asked for by name.
  it.each([
    {
      behaviour: 'translates a sentence built from a template, its number written the language’s way',
      hindi: {
        'Keep the address under 200 characters.': 'पता 200 अक्षरों से छोटा रखें।',
        'This vehicle carries at most 3 passengers.': 'इस वाहन में ज़्यादा से ज़्यादा 3 यात्री बैठ सकते हैं।',
      },
      marathi: { 'Keep the address under 200 characters.': 'पत्ता २०० अक्षरांपेक्षा कमी ठेवा.' },
    },
    {
      behaviour: 'translates the field’s name inside the sentence too',
      hindi: {
        'Keep your city under 81 characters.': 'अपना शहर 81 अक्षरों से छोटा रखें।',
        'Enter your full name.': 'अपना पूरा नाम दर्ज करें।',
        'The address is required.': 'पता ज़रूरी है।',
      },
      marathi: { 'Your full name needs at least 2 characters.': 'पूर्ण नाव किमान २ अक्षरांत लिहा.' },
    },
  ])('$behaviour', ({ hindi, marathi }) => {
    setPageLanguage('hi');
    for (const [english, translated] of Object.entries(hindi)) {
      expect(localizeFieldMessage(english)).toBe(translated);
    }
    for (const [english, translated] of Object.entries(marathi)) {
      expect(fieldMessageIn('mr', english)).toBe(translated);
    }
  });

  it('leaves a message it does not know, or whose field has no name in the language, in English', () => {
    setPageLanguage('hi');
    expect(localizeFieldMessage('Something nobody wrote down.')).toBe('Something nobody wrote down.');
    expect(localizeFieldMessage('The label is required.')).toBe('The label is required.');
    expect(localizeFieldMessage('पता दर्ज करें।')).toBe('पता दर्ज करें।');
  });

  it('translates what the domain’s rules really say', () => {
    setPageLanguage('hi');
    const profile = profileFieldsSchema.safeParse({ name: '', cityName: 'x'.repeat(81), profileImage: null });
    const profileMessages = profile.success ? [] : profile.error.issues.map((issue) => issue.message);
    expect(profileMessages.map(localizeFieldMessage)).toEqual([
      'अपना नाम दर्ज करें।',
      'अपना शहर 81 अक्षरों से छोटा रखें।',
    ]);

    const enrolment = enrolmentFormSchema.safeParse({
      name: 'A',
      email: 'x',
      number: '12',
      city: 'Pune\u0007',
    });
    const enrolmentMessages = enrolment.success ? [] : enrolment.error.issues.map((issue) => issue.message);
    expect(enrolmentMessages.length).toBeGreaterThan(2);
    for (const message of enrolmentMessages) expect(localizeFieldMessage(message)).not.toBe(message);

    const refused = canTransition('customer', 'picked_up', 'cancelled');
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(localizeFieldMessage(refused.message)).toBe(
        'जो ऑर्डर “पिकअप हो गया” है, उसे “रद्द” मार्क नहीं किया जा सकता।',
      );
    }
  });
});

describe('the cash and rating rules in Hindi and Marathi', () => {
  const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.success ? [] : (result.error?.issues ?? []).map((issue) => issue.message);

  it('says what is wrong with the amount and the note, the field named in the language', () => {
    const cash = messagesOf(cashCollectionSchema.safeParse({ amountPaise: -1, note: 'x'.repeat(201) }));
    expect(cash).toEqual(['The amount cannot be negative.', 'The note can be at most 200 characters.']);
    expect(cash.map((message) => fieldMessageIn('hi', message))).toEqual([
      'राशि शून्य से कम नहीं हो सकती।',
      'नोट ज़्यादा से ज़्यादा 200 अक्षरों का हो सकता है।',
    ]);
    expect(fieldMessageIn('mr', 'The amount can be at most ₹1,00,000.')).toBe(
      'रक्कम जास्तीत जास्त ₹१,००,००० असू शकते.',
    );
    expect(fieldMessageIn('hi', 'Enter the amount.')).toBe('राशि दर्ज करें।');
  });

  it('says what is wrong with a rating', () => {
    const rating = messagesOf(
      ratingSchema.safeParse({ stars: 0, tags: ['late', 'late'], comment: 'x'.repeat(501) }),
    );
    expect(rating).toEqual([
      'Choose 1 to 5 stars.',
      'Choose each tag once.',
      'The comment can be at most 500 characters.',
    ]);
    expect(rating.map((message) => fieldMessageIn('mr', message))).toEqual([
      '१ ते ५ स्टार निवडा.',
      'प्रत्येक टॅग एकदाच निवडा.',
      'अभिप्राय जास्तीत जास्त ५०० अक्षरांत लिहा.',
    ]);
    expect(fieldMessageIn('hi', 'Choose tags from the list.')).toBe('सूची में से टैग चुनें।');
  });
});

describe('FieldError', () => {
  it('shows the message in the active language, and again when the language changes', () => {
    render(<FieldError id="code-error" message="Enter the 4-digit code." />);
    expect(screen.getByRole('alert').textContent).toBe('Enter the 4-digit code.');
    act(() => setPageLanguage('hi'));
    expect(screen.getByRole('alert').textContent).toBe('4 अंकों का कोड दर्ज करें।');
    act(() => setPageLanguage('mr'));
    expect(screen.getByRole('alert').textContent).toBe('४ अंकी कोड टाका.');
  });

  it('shows nothing without a message', () => {
    const { container } = render(<FieldError id="none" />);
    expect(container.textContent).toBe('');
  });
});
