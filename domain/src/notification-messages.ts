import type { OrderKind } from './booking.js';
import type { Language } from './languages.js';
import { isOrderStatus, type OrderStatus, STATUS_LABELS } from './order-lifecycle.js';

/**
 * What a notification says, without the words: a key and the values it needs. A feed document
 * keeps it beside its English `title` and `body`, so the push can be sent in the recipient's
 * language and the app can show it in whatever language it is in when the user reads it.
 * Addresses, names and reasons are what people typed and are shown as typed.
 */
export type NotificationMessage =
  /** To the customer: a new booking. */
  | { key: 'orderBooked'; values: { kind: OrderKind; pickup: string } }
  /** To the customer: their order moved to `status`. */
  | {
      key: 'orderStatus';
      values: { kind: OrderKind; status: OrderStatus; reason: string | null; riderName: string | null };
    }
  /** To the customer: their rider went off duty before the pickup; another one is being found. */
  | { key: 'riderSearch'; values: { kind: OrderKind } }
  /** To a rider: an order is now theirs. */
  | { key: 'riderOrderAssigned'; values: { pickup: string; dropOff: string } }
  /** To a rider: an order of theirs moved to `status`. */
  | { key: 'riderOrderStatus'; values: { status: OrderStatus; pickup: string; reason: string | null } }
  /** To a rider: an order they had went to another rider. */
  | { key: 'riderOrderReassigned'; values: { pickup: string } }
  /** To the admins: too many wrong handover codes locked an order. */
  | { key: 'handoverLocked'; values: { kind: OrderKind; pickup: string } }
  /** To a rider: an order is offered to them for a short while (automatic dispatch). */
  | { key: 'riderOffer'; values: { kind: OrderKind; pickup: string } }
  /** To a rider: put off duty after letting offers run out in a row. */
  | { key: 'riderMissedOffers'; values: Record<string, never> }
  /** To the admins: nobody took an order's offers; it waits on the dispatch board. */
  | { key: 'dispatchNoRider'; values: { kind: OrderKind; pickup: string } }
  /** To the admins: a customer rated a trip 2 stars or fewer. */
  | { key: 'lowRating'; values: { kind: OrderKind; pickup: string; stars: string } };

export type NotificationKey = NotificationMessage['key'];
type ValuesOf<K extends NotificationKey> = Extract<NotificationMessage, { key: K }>['values'];

export interface NotificationText {
  title: string;
  body: string;
}

type Texts = { [K in NotificationKey]: (values: ValuesOf<K>) => NotificationText };
type ByKind = Record<OrderKind, string>;
type ByStatus<T> = Record<OrderStatus, T>;

const capitalisedKind: ByKind = { ride: 'Ride', parcel: 'Parcel' };

