import { describe, expect, it } from 'vitest';
import { isLanguage, pickLanguage } from './languages.js';

describe('pickLanguage', () => {
  it('takes the first supported language by its primary subtag', () => {
    expect(pickLanguage(['mr-IN', 'hi-IN', 'en'])).toBe('mr');
    expect(pickLanguage(['de-DE', 'hi'])).toBe('hi');
    expect(pickLanguage(['HI-in'])).toBe('hi');
  });

  it('falls back to English when nothing is supported', () => {
    expect(pickLanguage([])).toBe('en');
    expect(pickLanguage(['fr', 'ta-IN'])).toBe('en');
  });
});

describe('isLanguage', () => {
  it('accepts only the three codes', () => {
    expect(isLanguage('mr')).toBe(true);
    expect(isLanguage('hi-IN')).toBe(false);
    expect(isLanguage(3)).toBe(false);
  });
});
