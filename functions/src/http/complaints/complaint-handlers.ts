import type { Request } from 'express';
import { z } from 'zod';
import type * as complaintsApi from '@dropwise/domain/api/complaints';
import { COMPLAINT_LIST_FILTERS } from '@dropwise/domain/api/complaints';
import { complaintAnswerSchema } from '@dropwise/domain/admin/complaints-admin';
import { complaintRequestSchema, isComplaintId } from '@dropwise/domain/complaints';
import { db } from '../../lib/firebase-admin.js';
import { answerComplaint } from '../../services/complaints/answer-complaint.js';
import { listDeskComplaints, orderComplaints } from '../../services/complaints/complaint-lists.js';
import { fileComplaint } from '../../services/complaints/file-complaint.js';
import type { ComplaintCaller } from '../../services/complaints/order-party.js';
import { hasRole } from '../authenticate.js';
import { caller } from '../request-caller.js';
import { parseBody, parseParams, parseQuery } from '../parse-request.js';
import { NO_SUCH_ORDER, orderParams } from '../orders/order-params.js';
import type { ResponseOf } from '../area-router.js';

const complaintParams = z.object({ complaintId: z.string().refine(isComplaintId) });
const listQuery = z
  .object({
    status: z
      .enum(COMPLAINT_LIST_FILTERS, {
        errorMap: () => ({ message: `Choose one of: ${COMPLAINT_LIST_FILTERS.join(', ')}.` }),
      })
      .default('open'),
  })
  .strict();

function complaintCaller(res: Parameters<typeof caller>[0]): ComplaintCaller {
  const token = caller(res);
  return { uid: token.uid, isRider: hasRole(token, 'rider'), isAdmin: hasRole(token, 'admin') };
}

/** POST /api/orders/:id/complaints: the order's customer or rider files a complaint. */
export async function fileComplaintHandler(
  req: Request,
  res: ResponseOf<typeof complaintsApi.fileComplaint>,
): Promise<void> {
  const { id } = parseParams(orderParams, req, NO_SUCH_ORDER);
  const request = parseBody(complaintRequestSchema, req);
  const filed = await fileComplaint(db, id, complaintCaller(res), request);
  res.status(201).json({ success: true, data: filed });
}

/** GET /api/orders/:id/complaints: the caller's own complaints on the order (an admin's: all). */
export async function orderComplaintsHandler(
  req: Request,
  res: ResponseOf<typeof complaintsApi.orderComplaints>,
): Promise<void> {
  const { id } = parseParams(orderParams, req, NO_SUCH_ORDER);
  res.set('Cache-Control', 'no-store');
  res.json({ success: true, data: await orderComplaints(db, id, complaintCaller(res)) });
}

/** GET /api/admin/complaints?status=: the desk's list. */
export async function listComplaintsHandler(
  req: Request,
  res: ResponseOf<typeof complaintsApi.listComplaints>,
): Promise<void> {
  const { status } = parseQuery(listQuery, req);
  res.set('Cache-Control', 'no-store');
  res.json({ success: true, data: await listDeskComplaints(db, status) });
}

/** POST /api/admin/complaints/:complaintId/answer. */
export async function answerComplaintHandler(
  req: Request,
  res: ResponseOf<typeof complaintsApi.answerComplaint>,
): Promise<void> {
  const { complaintId } = parseParams(complaintParams, req, 'No such complaint.');
  const answer = parseBody(complaintAnswerSchema, req);
  await answerComplaint(db, complaintId, answer, caller(res).uid);
  res.json({ success: true, data: { complaintId, status: answer.status } });
}