const english: Texts = {
  orderBooked: ({ kind, pickup }) => ({
    title: `${capitalisedKind[kind]} booked`,
    body: `We have your booking from ${pickup}. We will tell you when it is accepted.`,
  }),
  orderStatus: ({ kind, status, reason, riderName }) => {
    const said: Partial<ByStatus<string>> = {
      accepted: `Your ${kind} is accepted. We are finding a rider.`,
      assigned: 'A rider is assigned and on the way to the pickup.',
      picked_up: kind === 'ride' ? 'Your ride has started.' : 'Your parcel has been picked up.',
      delivered:
        kind === 'ride'
          ? 'You have arrived. Thank you for riding with Dropwise.'
          : 'Your parcel has been delivered.',
      cancelled: `Your ${kind} is cancelled.`,
      failed: `Your ${kind} could not be completed.`,
    };
    return {
      title: `${capitalisedKind[kind]}: ${STATUS_LABELS[status]}`,
      body:
        (said[status] ?? `Your ${kind} is ${STATUS_LABELS[status].toLowerCase()}.`) +
        (reason ? ` Reason: ${reason}` : '') +
        (riderName !== null ? ` Rider: ${riderName}.` : ''),
    };
  },
  riderSearch: ({ kind }) => ({
    title: `${capitalisedKind[kind]}: a new rider is being found`,
    body: `Your rider is no longer available. A new rider is being found for your ${kind}.`,
  }),
  riderOrderAssigned: ({ pickup, dropOff }) => ({
    title: 'New order assigned',
    body: `Pick up at ${pickup}, drop off at ${dropOff}.`,
  }),
  riderOrderStatus: ({ status, pickup, reason }) => ({
    title: `Order ${STATUS_LABELS[status].toLowerCase()}`,
    body: `The order from ${pickup} is ${STATUS_LABELS[status].toLowerCase()}.${reason ? ` Reason: ${reason}` : ''}`,
  }),
  riderOrderReassigned: ({ pickup }) => ({
    title: 'Order reassigned',
    body: `The order from ${pickup} went to another rider.`,
  }),
  handoverLocked: ({ kind, pickup }) => ({
    title: 'Handover code locked',
    body: `Too many wrong codes on the ${kind} from ${pickup}. Complete the step with a reason once you have checked.`,
  }),
  riderOffer: ({ kind, pickup }) => ({
    title: `New ${kind} offer`,
    body: `Pick up at ${pickup}. Open Dropwise to accept it before the offer ends.`,
  }),
  riderMissedOffers: () => ({
    title: 'You are now off duty',
    body: 'Three offers in a row ended without an answer, so we took you off duty. Go on duty again when you are ready for orders.',
  }),
  dispatchNoRider: ({ kind, pickup }) => ({
    title: 'No rider found',
    body: `Nobody took the ${kind} from ${pickup}. It is back on the dispatch board for you to assign.`,
  }),
  lowRating: ({ kind, pickup, stars }) => ({
    title: `Low rating: ${stars} of 5`,
    body: `A customer rated the ${kind} from ${pickup} ${stars} of 5. Look at what happened and talk to the rider.`,
  }),
};

// The app's own status names (the `common` catalogue), so a notification and the order page agree.
const hindiStatus: ByStatus<string> = {
  pending: 'बाकी',
  accepted: 'स्वीकार हुआ',
  assigned: 'राइडर तय',
  picked_up: 'पिकअप हो गया',
  delivered: 'डिलीवर हो गया',
  cancelled: 'रद्द',
  failed: 'पूरा नहीं हुआ',
};

// राइड is feminine and पार्सल masculine, so most sentences differ by kind, not just by one word.
const hindiCustomerStatus: ByStatus<Record<OrderKind, NotificationText>> = {
  pending: {
    ride: { title: 'राइड: बाकी', body: 'आपकी राइड अभी बाकी है।' },
    parcel: { title: 'पार्सल: बाकी', body: 'आपका पार्सल अभी बाकी है।' },
  },
  accepted: {
    ride: { title: 'राइड स्वीकार हो गई', body: 'आपकी राइड स्वीकार हो गई है। हम राइडर ढूँढ रहे हैं।' },
    parcel: { title: 'पार्सल स्वीकार हो गया', body: 'आपका पार्सल स्वीकार हो गया है। हम राइडर ढूँढ रहे हैं।' },
  },
  assigned: {
    ride: { title: 'राइड: राइडर तय', body: 'राइडर तय हो गया है और पिकअप की जगह की ओर आ रहा है।' },
    parcel: { title: 'पार्सल: राइडर तय', body: 'राइडर तय हो गया है और पिकअप की जगह की ओर आ रहा है।' },
  },
  picked_up: {
    ride: { title: 'राइड शुरू हो गई', body: 'आपकी राइड शुरू हो गई है।' },
    parcel: { title: 'पार्सल पिकअप हो गया', body: 'आपका पार्सल पिकअप हो गया है।' },
  },
  delivered: {
    ride: { title: 'राइड पूरी हो गई', body: 'आप पहुँच गए हैं। Dropwise के साथ राइड करने के लिए धन्यवाद।' },
    parcel: { title: 'पार्सल डिलीवर हो गया', body: 'आपका पार्सल डिलीवर हो गया है।' },
  },
  cancelled: {
    ride: { title: 'राइड रद्द हो गई', body: 'आपकी राइड रद्द हो गई है।' },
    parcel: { title: 'पार्सल रद्द हो गया', body: 'आपका पार्सल रद्द हो गया है।' },
  },
  failed: {
    ride: { title: 'राइड पूरी नहीं हो सकी', body: 'आपकी राइड पूरी नहीं हो सकी।' },
    parcel: { title: 'पार्सल ऑर्डर पूरा नहीं हो सका', body: 'आपका पार्सल ऑर्डर पूरा नहीं हो सका।' },
  },
};

