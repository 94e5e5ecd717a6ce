import type { PapersAnswer, StoredPapers } from '@dropwise/domain/api/safety';
import type { PapersInput } from '@dropwise/domain/safety/rider-papers';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { ensureCatalogue, setPageLanguage } from '@/lib/i18n/i18n-store';
import { PapersForm } from './papers-form';

beforeAll(() => Promise.all([ensureCatalogue('safetyDesk', 'en'), ensureCatalogue('safetyDesk', 'hi')]));
afterEach(() => {
  cleanup();
  setPageLanguage('en');
});

const complete: PapersAnswer = { status: 'complete', missing: [], expired: [], expiring: [] };
const PHOTO = 'data:image/jpeg;base64,AAAA';

function renderForm(papers: Partial<StoredPapers> | null, save = vi.fn(async (_: PapersInput) => complete)) {
  const onSaved = vi.fn();
  render(
    <PapersForm
      riderName="Ravi Kumar"
      papers={papers}
      save={save}
      onSaved={onSaved}
      today={() => '2025-06-01'}
    />,
  );
  return { save, onSaved };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const errorOf = (label: string) => document.getElementById(`${field(label).id}-error`)?.textContent;
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save papers' })));

describe('PapersForm', () => {
  it('leaves blank papers out, and sends each paper as the rules write it', async () => {
    const { save: sent, onSaved } = renderForm(null);
    await save();
    expect(sent.mock.calls).toEqual([[{}]]);

    type('Licence number', 'mh-12-2019-0012345');
    type('Licence valid until', '2030-01-31');
    type('Registration number', 'mh 12 ab 1234');
    type('Make', ' Bajaj ');
    type('Model', 'Pulsar 150');
    type('Colour', 'Black');
    type('Verification reference', 'PUNE/PV/2025/118');
    type('Verified on', '2025-05-20');
    await save();
    expect(sent.mock.calls[1]).toEqual([
      {
        licenceNumber: 'MH12 20190012345',
        licenceExpiry: '2030-01-31',
        vehicleRegistration: 'MH12AB1234',
        vehicleMake: 'Bajaj',
        vehicleModel: 'Pulsar 150',
        vehicleColour: 'Black',
        policeVerification: { reference: 'PUNE/PV/2025/118', verifiedOn: '2025-05-20' },
      },
    ]);
    expect(onSaved.mock.calls).toEqual([[complete], [complete]]);
  });

  it('says what is wrong next to each field, and saves nothing', async () => {
    const { save: sent } = renderForm(null);
    type('Licence number', 'AB123');
    type('Registration number', 'XX12AB1234');
    type('Verification reference', 'PV-1');
    await save();
    expect(errorOf('Licence number')).toBe(
      'Enter the licence number as on the paper, for example MH12 20190012345.',
    );
    expect(errorOf('Registration number')).toBe(
      'Enter the registration number as on the paper, for example MH12AB1234 or 22BH1234AA.',
    );
    expect(errorOf('Verified on')).toBe('Enter the verification date.');
    type('Verified on', '2025-06-02');
    await save();
    expect(errorOf('Verified on')).toBe('The verification date cannot be in the future.');
    expect(field('Verified on').getAttribute('aria-invalid')).toBe('true');
    expect(sent).not.toHaveBeenCalled();
  });

  it('puts the server’s refusals next to their fields, nested ones included', async () => {
    const refuse = vi.fn(async (_: PapersInput): Promise<PapersAnswer> => {
      throw new ApiError(400, 'invalid', 'Check the papers.', {
        fields: {
          licenceNumber: 'This licence number is already on another rider.',
          'policeVerification.verifiedOn': 'The verification date cannot be in the future.',
        },
      });
    });
    renderForm(
      {
        licenceNumber: 'MH12 20190012345',
        policeVerification: { reference: 'PV-1', verifiedOn: '2025-05-01' },
      },
      refuse,
    );
    expect(field('Licence number').value).toBe('MH12 20190012345');
    expect(field('Verified on').value).toBe('2025-05-01');
    await save();
    expect(refuse).toHaveBeenCalledTimes(1);
    expect(errorOf('Licence number')).toBe('This licence number is already on another rider.');
    expect(errorOf('Verified on')).toBe('The verification date cannot be in the future.');
  });

  it('sends the photo back as loaded, or none once removed', async () => {
    const { save: sent } = renderForm({ photo: PHOTO });
    expect(screen.getByRole('img', { name: 'Photo of Ravi Kumar' }).getAttribute('src')).toBe(PHOTO);
    await save();
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByRole('img')).toBeNull();
    await save();
    expect(sent.mock.calls).toEqual([[{ photo: PHOTO }], [{ photo: null }]]);
  });

  it('words the rules’ messages in Hindi with the field’s own label', async () => {
    setPageLanguage('hi');
    renderForm(null);
    type('लाइसेंस नंबर', 'AB123');
    type('वेरिफ़िकेशन नंबर', 'PV-1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'कागज़ात सेव करें' })));
    expect(errorOf('लाइसेंस नंबर')).toBe('लाइसेंस नंबर वैसे ही लिखें जैसे कागज़ पर है, जैसे MH12 20190012345।');
    expect(errorOf('वेरिफ़िकेशन की तारीख')).toBe('वेरिफ़िकेशन की तारीख भरें।');
  });
});
