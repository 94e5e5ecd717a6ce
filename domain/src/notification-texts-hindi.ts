import type { OrderKind } from './booking.js';
import type { ByStatus, NotificationText, Texts } from './notification-messages.js';
import { withReasonAndRider } from './notification-status-text.js';

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

/** The notifications in Hindi, for the push and for the app read in Hindi. */
export const hindi: Texts = {
  orderBooked: ({ kind, pickup }) => ({
    title: kind === 'ride' ? 'राइड बुक हो गई' : 'पार्सल बुक हो गया',
    body: `${pickup} से आपकी बुकिंग हमें मिल गई है। स्वीकार होते ही हम आपको बताएँगे।`,
  }),
  orderStatus: withReasonAndRider(
    { reason: 'कारण', rider: 'राइडर', stop: '।' },
    ({ kind, status }) => hindiCustomerStatus[status][kind],
  ),
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
