import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import type { ComplaintView, DeskComplaint } from '@dropwise/domain/api/complaints';
import { type ComplaintDocument, complaintOverdue } from '@dropwise/domain/complaints';
import { toMillis } from '@dropwise/domain/rider-duty';

const iso = (value: unknown): string => new Date(toMillis(value) ?? 0).toISOString();

/** A stored complaint as its filer reads it. */
export function complaintView(snapshot: DocumentSnapshot): ComplaintView {
  const complaint = snapshot.data() as ComplaintDocument<Timestamp>;
  return {
    complaintId: snapshot.id,
    reference: complaint.reference,
    category: complaint.category,
    status: complaint.status,
    answer: complaint.answer ?? null,
    text: complaint.text,
    dueBy: iso(complaint.dueBy),
    createdAt: iso(complaint.createdAt),
    role: complaint.by.role,
  };
}

/** A stored complaint as the desk lists it. */
export function deskComplaint(snapshot: DocumentSnapshot, now: number): DeskComplaint {
  const complaint = snapshot.data() as ComplaintDocument<Timestamp>;
  const view = complaintView(snapshot);
  return {
    ...view,
    orderId: complaint.orderId,
    orderKind: complaint.orderKind,
    by: { ...complaint.by, name: complaint.byName ?? null },
    overdue: complaintOverdue({ status: complaint.status, dueBy: toMillis(complaint.dueBy) ?? 0 }, now),
    answeredAt: complaint.answeredAt ? iso(complaint.answeredAt) : null,
  };
}

/** Overdue first, then the soonest due; ties by filing time. */
export function deskOrder(a: DeskComplaint, b: DeskComplaint): number {
  if (a.overdue !== b.overdue) return a.overdue ? -1 : 1;
  return a.dueBy.localeCompare(b.dueBy) || a.createdAt.localeCompare(b.createdAt);
}
