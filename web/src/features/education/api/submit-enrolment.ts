import * as educationApi from '@dropwise/domain/api/education';
import type { CourseCode } from '@dropwise/domain/education-courses';
import type { EnrolmentFormValues } from '@dropwise/domain/enrolment-form';
import { request } from '@/lib/api/request';

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
