import { describe, expect, it } from 'vitest';
import { pickRecipientLanguage } from './recipient-language.js';
import type { RecipientLanguages } from './recipient-language.js';
import {
  acceptedMessage,
  acceptedText,
  FakeLanguages,
  FakeMessaging,
  MemoryTokenStore,
  older,
  pushAccepted,
} from './push-test-support.js';

describe('the language of a push', () => {
  const device = () => new MemoryTokenStore([{ id: 'a', token: 'token-a' }]);

  it('is the recipient’s: a Hindi reader is sent the Hindi title and body', async () => {
    const messaging = new FakeMessaging();
    const { summary } = await pushAccepted(device(), messaging, new FakeLanguages({ u1: 'hi' }));
    const hindi = { title: 'राइड स्वीकार हो गई', body: 'आपकी राइड स्वीकार हो गई है। हम राइडर ढूँढ रहे हैं।' };
    expect(messaging.sent[0]?.notification).toEqual(hindi);
    expect(messaging.sent[0]?.webpush?.notification).toMatchObject(hindi);
    expect(messaging.sent[0]?.data).toMatchObject({ ...hindi, message: JSON.stringify(acceptedMessage) });
    expect(summary).toMatchObject({ language: 'hi', ...hindi });
  });

  it('is the stored English for a document without a message, without reading the profile', async () => {
    const messaging = new FakeMessaging();
    const languages = new FakeLanguages({ u1: 'mr' });
    const { summary } = await pushAccepted(device(), messaging, languages, older);
    expect(messaging.sent[0]?.notification).toEqual({ title: older.title, body: older.body });
    expect(summary.language).toBe('en');
    expect(languages.reads).toBe(0);
  });

  it('is not looked up for a user without devices', async () => {
    const languages = new FakeLanguages({ u1: 'mr' });
    const { summary } = await pushAccepted(new MemoryTokenStore([]), new FakeMessaging(), languages);
    expect(languages.reads).toBe(0);
    expect(summary).toEqual({ tokens: 0, sent: 0, failed: 0, pruned: 0 });
  });

  it('falls back to English when the profile cannot be read, and still sends', async () => {
    const messaging = new FakeMessaging();
    const broken: RecipientLanguages = { languageOf: () => Promise.reject(new Error('firestore down')) };
    const { summary, lines } = await pushAccepted(device(), messaging, broken);
    expect(messaging.sent[0]?.notification).toEqual(acceptedText);
    expect(summary).toMatchObject({ sent: 1, language: 'en' });
    expect(lines).toContainEqual(expect.objectContaining({ level: 'warn' }));
  });

  it('comes from the customer profile, else the rider record, else English', () => {
    expect(pickRecipientLanguage('mr', 'hi')).toBe('mr');
    expect(pickRecipientLanguage(undefined, 'hi')).toBe('hi');
    expect(pickRecipientLanguage('fr', 'hi')).toBe('hi');
    expect(pickRecipientLanguage(undefined, undefined)).toBe('en');
    expect(pickRecipientLanguage(null, 'de')).toBe('en');
  });
});
