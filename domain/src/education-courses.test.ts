import { describe, expect, it } from 'vitest';
import { COURSE_CODES, COURSE_SECTIONS, COURSES, findCourse, findCourseCode } from './education-courses.js';

describe('the education course list', () => {
  it('holds exactly the twelve published course codes, in their canonical spelling', () => {
    expect(COURSE_CODES.join(' ')).toBe('yoga ITI 10th 12th BCA BCOM BA BSC MA MCOM MCA MSC');
  });

  it.each([
    ['bca', 'BCA'],
    ['BCA', 'BCA'],
    ['Yoga', 'yoga'],
    ['YOGA', 'yoga'],
    ['iti', 'ITI'],
    ['10TH', '10th'],
    [' mcom ', 'MCOM'],
    ['msc', 'MSC'],
  ])('finds %j as the canonical %s', (input, expected) => {
    expect(findCourseCode(input)).toBe(expected);
  });

  it.each(['', 'PhD', 'B.Sc', 'bca2', 'yoga;drop', '<script>'])('does not find %j', (input) => {
    expect(findCourseCode(input)).toBeNull();
    expect(findCourse(input)).toBeNull();
  });

  it('gives every course a title and a real description', () => {
    expect(COURSE_CODES.map((code) => COURSES[code].title).join(' ')).toBe(
      'YOGA ITI 10th 12th BCA BCOM BA BSC MA MCOM MCA MSC',
    );
    for (const code of COURSE_CODES) {
      const course = COURSES[code];
      expect(course.code).toBe(code);
      expect(course.title.length).toBeGreaterThan(0);
      expect(course.description.length).toBeGreaterThan(40);
      expect(course.description).not.toMatch(/lorem|ipsum/i);
    }
  });

  it('lists the page sections in the order the page shows them, covering every course', () => {
    expect(COURSE_SECTIONS.map((section) => [section.heading, section.courses])).toEqual([
      ['Top Courses', ['yoga', 'ITI']],
      ['Skill Certified Courses', ['yoga', 'ITI']],
      ['NIOS Board Courses', ['10th', '12th']],
      ['UG Degree Courses', ['BCA', 'BCOM', 'BA', 'BSC']],
      ['PG Degree Courses', ['MA', 'MCOM', 'MCA', 'MSC']],
    ]);
    const shown = new Set(COURSE_SECTIONS.flatMap((section) => section.courses));
    expect(shown.size).toBe(COURSE_CODES.length);
  });
});
