import * as educationApi from '@dropwise/domain/api/education';
import type { CourseCode } from '@dropwise/domain/education-courses';
import type { EnrolmentFormValues } from '@dropwise/domain/enrolment-form';
import { request } from '@/lib/api/request';

// What the enrolment form needs only once a person fills it in: its rules, the request and the
// server's answers. The page loads this module on their first touch (enrolment-form-page.tsx), so
// none of it is in the page's first load.
export { applyServerErrors } from '@/lib/api/apply-server-errors';
export { plainMessage } from '@/lib/api/api-error';

// The form's rules come from the zod-mini module, not enrolment.ts, to keep zod's full build off the page.
export {
  enrolmentFormSchema,
  type EnrolmentFormInput,
  type EnrolmentFormValues,
} from '@dropwise/domain/enrolment-form';
export type { EnrolmentAnswer as EnrolmentResult } from '@dropwise/domain/api/education';

/** POST /api/education/addform with the form's values (the same schema the function checks). */
export function submitEnrolment(
  course: CourseCode,
  values: EnrolmentFormValues,
): Promise<educationApi.EnrolmentAnswer> {
  return request(educationApi.submitEnrolment, { body: { course, ...values } });
}