const hindi: Texts = {
  orderBooked: ({ kind, pickup }) => ({
    title: kind === 'ride' ? 'राइड बुक हो गई' : 'पार्सल बुक हो गया',
    body: `${pickup} से आपकी बुकिंग हमें मिल गई है। स्वीकार होते ही हम आपको बताएँगे।`,
  }),
  orderStatus: ({ kind, status, reason, riderName }) => {
    const text = hindiCustomerStatus[status][kind];
    return {
      title: text.title,
      body:
        text.body + (reason ? ` कारण: ${reason}` : '') + (riderName !== null ? ` राइडर: ${riderName}।` : ''),
    };
  },
  riderSearch: ({ kind }) => ({
    title: `${kind === 'ride' ? 'राइड' : 'पार्सल'}: नया राइडर ढूँढा जा रहा है`,
    body: `आपका राइडर अब उपलब्ध नहीं है। ${kind === 'ride' ? 'आपकी राइड' : 'आपके पार्सल'} के लिए नया राइडर ढूँढा जा रहा है।`,
  }),
  riderOrderAssigned: ({ pickup, dropOff }) => ({
    title: 'नया ऑर्डर मिला',
    body: `${pickup} से पिकअप करें, ${dropOff} पर ड्रॉप करें।`,
  }),
  riderOrderStatus: ({ status, pickup, reason }) => ({
    title: `ऑर्डर: ${hindiStatus[status]}`,
    body: `${pickup} वाले ऑर्डर की स्थिति: ${hindiStatus[status]}।${reason ? ` कारण: ${reason}` : ''}`,
  }),
  riderOrderReassigned: ({ pickup }) => ({
    title: 'ऑर्डर दूसरे राइडर को दिया गया',
    body: `${pickup} वाला ऑर्डर अब दूसरे राइडर के पास है।`,
  }),
  handoverLocked: ({ kind, pickup }) => ({
    title: 'हैंडओवर कोड लॉक हो गया',
    body: `${pickup} ${kind === 'ride' ? 'वाली राइड' : 'वाले पार्सल'} पर कई बार गलत कोड डाला गया। जाँच करने के बाद कारण लिखकर यह चरण पूरा करें।`,
  }),
  riderOffer: ({ kind, pickup }) => ({
    title: kind === 'ride' ? 'नई राइड का ऑफ़र' : 'नए पार्सल का ऑफ़र',
    body: `${pickup} से पिकअप। ऑफ़र खत्म होने से पहले Dropwise खोलकर स्वीकार करें।`,
  }),
  riderMissedOffers: () => ({
    title: 'अब आप ड्यूटी से बाहर हैं',
    body: 'लगातार तीन ऑफ़र बिना जवाब के खत्म हो गए, इसलिए हमने आपको ड्यूटी से बाहर कर दिया है। ऑर्डर लेने के लिए तैयार हों, तो फिर से ड्यूटी पर आ जाएँ।',
  }),
  dispatchNoRider: ({ kind, pickup }) => ({
    title: 'कोई राइडर नहीं मिला',
    body: `${pickup} ${kind === 'ride' ? 'वाली राइड' : 'वाला पार्सल'} किसी राइडर ने नहीं लिया। यह फिर से डिस्पैच बोर्ड पर है।`,
  }),
  lowRating: ({ kind, pickup, stars }) => ({
    title: `कम रेटिंग: 5 में से ${stars}`,
    body: `एक ग्राहक ने ${pickup} ${kind === 'ride' ? 'वाली राइड' : 'वाले पार्सल'} को 5 में से ${stars} रेटिंग दी। देखें क्या हुआ और राइडर से बात करें।`,
  }),
};

const marathiStatus: ByStatus<string> = {
  pending: 'प्रलंबित',
  accepted: 'स्वीकारले',
  assigned: 'रायडर ठरला',
  picked_up: 'पिकअप झाले',
  delivered: 'पोहोचवले',
  cancelled: 'रद्द',
  failed: 'पूर्ण झाले नाही',
};

