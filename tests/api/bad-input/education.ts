import type { EndpointBadInput } from '../bad-input-table';
import {
  bad,
  endpointRow,
  big,
  jsonBodyCases,
  oneStringFieldCases,
  oversizedBody,
  pagedListCases,
  pathIdCases,
  textRuleCases,
} from './cases';

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
  endpointRow('POST /api/education/addform', 'anyone', [
    ...jsonBodyCases(enrolment, 'name', 'PUT'),
    bad('number-range', 'a phone number of 3 digits', { body: { ...enrolment, number: 123 } }),
    bad('control-characters', 'a city with a newline', { body: { ...enrolment, city: 'Pune\nAdmin' } }),
    ...textRuleCases('a name', (name) => ({ body: { ...enrolment, name } })),
    ...textRuleCases('a city', (city) => ({ body: { ...enrolment, city } })),
  ]),
  endpointRow('POST /api/education/adminlogin', 'anyone', [
    ...jsonBodyCases({ username: 'eduadmin@dropwise.test', password: 'wrong' }, 'username', 'GET'),
    bad('oversized-string', 'a password of 5,000 characters', {
      body: { username: 'eduadmin@dropwise.test', password: big(5000) },
    }),
  ]),
  endpointRow('GET /api/education/allorder', 'eduAdmin', [
    ...pagedListCases(allorder, 'q'),
    bad('number-range', 'a negative limit', { path: allorder('limit=-5') }),
    bad('bad-cursor', 'a made-up cursor', { path: allorder('cursor=not-a-cursor') }),
    bad('array-for-object', 'limit sent twice', { path: allorder('limit=1&limit=2') }),
    bad('bad-query', 'an unknown course', { path: allorder('course=PhD') }),
    bad('bad-query', 'an unknown status', { path: allorder('status=paid') }),
  ]),
  endpointRow('GET /api/education/export', 'eduAdmin', [
    bad('bad-query', 'an unknown course', { path: exportCsv('course=PhD') }),
    bad('bad-query', 'an unknown status', { path: exportCsv('status=paid') }),
    bad('array-for-object', 'course sent twice', { path: exportCsv('course=BCA&course=BA') }),
    bad('oversized-string', 'a search of 500 characters', { path: exportCsv(`q=${big(500)}`) }),
    bad('control-characters', 'a search with control characters', { path: exportCsv('q=%00%07%1B') }),
    bad('wrong-method', 'POST', { method: 'POST', body: {} }),
  ]),
  endpointRow(
    'PATCH /api/education/enrolments/:id',
    'eduAdmin',
    [
      ...oneStringFieldCases('status', 'contacted', { name: 'Someone' }),
      bad('oversized-body', 'a 20 kB body', oversizedBody),
      ...pathIdCases((id) => `/api/education/enrolments/${id}`, { status: 'new' }),
      bad('bad-query', 'an unknown status', { body: { status: 'paid' } }),
    ],
    '/api/education/enrolments/{enrolment}',
  ),
  endpointRow(
    'GET /counter/:counter',
    'anyone',
    [
      ...pathIdCases((id) => `/counter/${id}EduCounter`, undefined, ['/', '..'], 'a product'),
      bad('oversized-string', 'a product of 2,000 characters', { path: `/counter/${big(2000)}EduCounter` }),
      bad('control-characters', 'a product with control characters', {
        path: '/counter/drop%00wiseEduCounter',
      }),
      bad('wrong-method', 'DELETE', { method: 'DELETE' }),
    ],
    '/counter/dropwiseEduCounter',
  ),
  endpointRow('GET /api/health', 'anyone', [bad('wrong-method', 'POST', { method: 'POST', body: {} })]),
];
