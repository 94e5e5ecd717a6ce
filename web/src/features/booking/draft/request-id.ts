// The booking's drafts name it here; the id itself is made in one place for every screen.
export { makeRequestId } from '@/lib/orders/request-id';
