import { type Course, findCourse } from '@dropwise/domain/education-courses';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { type Path, type Resolver, useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import { pagePaths } from '@dropwise/domain/page-paths';
import { FormError, formFields, SubmitButton, TextField } from '@/components/form';
import { showToast } from '@/lib/idle/lazy-toast';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useT } from '@/lib/i18n/use-t';
import type { EnrolmentFormInput, EnrolmentFormValues } from '@/features/education/api/submit-enrolment';
import { courseDescription, courseTitle } from '@/features/education/components/course-text';
import { EducationTopBar } from '@/features/education/components/education-top-bar';
import '@/features/education/education.css';

const emptyForm: EnrolmentFormInput = { name: '', email: '', number: '', city: '' };

const fields: Array<{
  name: Path<EnrolmentFormInput>;
  label: MessageKey<'education'>;
  type: string;
  autoComplete: string;
}> = [
  { name: 'name', label: 'fieldName', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'fieldEmail', type: 'email', autoComplete: 'email' },
  { name: 'number', label: 'fieldPhone', type: 'tel', autoComplete: 'tel' },
  { name: 'city', label: 'fieldCity', type: 'text', autoComplete: 'address-level2' },
];
const fieldNames = fields.map((field) => field.name);

// The form's rules (zod), the request and the server's field messages wait for a person to touch
// the form: the page's first load is the form itself. A second import() reuses the first.
const loadSending = () => import('@/features/education/api/submit-enrolment');
const preloadSending = () => void loadSending().catch(() => undefined);

const CHECKS_UNAVAILABLE = 'unavailable';

/** The form's checks, from the module above; when it cannot load (offline), a form-wide error. */
const checkEnrolment: Resolver<EnrolmentFormInput, unknown, EnrolmentFormValues> = async (...args) => {
  try {
    return await zodResolver((await loadSending()).enrolmentFormSchema)(...args);
  } catch {
    return { values: {}, errors: { root: { type: CHECKS_UNAVAILABLE, message: '' } } };
  }
};

/** /eduform/:course: the enrolment form (a public API call, no Firebase SDK). */
export default function EnrolmentFormPage() {
  const { course: courseParam = '' } = useParams();
  const course = findCourse(courseParam);
  return (
    <div className="edu-shell">
      <EducationTopBar onCoursePage={false} />
      <main className="page narrow edu-main">
        {course ? <EnrolmentForm key={course.code} course={course} /> : <UnknownCourse name={courseParam} />}
      </main>
    </div>
  );
}

const courseLists = [
  [`${pagePaths.education}#skill-courses`, 'navSkillCourses'],
  [`${pagePaths.education}#ug-courses`, 'navUgCourses'],
  [`${pagePaths.education}#pg-courses`, 'navPgCourses'],
  [pagePaths.education, 'allCourses'],
] as const;

function UnknownCourse({ name }: { name: string }) {
  const t = useT('education');
  return (
    <>
      <h1>{t('courseNotFound')}</h1>
      <p role="alert">{t('unknownCourse', { name })}</p>
      <ul>
        {courseLists.map(([to, label]) => (
          <li key={to}>
            <Link to={to}>{t(label)}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function EnrolmentForm({ course }: { course: Course }) {
  const t = useT('education');
  const title = courseTitle(t, course);
  const form = useForm<EnrolmentFormInput, unknown, EnrolmentFormValues>({
    resolver: checkEnrolment,
    // No default values: each field starts from what its input holds when the form attaches, so
    // whatever a visitor typed into the pre-rendered form before the app had loaded is kept.
  });
  const field = formFields(form);
  // A second click can arrive before React re-renders the disabled button: this guard holds it.
  const sending = useRef(false);
  // The form is first painted from HTML written at build time. Until the app has attached to it,
  // Submit would send the fields in the address (a plain GET form), so it waits for the app.
  const [attached, setAttached] = useState(false);
  useEffect(() => setAttached(true), []);

  const onSubmit = async (values: EnrolmentFormValues) => {
    if (sending.current) return;
    sending.current = true;
    try {
      // Loaded already: the checks that let these values through came from it.
      const { submitEnrolment } = await loadSending();
      const result = await submitEnrolment(course.code, values);
      showToast('success', t('enrolled'));
      if (result.duplicate) showToast('info', t('alreadyEnrolled', { course: title }));
      form.reset(emptyForm);
    } catch (error) {
      const { applyServerErrors, plainMessage } = await loadSending();
      if (applyServerErrors(error, form.setError, fieldNames)) {
        showToast('error', t('fixFields'));
      } else {
        showToast('error', t('notSent', { reason: plainMessage(error) }));
      }
    } finally {
      sending.current = false;
    }
  };

  return (
    <>
      <h1>{t('enrolmentHeading', { course: title })}</h1>
      <p className="edu-muted">{courseDescription(t, course)}</p>
      <form className="card" noValidate onFocus={preloadSending} onSubmit={form.handleSubmit(onSubmit)}>
        {fields.map(({ name, label, ...input }) => (
          <TextField key={name} id={`enrol-${name}`} label={t(label)} {...input} {...field(name)} />
        ))}
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('sending')} disabled={!attached}>
          {t('submit')}
        </SubmitButton>
        {form.formState.errors.root?.type === CHECKS_UNAVAILABLE && (
          <FormError>{t('checksUnavailable')}</FormError>
        )}
      </form>
    </>
  );
}
