import { type Language, localeOf } from '@dropwise/domain/languages';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/lib/i18n/catalogue-loaders';
import { formatMessage } from '@/lib/i18n/format-message';
import { shareText } from './share-text';

async function sayIn(language: Language): Promise<Parameters<typeof shareText>[2]> {
  const catalogue = await loadCatalogue('history', language);
  return (key, values) => formatMessage(catalogue, key, localeOf[language], values);
}

describe('the text shared with the trip link', () => {
  it('never carries the code for a ride (the passenger gives it in person)', async () => {
    expect(shareText('ride', '4821', await sayIn('en'))).not.toContain('4821');
  });

  it('carries the handover code for a parcel, with a line saying the receiver gives it to the rider', async () => {
    const text = shareText('parcel', '4821', await sayIn('en'));
    expect(text).toContain('Handover code: 4821.');
    expect(text).toMatch(/Give it to the rider when you receive the parcel/);
  });

  it('keeps the code in the digits the receiver will type, in Marathi too', async () => {
    expect(shareText('parcel', '4821', await sayIn('mr'))).toContain('हँडओव्हर कोड: 4821.');
  });
});
