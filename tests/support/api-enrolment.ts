import { postJson, type RequestOptions } from './education';

/** Sends an enrolment (a JSON value, or a raw string sent as it is) as the public form does. */
export const submitEnrolment = (body: unknown, options?: RequestOptions) =>
  postJson('/api/education/addform', body, options);
