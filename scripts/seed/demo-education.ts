import { Timestamp } from 'firebase-admin/firestore';
import { type EnrolmentStatus, enrolmentSearchTerms } from '../../domain/src/enrolment';
import { normalisePhone } from '../../domain/src/phone';
import { isAlreadyExists } from '../../functions/src/lib/create-conflict';
import { enrolmentId } from '../../functions/src/services/education/enrolment-id';
import { db } from './emulator-admin.js';
import { ENROLMENTS } from '@dropwise/domain/collections';

interface DemoEnrolment {
  course: string;
  name: string;
  email: string;
  number: string;
  city: string;
  status: EnrolmentStatus;
  /** Fixed times keep the dashboard's order the same on every run. */
  createdAt: string;
}

/** A few enrolments in each status, so /edash has something to page, filter and export. */
export const demoEnrolments: DemoEnrolment[] = [
  {
    course: 'BCA',
    name: 'Priya Sharma',
    email: 'priya.sharma@example.com',
    number: '98765 43210',
    city: 'Pune',
    status: 'new',
    createdAt: '2026-01-05T09:15:00Z',
  },
  {
    course: 'yoga',
    name: 'Rahul Verma',
    email: 'rahul.verma@example.com',
    number: '+91 91234 56789',
    city: 'Rishikesh',
    status: 'contacted',
    createdAt: '2026-01-04T11:30:00Z',
  },
  {
    course: 'MCA',
    name: 'Ananya Iyer',
    email: 'ananya.iyer@example.com',
    number: '099887-76655',
    city: 'Chennai',
    status: 'enrolled',
    createdAt: '2026-01-03T14:45:00Z',
  },
  {
    course: '12th',
    name: 'Mohammed Khan',
    email: 'm.khan@example.com',
    number: '8899001122',
    city: 'Lucknow',
    status: 'rejected',
    createdAt: '2026-01-02T16:00:00Z',
  },
  {
    course: 'BCOM',
    name: 'Sneha Patil',
    email: 'sneha.patil@example.com',
    number: '7766554433',
    city: 'Nagpur',
    status: 'new',
    createdAt: '2026-01-01T08:05:00Z',
  },
];

/** Creates each demo enrolment once; a later run leaves them (and any status changes) alone. */
export async function seedDemoEducation(): Promise<void> {
  for (const enrolment of demoEnrolments) {
    const phone = normalisePhone(enrolment.number);
    if (!phone) throw new Error(`Demo phone ${enrolment.number} does not normalise`);
    const { createdAt, ...fields } = enrolment;
    try {
      await db
        .collection(ENROLMENTS)
        .doc(enrolmentId(enrolment.course, phone))
        .create({
          ...fields,
          phone,
          searchTerms: enrolmentSearchTerms(enrolment.name, phone),
          createdAt: Timestamp.fromDate(new Date(createdAt)),
        });
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
    }
  }
}
