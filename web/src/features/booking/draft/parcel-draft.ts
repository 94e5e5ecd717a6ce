import { PARCEL_SIZE_BANDS, type ParcelSizeBand } from '@dropwise/domain/fares';
import { createDraftStore } from './draft-store';
import { type DraftPlace, emptyPlace, repairPlace } from './ride-draft';

/** The steps of sending a parcel; `firstStep` is pickup and drop-off. */
export const PARCEL_STEPS = ['firstStep', 'details', 'review'] as const;
export type ParcelStep = (typeof PARCEL_STEPS)[number];

export interface DraftParcelDetails {
  sizeBand: ParcelSizeBand | '';
  description: string;
  receiverName: string;
  receiverPhone: string;
}

export interface ParcelDraft {
  bookParcelStatus: ParcelStep;
  pickupLocation: DraftPlace;
  dropOffLocation: DraftPlace;
  parcel: DraftParcelDetails;
  currentOrderId: string;
  requestId: string;
}

export const initialParcelDraft: ParcelDraft = {
  bookParcelStatus: 'firstStep',
  pickupLocation: emptyPlace,
  dropOffLocation: emptyPlace,
  parcel: { sizeBand: '', description: '', receiverName: '', receiverPhone: '' },
  currentOrderId: '',
  requestId: '',
};

export const parcelDraftStore = createDraftStore<ParcelDraft>(
  'dropwise:draft:bookParcel',
  initialParcelDraft,
  (draft) => {
    const parcel = (draft.parcel ?? {}) as Partial<Record<keyof DraftParcelDetails, unknown>>;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return {
      ...draft,
      bookParcelStatus: PARCEL_STEPS.includes(draft.bookParcelStatus) ? draft.bookParcelStatus : 'firstStep',
      pickupLocation: repairPlace(draft.pickupLocation),
      dropOffLocation: repairPlace(draft.dropOffLocation),
      parcel: {
        sizeBand: PARCEL_SIZE_BANDS.includes(parcel.sizeBand as ParcelSizeBand)
          ? (parcel.sizeBand as ParcelSizeBand)
          : '',
        description: text(parcel.description),
        receiverName: text(parcel.receiverName),
        receiverPhone: text(parcel.receiverPhone),
      },
    };
  },
);
