import type { OrderKind } from './booking.js';
import type { ByStatus, NotificationText, Texts } from './notification-messages.js';
import { withReasonAndRider } from './notification-status-text.js';

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

/** The notifications in Marathi, for the push and for the app read in Marathi. */
export const marathi: Texts = {
  orderBooked: ({ kind, pickup }) => ({
    title: kind === 'ride' ? 'राइड बुक झाली' : 'पार्सल बुक झाले',
    body: `${pickup} येथून तुमची बुकिंग आम्हाला मिळाली आहे. ती स्वीकारली की आम्ही तुम्हाला कळवू.`,
  }),
  orderStatus: withReasonAndRider(
    { reason: 'कारण', rider: 'रायडर', stop: '.' },
    ({ kind, status }) => marathiCustomerStatus[status][kind],
  ),
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
