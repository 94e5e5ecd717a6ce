import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { onAccountDisabled } from '@/lib/api/account-disabled';
import { ApiError, errorMessage, plainMessage, UNREACHABLE_MESSAGE } from '@/lib/api/api-error';
import { applyServerErrors } from '@/lib/api/apply-server-errors';
import { errorFromResponse } from '@/lib/api/request';
import { loadErrorTexts } from './api-error-text';
import { setPageLanguage } from './i18n-store';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const answer = (status: number, code: string, message: string, headers?: Record<string, string>) => {
  const body = { success: false, error: { code, message } };
  return errorFromResponse(json(status, body, headers), body);
};

beforeAll(() => Promise.all([loadErrorTexts('hi'), loadErrorTexts('mr')]));
afterEach(() => setPageLanguage('en'));

describe('API errors in English', () => {
  it('are the server’s words and the app’s own sentences, as before', () => {
    const limited = answer(429, 'rate_limited', 'Too many requests. Please wait 30 seconds and try again.', {
      'Retry-After': '30',
    });
    expect(errorMessage(limited)).toBe('Too many requests. Please wait 30 seconds and try again.');
    expect(plainMessage(limited)).toBe('Too many attempts. Please wait 30 seconds and try again.');
    const wrong = answer(422, 'wrong_handover_code', 'That code is not right. 2 attempts left.');
    expect(errorMessage(wrong)).toBe('That code is not right. 2 attempts left.');
    expect(errorMessage(new ApiError(0, 'unavailable', UNREACHABLE_MESSAGE))).toBe(UNREACHABLE_MESSAGE);
    expect(errorMessage('not an error')).toBe('Something went wrong. Please try again.');
    expect(plainMessage(new Error('boom'))).toBe('Something went wrong. Please try again.');
    expect(errorMessage(new Error('Enter the 4-digit code.'))).toBe('Enter the 4-digit code.');
  });
});

describe('API errors in Hindi', () => {
  it('say how long to wait after a 429, from Retry-After', () => {
    setPageLanguage('hi');
    const limited = answer(429, 'rate_limited', 'Too many requests. Please wait 30 seconds and try again.', {
      'Retry-After': '30',
    });
    const text = 'बहुत ज़्यादा कोशिशें हो गईं। कृपया 30 सेकंड रुककर फिर से कोशिश करें।';
    expect(plainMessage(limited)).toBe(text);
    expect(errorMessage(limited)).toBe(text);
    expect(plainMessage(answer(429, 'rate_limited', 'Slow down.'))).toBe(
      'बहुत ज़्यादा कोशिशें हो गईं। कृपया एक मिनट रुककर फिर से कोशिश करें।',
    );
  });

  it('say how many attempts are left after a wrong handover code', () => {
    setPageLanguage('hi');
    expect(errorMessage(answer(422, 'wrong_handover_code', 'That code is not right. 2 attempts left.'))).toBe(
      'यह कोड सही नहीं है। 2 कोशिशें बाकी हैं।',
    );
    expect(errorMessage(answer(422, 'wrong_handover_code', 'That code is not right. 1 attempt left.'))).toBe(
      'यह कोड सही नहीं है। 1 कोशिश बाकी है।',
    );
    expect(errorMessage(answer(422, 'wrong_handover_code', 'Wrong.'))).toBe(
      'यह कोड सही नहीं है। जाँचकर फिर से डालें।',
    );
  });

  it('say Dropwise could not be reached, and the general sentences', () => {
    setPageLanguage('hi');
    const unreachable = 'Dropwise से कनेक्ट नहीं हो पाया। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।';
    expect(errorMessage(new ApiError(0, 'unavailable', UNREACHABLE_MESSAGE))).toBe(unreachable);
    expect(plainMessage(new ApiError(0, 'unavailable', UNREACHABLE_MESSAGE))).toBe(unreachable);
    expect(errorMessage('not an error')).toBe('कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।');
    expect(plainMessage(answer(503, 'unavailable', 'Down.'))).toBe(
      'हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया थोड़ी देर में फिर से कोशिश करें।',
    );
    const proxyPage = errorFromResponse(new Response('<html>Bad gateway</html>', { status: 502 }), null);
    expect(errorMessage(proxyPage)).toBe('हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया थोड़ी देर में फिर से कोशिश करें।');
  });

  it('use the sentence’s own translation where there is one, else the meaning of the code', () => {
    setPageLanguage('hi');
    expect(errorMessage(answer(404, 'not_found', 'No such order.'))).toBe('यह ऑर्डर नहीं मिला।');
    expect(errorMessage(answer(404, 'not_found', 'There is no such shop.'))).toBe(
      'यह नहीं मिला। हो सकता है इसे हटा दिया गया हो।',
    );
    expect(errorMessage(answer(400, 'validation_failed', 'Enter the 4-digit code.'))).toBe(
      '4 अंकों का कोड दर्ज करें।',
    );
    expect(
      errorMessage(answer(409, 'conflict', 'An order that is delivered cannot be marked cancelled.')),
    ).toBe('जो ऑर्डर “डिलीवर हो गया” है, उसे “रद्द” मार्क नहीं किया जा सकता।');
    expect(errorMessage(answer(418, 'teapot', 'I am a teapot.'))).toBe('कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।');
  });

  it('tell a disabled account why, in Hindi', () => {
    setPageLanguage('hi');
    const heard: string[] = [];
    const stop = onAccountDisabled((message) => heard.push(message));
    answer(
      401,
      'account_disabled',
      'This account is disabled. Contact Dropwise support if you think this is a mistake.',
    );
    stop();
    expect(heard).toEqual([
      'यह अकाउंट बंद कर दिया गया है। अगर आपको लगता है कि यह गलती है, तो Dropwise सपोर्ट से संपर्क करें।',
    ]);
  });

  it('put the server’s field messages on the form in Hindi', () => {
    setPageLanguage('hi');
    const { result } = renderHook(() => {
      const form = useForm<{ reason: string; name: string }>();
      void form.formState.errors;
      return form;
    });
    const error = new ApiError(400, 'validation_failed', 'Some fields are missing or invalid.', {
      fields: {
        reason: 'Say why in at least 3 characters.',
        name: 'Your name contains characters we cannot store.',
      },
    });
    act(() => {
      applyServerErrors(error, result.current.setError, ['reason', 'name']);
    });
    expect(result.current.formState.errors.reason?.message).toBe('कारण कम से कम 3 अक्षरों में बताएँ।');
    expect(result.current.formState.errors.name?.message).toBe(
      'आपका नाम सेव नहीं हो सकता, क्योंकि इसमें कुछ ऐसे अक्षर हैं जो मान्य नहीं हैं।',
    );
  });
});

describe('API errors in Marathi', () => {
  it('write the wait in Marathi digits', () => {
    setPageLanguage('mr');
    const limited = answer(429, 'rate_limited', 'Too many requests.', { 'Retry-After': '30' });
    expect(plainMessage(limited)).toBe('खूप वेळा प्रयत्न झाले. कृपया ३० सेकंद थांबा आणि पुन्हा प्रयत्न करा.');
    expect(errorMessage(answer(422, 'wrong_handover_code', 'That code is not right. 3 attempts left.'))).toBe(
      'हा कोड बरोबर नाही. आणखी ३ प्रयत्न बाकी आहेत.',
    );
  });
});