// राइड and ऑर्डर are feminine, पार्सल neuter.
const marathiCustomerStatus: ByStatus<Record<OrderKind, NotificationText>> = {
  pending: {
    ride: { title: 'राइड: प्रलंबित', body: 'तुमची राइड अजून प्रलंबित आहे.' },
    parcel: { title: 'पार्सल: प्रलंबित', body: 'तुमचे पार्सल अजून प्रलंबित आहे.' },
  },
  accepted: {
    ride: { title: 'राइड स्वीकारली', body: 'तुमची राइड स्वीकारली आहे. आम्ही रायडर शोधत आहोत.' },
    parcel: { title: 'पार्सल स्वीकारले', body: 'तुमचे पार्सल स्वीकारले आहे. आम्ही रायडर शोधत आहोत.' },
  },
  assigned: {
    ride: { title: 'राइड: रायडर ठरला', body: 'रायडर ठरला आहे आणि पिकअपच्या ठिकाणी येत आहे.' },
    parcel: { title: 'पार्सल: रायडर ठरला', body: 'रायडर ठरला आहे आणि पिकअपच्या ठिकाणी येत आहे.' },
  },
  picked_up: {
    ride: { title: 'राइड सुरू झाली', body: 'तुमची राइड सुरू झाली आहे.' },
    parcel: { title: 'पार्सल पिकअप झाले', body: 'तुमचे पार्सल पिकअप झाले आहे.' },
  },
  delivered: {
    ride: { title: 'राइड पूर्ण झाली', body: 'तुम्ही पोहोचलात. Dropwise सोबत राइड केल्याबद्दल धन्यवाद.' },
    parcel: { title: 'पार्सल पोहोचवले', body: 'तुमचे पार्सल पोहोचवले आहे.' },
  },
  cancelled: {
    ride: { title: 'राइड रद्द झाली', body: 'तुमची राइड रद्द झाली आहे.' },
    parcel: { title: 'पार्सल रद्द झाले', body: 'तुमचे पार्सल रद्द झाले आहे.' },
  },
  failed: {
    ride: { title: 'राइड पूर्ण होऊ शकली नाही', body: 'तुमची राइड पूर्ण होऊ शकली नाही.' },
    parcel: { title: 'पार्सल ऑर्डर पूर्ण होऊ शकली नाही', body: 'तुमची पार्सल ऑर्डर पूर्ण होऊ शकली नाही.' },
  },
};

const marathi: Texts = {
  orderBooked: ({ kind, pickup }) => ({
    title: kind === 'ride' ? 'राइड बुक झाली' : 'पार्सल बुक झाले',
    body: `${pickup} येथून तुमची बुकिंग आम्हाला मिळाली आहे. ती स्वीकारली की आम्ही तुम्हाला कळवू.`,
  }),
  orderStatus: ({ kind, status, reason, riderName }) => {
    const text = marathiCustomerStatus[status][kind];
    return {
      title: text.title,
      body:
        text.body + (reason ? ` कारण: ${reason}` : '') + (riderName !== null ? ` रायडर: ${riderName}.` : ''),
    };
  },
  riderSearch: ({ kind }) => ({
    title: `${kind === 'ride' ? 'राइड' : 'पार्सल'}: नवीन रायडर शोधत आहोत`,
    body: `तुमचा रायडर आता उपलब्ध नाही. ${kind === 'ride' ? 'तुमच्या राइडसाठी' : 'तुमच्या पार्सलसाठी'} नवीन रायडर शोधत आहोत.`,
  }),
  riderOrderAssigned: ({ pickup, dropOff }) => ({
    title: 'नवीन ऑर्डर मिळाली',
    body: `${pickup} येथून पिकअप करा, ${dropOff} येथे ड्रॉप करा.`,
  }),
  riderOrderStatus: ({ status, pickup, reason }) => ({
    title: `ऑर्डर: ${marathiStatus[status]}`,
    body: `${pickup} येथील ऑर्डरची स्थिती: ${marathiStatus[status]}.${reason ? ` कारण: ${reason}` : ''}`,
  }),
  riderOrderReassigned: ({ pickup }) => ({
    title: 'ऑर्डर दुसऱ्या रायडरकडे गेली',
    body: `${pickup} येथील ऑर्डर आता दुसऱ्या रायडरकडे आहे.`,
  }),
  handoverLocked: ({ kind, pickup }) => ({
    title: 'हँडओव्हर कोड लॉक झाला',
    body: `${pickup} येथील ${kind === 'ride' ? 'राइडवर' : 'पार्सलवर'} अनेक वेळा चुकीचा कोड टाकला गेला. तपासून झाल्यावर कारण लिहून ही पायरी पूर्ण करा.`,
  }),
  riderOffer: ({ kind, pickup }) => ({
    title: kind === 'ride' ? 'नवीन राइडची ऑफर' : 'नवीन पार्सलची ऑफर',
    body: `${pickup} येथून पिकअप. ऑफर संपण्याआधी Dropwise उघडून स्वीकारा.`,
  }),
  riderMissedOffers: () => ({
    title: 'तुम्ही आता ड्युटीबाहेर आहात',
    body: 'सलग तीन ऑफर उत्तर न देता संपल्या, म्हणून आम्ही तुम्हाला ड्युटीबाहेर केले आहे. ऑर्डर घ्यायला तयार असाल तेव्हा पुन्हा ड्युटीवर या.',
  }),
  dispatchNoRider: ({ kind, pickup }) => ({
    title: 'रायडर मिळाला नाही',
    body: `${pickup} येथील ${kind === 'ride' ? 'राइड' : 'पार्सल'} कोणत्याही रायडरने घेतले नाही. ते पुन्हा डिस्पॅच बोर्डवर आहे.`,
  }),
  lowRating: ({ kind, pickup, stars }) => ({
    title: `कमी रेटिंग: 5 पैकी ${stars}`,
    body: `एका ग्राहकाने ${pickup} येथील ${kind === 'ride' ? 'राइडला' : 'पार्सलला'} 5 पैकी ${stars} रेटिंग दिली. काय झाले ते पाहा आणि रायडरशी बोला.`,
  }),
};

