import type { ComplaintCategory, ComplaintStatus } from '@dropwise/domain/complaints';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';

type Key = MessageKey<'complaints'>;

export const CATEGORY_WORDS: Record<ComplaintCategory, Key> = {
  fare: 'categoryFare',
  safety: 'categorySafety',
  behaviour: 'categoryBehaviour',
  lost_item: 'categoryLostItem',
  payment: 'categoryPayment',
  app: 'categoryApp',
  other: 'categoryOther',
};

export const STATUS_WORDS: Record<ComplaintStatus, Key> = {
  open: 'statusOpen',
  in_progress: 'statusInProgress',
  resolved: 'statusResolved',
};
