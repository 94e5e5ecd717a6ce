import type { Course, CourseCode } from '@dropwise/domain/education-courses';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import type { Translate } from '@/lib/i18n/use-t';

type EducationKey = MessageKey<'education'>;

// The course list lives in domain/ in English (the API and the staff screens use it as it is);
// what a visitor reads about a course comes from the catalogue, by course code.
const descriptionKeys = {
  yoga: 'descYoga',
  ITI: 'descIti',
  '10th': 'desc10th',
  '12th': 'desc12th',
  BCA: 'descBca',
  BCOM: 'descBcom',
  BA: 'descBa',
  BSC: 'descBsc',
  MA: 'descMa',
  MCOM: 'descMcom',
  MCA: 'descMca',
  MSC: 'descMsc',
} as const satisfies Record<CourseCode, EducationKey>;

// Degree abbreviations (BCA, MSC, ITI) read the same in every language; these three do not.
const titleKeys: Partial<Record<CourseCode, EducationKey>> = {
  yoga: 'titleYoga',
  '10th': 'title10th',
  '12th': 'title12th',
};

const sectionHeadingKeys: Record<string, EducationKey> = {
  home: 'sectionTop',
  'skill-courses': 'sectionSkill',
  'nios-courses': 'sectionNios',
  'ug-courses': 'sectionUg',
  'pg-courses': 'sectionPg',
};

export function courseTitle(t: Translate<'education'>, course: Course): string {
  const key = titleKeys[course.code];
  return key ? t(key) : course.title;
}

export function courseDescription(t: Translate<'education'>, course: Course): string {
  return t(descriptionKeys[course.code]);
}

export function sectionHeading(t: Translate<'education'>, section: { id: string; heading: string }): string {
  const key = sectionHeadingKeys[section.id];
  return key ? t(key) : section.heading;
}
