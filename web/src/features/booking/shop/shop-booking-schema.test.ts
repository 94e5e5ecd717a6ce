import { describe, expect, it } from 'vitest';
import {
  emptyShopBooking,
  type ShopBookingFormInput,
  shopBookingFormSchema,
  shopBookingRequest,
  shopQuoteRequest,
} from './shop-booking-schema';

const schema = shopBookingFormSchema('Write the amount in rupees.');
const REQUEST_ID = '0b6f2d8e-4a1c-4f7e-9d3b-2c5a8e1f0a9b';
const filled = (overrides: Partial<ShopBookingFormInput> = {}): ShopBookingFormInput => ({
  ...emptyShopBooking,
  receiverName: 'Asha Kulkarni',
  receiverPhone: '98765 43210',
  dropOff: {
    address: 'Viman Nagar, Pune',
    coordinates: { lat: 18.5679, lng: 73.9143 },
    placeId: 'pin-411014-viman-nagar',
  },
  sizeBand: 'small',
  cod: '450.50',
  feePaidBy: 'receiver',
  ...overrides,
});
const problems = (input: ShopBookingFormInput) => {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the shop booking form', () => {
  it('turns rupees into whole paise and the form into the booking the API takes', () => {
    const parsed = schema.parse(filled({ reference: ' INV-7 ', note: 'Ring twice' }));
    expect(shopBookingRequest(parsed, REQUEST_ID)).toEqual({
      requestId: REQUEST_ID,
      reference: 'INV-7',
      dropOff: { placeId: 'pin-411014-viman-nagar' },
      receiver: { name: 'Asha Kulkarni', phone: '+919876543210' },
      sizeBand: 'small',
      note: 'Ring twice',
      codPaise: 45_050,
      feePaidBy: 'receiver',
    });
  });

  it.each([
    ['', 0],
    ['0', 0],
    ['₹1,200.05', 120_005],
    ['50000', 5_000_000],
    ['४५०', 45_000],
  ])('reads %j as %i paise (nothing typed is nothing to collect)', (cod, paise) => {
    expect(schema.parse(filled({ cod })).cod).toBe(paise);
  });

  it.each([
    ['50000.01', 'The cash to collect can be at most ₹50,000.'],
    ['12.345', 'Write the amount in rupees.'],
    ['-5', 'Write the amount in rupees.'],
    ['five hundred', 'Write the amount in rupees.'],
  ])('refuses %j by the cash field', (cod, message) => {
    expect(problems(filled({ cod }))).toEqual({ cod: message });
  });

  it('names each missing field, and sends no reference or note when none was written', () => {
    expect(Object.keys(problems(emptyShopBooking)).sort()).toEqual([
      'dropOff.address',
      'receiverName',
      'receiverPhone',
      'sizeBand',
    ]);
    const request = shopBookingRequest(schema.parse(filled()), REQUEST_ID);
    expect(request).not.toHaveProperty('reference');
    expect(request).not.toHaveProperty('note');
  });

  it('sends a typed drop-off as its text, a located one as its point', () => {
    const typed = filled({ dropOff: { address: '  Shaniwar Wada, Pune ', coordinates: null } });
    expect(shopBookingRequest(schema.parse(typed), REQUEST_ID).dropOff).toEqual({
      address: 'Shaniwar Wada, Pune',
    });
    const here = filled({ dropOff: { address: 'Near Swargate', coordinates: { lat: 18.5, lng: 73.86 } } });
    expect(shopBookingRequest(schema.parse(here), REQUEST_ID).dropOff).toEqual({
      coordinates: { lat: 18.5, lng: 73.86 },
    });
  });

  it('asks for a fare only once the drop-off is located and the size chosen', () => {
    expect(shopQuoteRequest(filled({ sizeBand: '' as ShopBookingFormInput['sizeBand'] }))).toBeNull();
    expect(
      shopQuoteRequest(filled({ dropOff: { address: 'Somewhere typed', coordinates: null } })),
    ).toBeNull();
    expect(shopQuoteRequest(filled())).toEqual({
      dropOff: { placeId: 'pin-411014-viman-nagar' },
      sizeBand: 'small',
    });
  });
});
