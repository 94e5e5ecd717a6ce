/**
 * The education section's course list: codes are fixed by the legacy API that clients still call,
 * matched without regard to case and stored in the canonical spelling below. Pure and free of
 * zod so the public course page can import it without pulling in the schema library.
 */
export const COURSE_CODES = [
  'yoga',
  'ITI',
  '10th',
  '12th',
  'BCA',
  'BCOM',
  'BA',
  'BSC',
  'MA',
  'MCOM',
  'MCA',
  'MSC',
] as const;

export type CourseCode = (typeof COURSE_CODES)[number];

export interface Course {
  code: CourseCode;
  title: string;
  description: string;
}

export const COURSES: Record<CourseCode, Course> = {
  yoga: {
    code: 'yoga',
    title: 'YOGA',
    description:
      'Certified yoga teacher training: asanas, pranayama, meditation and anatomy, with supervised teaching practice.',
  },
  ITI: {
    code: 'ITI',
    title: 'ITI',
    description:
      'Industrial Training Institute trades such as electrician, fitter and welder, with hands-on workshop training for an NCVT certificate.',
  },
  '10th': {
    code: '10th',
    title: '10th',
    description:
      'NIOS Secondary (Class 10) through open schooling: study at your own pace and sit the board exams in April or October.',
  },
  '12th': {
    code: '12th',
    title: '12th',
    description:
      'NIOS Senior Secondary (Class 12) in arts, commerce or science subjects, recognised for college admission and jobs.',
  },
  BCA: {
    code: 'BCA',
    title: 'BCA',
    description:
      'Bachelor of Computer Applications: three years of programming, databases, networking and web development.',
  },
  BCOM: {
    code: 'BCOM',
    title: 'BCOM',
    description:
      'Bachelor of Commerce: accounting, taxation, business law and economics for careers in finance and business.',
  },
  BA: {
    code: 'BA',
    title: 'BA',
    description:
      'Bachelor of Arts with subjects such as English, History, Political Science and Economics to choose from.',
  },
  BSC: {
    code: 'BSC',
    title: 'BSC',
    description:
      'Bachelor of Science in Physics, Chemistry, Mathematics or Biology, with practical laboratory work.',
  },
  MA: {
    code: 'MA',
    title: 'MA',
    description: 'Master of Arts: two years of advanced study in a humanities or social science subject.',
  },
  MCOM: {
    code: 'MCOM',
    title: 'MCOM',
    description:
      'Master of Commerce: advanced accounting, corporate finance, auditing and business research.',
  },
  MCA: {
    code: 'MCA',
    title: 'MCA',
    description:
      'Master of Computer Applications: software engineering, advanced programming, cloud and data systems.',
  },
  MSC: {
    code: 'MSC',
    title: 'MSC',
    description:
      'Master of Science: advanced theory and research in a science subject such as Physics, Chemistry or Mathematics.',
  },
};

export interface CourseSection {
  /** The element id the top bar's anchor links scroll to. */
  id: string;
  heading: string;
  courses: CourseCode[];
}

/** The sections of /education, in the order the page shows them. */
export const COURSE_SECTIONS: CourseSection[] = [
  { id: 'home', heading: 'Top Courses', courses: ['yoga', 'ITI'] },
  { id: 'skill-courses', heading: 'Skill Certified Courses', courses: ['yoga', 'ITI'] },
  { id: 'nios-courses', heading: 'NIOS Board Courses', courses: ['10th', '12th'] },
  { id: 'ug-courses', heading: 'UG Degree Courses', courses: ['BCA', 'BCOM', 'BA', 'BSC'] },
  { id: 'pg-courses', heading: 'PG Degree Courses', courses: ['MA', 'MCOM', 'MCA', 'MSC'] },
];

/** Every course card shows this rating (the legacy product's figure). */
export const COURSE_RATING = { value: 4.95, outOf: 5 } as const;

const byLowerCase = new Map<string, CourseCode>(COURSE_CODES.map((code) => [code.toLowerCase(), code]));

/** The canonical course code for what a client sent ("bca", " Yoga "), or null when unknown. */
export function findCourseCode(input: string): CourseCode | null {
  return byLowerCase.get(input.trim().toLowerCase()) ?? null;
}

export function findCourse(input: string): Course | null {
  const code = findCourseCode(input);
  return code ? COURSES[code] : null;
}