const texts: Record<Language, Texts> = { en: english, hi: hindi, mr: marathi };

/** A notification's title and body in a language; in English, exactly what the feed stores. */
export function renderNotification(message: NotificationMessage, language: Language): NotificationText {
  const render = texts[language][message.key] as (values: NotificationMessage['values']) => NotificationText;
  return render(message.values);
}

type Field = 'kind' | 'status' | 'text' | 'textOrNull';
const fields: { [K in NotificationKey]: Record<keyof ValuesOf<K>, Field> } = {
  orderBooked: { kind: 'kind', pickup: 'text' },
  orderStatus: { kind: 'kind', status: 'status', reason: 'textOrNull', riderName: 'textOrNull' },
  riderSearch: { kind: 'kind' },
  riderOrderAssigned: { pickup: 'text', dropOff: 'text' },
  riderOrderStatus: { status: 'status', pickup: 'text', reason: 'textOrNull' },
  riderOrderReassigned: { pickup: 'text' },
  handoverLocked: { kind: 'kind', pickup: 'text' },
  riderOffer: { kind: 'kind', pickup: 'text' },
  riderMissedOffers: {},
  dispatchNoRider: { kind: 'kind', pickup: 'text' },
  lowRating: { kind: 'kind', pickup: 'text', stars: 'text' },
};

function readField(field: Field, value: unknown): { ok: boolean; value: unknown } {
  switch (field) {
    case 'kind':
      return { ok: value === 'ride' || value === 'parcel', value };
    case 'status':
      return { ok: isOrderStatus(value), value };
    case 'text':
      return { ok: typeof value === 'string', value };
    case 'textOrNull':
      return { ok: value == null || typeof value === 'string', value: value ?? null };
  }
}

/**
 * The `message` of a stored feed document, or null when there is none or it is not one this
 * version knows (a document from before messages, or from a newer release): the reader then shows
 * the stored English title and body.
 */
export function readNotificationMessage(stored: unknown): NotificationMessage | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { key, values } = stored as { key?: unknown; values?: unknown };
  if (typeof key !== 'string' || !Object.hasOwn(fields, key)) return null;
  if (typeof values !== 'object' || values === null) return null;
  const read: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields[key as NotificationKey]) as Array<[string, Field]>) {
    const { ok, value } = readField(field, (values as Record<string, unknown>)[name]);
    if (!ok) return null;
    read[name] = value;
  }
  return { key, values: read } as NotificationMessage;
}
