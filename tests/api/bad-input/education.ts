import type { EndpointBadInput } from '../bad-input-table';
import { bad, big, jsonBodyCases, oversizedBody, pagedListCases, pathIdCases, textRuleCases } from './cases';

const enrolment = {
  course: 'BCA',
  name: 'Asha Kumari',
  email: 'asha@example.com',
  number: '98765 43210',
  city: 'Pune',
};
const allorder = (query: string) => `/api/education/allorder?${query}`;
const exportCsv = (query: string) => `/api/education/export?${query}`;

/** The education endpoints and the public visit counter. */
export const EDUCATION_BAD_INPUT: EndpointBadInput[] = [
  {
    endpoint: 'POST /api/education/addform',
    actor: 'anyone',
    method: 'POST',
    path: '/api/education/addform',
    cases: [
      ...jsonBodyCases(enrolment, 'name', 'PUT', '/api/education/addform'),
      bad('number-range', 'a phone number of 3 digits', { body: { ...enrolment, number: 123 } }),
      bad('control-characters', 'a city with a newline', { body: { ...enrolment, city: 'Pune\nAdmin' } }),
      ...textRuleCases('a name', (name) => ({ body: { ...enrolment, name } })),
      ...textRuleCases('a city', (city) => ({ body: { ...enrolment, city } })),
    ],
  },
  {
    endpoint: 'POST /api/education/adminlogin',
    actor: 'anyone',
    method: 'POST',
    path: '/api/education/adminlogin',
    cases: [
      ...jsonBodyCases(
        { username: 'eduadmin@dropwise.test', password: 'wrong' },
        'username',
        'GET',
        '/api/education/adminlogin',
      ),
      bad('oversized-string', 'a password of 5,000 characters', {
        body: { username: 'eduadmin@dropwise.test', password: big(5000) },
      }),
    ],
  },
  {
    endpoint: 'GET /api/education/allorder',
    actor: 'eduAdmin',
    method: 'GET',
    path: '/api/education/allorder',
    cases: [
      ...pagedListCases(allorder, 'q'),
      bad('number-range', 'a negative limit', { path: allorder('limit=-5') }),
      bad('bad-cursor', 'a made-up cursor', { path: allorder('cursor=not-a-cursor') }),
      bad('array-for-object', 'limit sent twice', { path: allorder('limit=1&limit=2') }),
      bad('bad-query', 'an unknown course', { path: allorder('course=PhD') }),
      bad('bad-query', 'an unknown status', { path: allorder('status=paid') }),
    ],
  },
  {
    endpoint: 'GET /api/education/export',
    actor: 'eduAdmin',
    method: 'GET',
    path: '/api/education/export',
    cases: [
      bad('bad-query', 'an unknown course', { path: exportCsv('course=PhD') }),
      bad('bad-query', 'an unknown status', { path: exportCsv('status=paid') }),
      bad('array-for-object', 'course sent twice', { path: exportCsv('course=BCA&course=BA') }),
      bad('oversized-string', 'a search of 500 characters', { path: exportCsv(`q=${big(500)}`) }),
      bad('control-characters', 'a search with control characters', { path: exportCsv('q=%00%07%1B') }),
      bad('wrong-method', 'POST', { method: 'POST', body: {} }),
    ],
  },
  {
    endpoint: 'PATCH /api/education/enrolments/:id',
    actor: 'eduAdmin',
    method: 'PATCH',
    path: '/api/education/enrolments/{enrolment}',
    cases: [
      bad('wrong-type', 'status as a number', { body: { status: 1 } }),
      bad('missing-field', 'no status', { body: {} }),
      bad('extra-field', 'a name beside the status', { body: { status: 'contacted', name: 'Someone' } }),
      bad('oversized-string', 'a status of 5,000 characters', { body: { status: big(5000) } }),
      bad('oversized-body', 'a 20 kB body', oversizedBody),
      bad('control-characters', 'a status with a NUL', { body: { status: 'new\u0000' } }),
      ...pathIdCases((id) => `/api/education/enrolments/${id}`, { status: 'new' }),
      bad('array-for-object', 'a JSON array body', { body: [{ status: 'new' }] }),
      bad('bad-query', 'an unknown status', { body: { status: 'paid' } }),
      bad('wrong-method', 'PUT', { method: 'PUT', body: { status: 'new' } }),
    ],
  },
  {
    endpoint: 'GET /counter/:counter',
    actor: 'anyone',
    method: 'GET',
    path: '/counter/dropwiseEduCounter',
    cases: [
      ...pathIdCases((id) => `/counter/${id}EduCounter`, undefined, ['/', '..'], 'a product'),
      bad('oversized-string', 'a product of 2,000 characters', { path: `/counter/${big(2000)}EduCounter` }),
      bad('control-characters', 'a product with control characters', {
        path: '/counter/drop%00wiseEduCounter',
      }),
      bad('wrong-method', 'DELETE', { method: 'DELETE' }),
    ],
  },
  {
    endpoint: 'GET /api/health',
    actor: 'anyone',
    method: 'GET',
    path: '/api/health',
    cases: [bad('wrong-method', 'POST', { method: 'POST', body: {} })],
  },
];
