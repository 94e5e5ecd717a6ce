import type { Language } from '@dropwise/domain/languages';
import type account from './messages/account/en.json';
import type admin from './messages/admin/en.json';
import type app from './messages/app/en.json';
import type booking from './messages/booking/en.json';
import type cancellation from './messages/cancellation/en.json';
import type common from './messages/common/en.json';
import type complaints from './messages/complaints/en.json';
import type education from './messages/education/en.json';
import type fields from './messages/fields/en.json';
import type offline from './messages/offline/en.json';
import type errors from './messages/errors/en.json';
import type legal from './messages/legal/en.json';
import type home from './messages/home/en.json';
import type history from './messages/history/en.json';
import type receipt from './messages/receipt/en.json';
import type notifications from './messages/notifications/en.json';
import type rider from './messages/rider/en.json';
import type safety from './messages/safety/en.json';
import type shop from './messages/shop/en.json';
import type safetyDesk from './messages/safetyDesk/en.json';
import type tracking from './messages/tracking/en.json';
import type { Catalogue } from './format-message';

/**
 * The message catalogues, one file per area and language (messages/<area>/<lang>.json), so a page
 * loads only its own areas, in the active language only. English is the source: its file decides
 * which keys an area has (and their types). The staff screens are English only for now.
 */
export interface AreaMessages {
  common: typeof common;
  app: typeof app;
  education: typeof education;
  account: typeof account;
  booking: typeof booking;
  cancellation: typeof cancellation;
  history: typeof history;
  receipt: typeof receipt;
  rider: typeof rider;
  safety: typeof safety;
  notifications: typeof notifications;
  tracking: typeof tracking;
  fields: typeof fields;
  offline: typeof offline;
  errors: typeof errors;
  legal: typeof legal;
  home: typeof home;
  admin: typeof admin;
  safetyDesk: typeof safetyDesk;
  complaints: typeof complaints;
  shop: typeof shop;
}
export type Area = keyof AreaMessages;
export type MessageKey<A extends Area> = keyof AreaMessages[A] & string;

type Loader = () => Promise<{ default: Catalogue }>;

export const englishOnlyAreas: readonly Area[] = ['admin'];

// Written out rather than built from a pattern: the bundler turns each into its own small chunk.
const loaders: Record<Area, Partial<Record<Language, Loader>> & { en: Loader }> = {
  common: {
    en: () => import('./messages/common/en.json?icu'),
    hi: () => import('./messages/common/hi.json?icu'),
    mr: () => import('./messages/common/mr.json?icu'),
  },
  app: {
    en: () => import('./messages/app/en.json?icu'),
    hi: () => import('./messages/app/hi.json?icu'),
    mr: () => import('./messages/app/mr.json?icu'),
  },
  education: {
    en: () => import('./messages/education/en.json?icu'),
    hi: () => import('./messages/education/hi.json?icu'),
    mr: () => import('./messages/education/mr.json?icu'),
  },
  account: {
    en: () => import('./messages/account/en.json?icu'),
    hi: () => import('./messages/account/hi.json?icu'),
    mr: () => import('./messages/account/mr.json?icu'),
  },
  booking: {
    en: () => import('./messages/booking/en.json?icu'),
    hi: () => import('./messages/booking/hi.json?icu'),
    mr: () => import('./messages/booking/mr.json?icu'),
  },
  cancellation: {
    en: () => import('./messages/cancellation/en.json?icu'),
    hi: () => import('./messages/cancellation/hi.json?icu'),
    mr: () => import('./messages/cancellation/mr.json?icu'),
  },
  history: {
    en: () => import('./messages/history/en.json?icu'),
    hi: () => import('./messages/history/hi.json?icu'),
    mr: () => import('./messages/history/mr.json?icu'),
  },
  receipt: {
    en: () => import('./messages/receipt/en.json?icu'),
    hi: () => import('./messages/receipt/hi.json?icu'),
    mr: () => import('./messages/receipt/mr.json?icu'),
  },
  rider: {
    en: () => import('./messages/rider/en.json?icu'),
    hi: () => import('./messages/rider/hi.json?icu'),
    mr: () => import('./messages/rider/mr.json?icu'),
  },
  safety: {
    en: () => import('./messages/safety/en.json?icu'),
    hi: () => import('./messages/safety/hi.json?icu'),
    mr: () => import('./messages/safety/mr.json?icu'),
  },
  notifications: {
    en: () => import('./messages/notifications/en.json?icu'),
    hi: () => import('./messages/notifications/hi.json?icu'),
    mr: () => import('./messages/notifications/mr.json?icu'),
  },
  tracking: {
    en: () => import('./messages/tracking/en.json?icu'),
    hi: () => import('./messages/tracking/hi.json?icu'),
    mr: () => import('./messages/tracking/mr.json?icu'),
  },
  fields: {
    en: () => import('./messages/fields/en.json?icu'),
    hi: () => import('./messages/fields/hi.json?icu'),
    mr: () => import('./messages/fields/mr.json?icu'),
  },
  home: {
    en: () => import('./messages/home/en.json?icu'),
    hi: () => import('./messages/home/hi.json?icu'),
    mr: () => import('./messages/home/mr.json?icu'),
  },
  legal: {
    en: () => import('./messages/legal/en.json?icu'),
    hi: () => import('./messages/legal/hi.json?icu'),
    mr: () => import('./messages/legal/mr.json?icu'),
  },
  errors: {
    en: () => import('./messages/errors/en.json?icu'),
    hi: () => import('./messages/errors/hi.json?icu'),
    mr: () => import('./messages/errors/mr.json?icu'),
  },
  offline: {
    en: () => import('./messages/offline/en.json?icu'),
    hi: () => import('./messages/offline/hi.json?icu'),
    mr: () => import('./messages/offline/mr.json?icu'),
  },
  admin: { en: () => import('./messages/admin/en.json?icu') },
  // The safety desk is watched from control rooms in Pune and Agra, so it speaks Marathi and Hindi too.
  safetyDesk: {
    en: () => import('./messages/safetyDesk/en.json?icu'),
    hi: () => import('./messages/safetyDesk/hi.json?icu'),
    mr: () => import('./messages/safetyDesk/mr.json?icu'),
  },
  complaints: {
    en: () => import('./messages/complaints/en.json?icu'),
    hi: () => import('./messages/complaints/hi.json?icu'),
    mr: () => import('./messages/complaints/mr.json?icu'),
  },
  shop: {
    en: () => import('./messages/shop/en.json?icu'),
    hi: () => import('./messages/shop/hi.json?icu'),
    mr: () => import('./messages/shop/mr.json?icu'),
  },
};

/** The catalogue an area is shown from in a language (English for the English-only areas). */
export function catalogueLanguage(area: Area, language: Language): Language {
  return loaders[area][language] ? language : 'en';
}

export async function loadCatalogue(area: Area, language: Language): Promise<Catalogue> {
  const load = loaders[area][language] ?? loaders[area].en;
  return (await load()).default;
}
