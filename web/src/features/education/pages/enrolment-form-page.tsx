import { type Course, findCourse } from '@domain/education-courses';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import { formFields, SubmitButton, TextField } from '../../../components/form';
import { showToast } from '../../../lib/idle/lazy-toast';
import { plainMessage } from '../../../lib/api/api-error';
import { applyServerErrors } from '../../../lib/api/apply-server-errors';
import {
  type EnrolmentFormInput,
  enrolmentFormSchema,
  type EnrolmentFormValues,
  submitEnrolment,
} from '../api/submit-enrolment';
import { EducationTopBar } from '../components/education-top-bar';
import '../education.css';

const emptyForm: EnrolmentFormInput = { name: '', email: '', number: '', city: '' };

const fields: Array<{ name: Path<EnrolmentFormInput>; label: string; type: string; autoComplete: string }> = [
  { name: 'name', label: 'Full Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'number', label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
  { name: 'city', label: 'City', type: 'text', autoComplete: 'address-level2' },
];
const fieldNames = fields.map((field) => field.name);

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
  ['/education#skill-courses', 'Skill Courses'],
  ['/education#ug-courses', 'UG Courses'],
  ['/education#pg-courses', 'PG Courses'],
  ['/education', 'All courses'],
] as const;

function UnknownCourse({ name }: { name: string }) {
  return (
    <>
      <h1>Course not found</h1>
      <p role="alert">
        We do not offer a course called “{name}”. Choose one from the course list and press Enroll Now.
      </p>
      <ul>
        {courseLists.map(([to, label]) => (
          <li key={to}>
            <Link to={to}>{label}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function EnrolmentForm({ course }: { course: Course }) {
  const form = useForm<EnrolmentFormInput, unknown, EnrolmentFormValues>({
    resolver: zodResolver(enrolmentFormSchema),
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
      const result = await submitEnrolment(course.code, values);
      showToast('success', 'Enrolled Successfully');
      if (result.duplicate) {
        showToast('info', `We already had your enrolment for ${course.title}, so nothing new was added.`);
      }
      form.reset(emptyForm);
    } catch (error) {
      if (applyServerErrors(error, form.setError, fieldNames)) {
        showToast('error', 'Some details need fixing: see the messages next to the fields.');
      } else {
        showToast('error', `Your enrolment was not sent. ${plainMessage(error)}`);
      }
    } finally {
      sending.current = false;
    }
  };

  return (
    <>
      <h1>Enrolment for {course.title}</h1>
      <p className="edu-muted">{course.description}</p>
      <form className="card" noValidate onSubmit={form.handleSubmit(onSubmit)}>
        {fields.map(({ name, ...input }) => (
          <TextField key={name} id={`enrol-${name}`} {...input} {...field(name)} />
        ))}
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Sending…" disabled={!attached}>
          Submit
        </SubmitButton>
      </form>
    </>
  );
}
