import { describe, expect, it } from 'vitest';
import { PROFILE_IMAGE_MAX_CHARS, profileFieldsSchema } from './customer-profile.js';

const valid = { name: 'Asha Rao', cityName: 'Pune', profileImage: null };
const tinyJpeg = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBD';

describe('profileFieldsSchema', () => {
  it('accepts a name, a city and no image', () => {
    expect(profileFieldsSchema.parse(valid)).toEqual(valid);
  });

  it('trims the name and city', () => {
    expect(profileFieldsSchema.parse({ ...valid, name: '  Asha  ', cityName: ' Pune ' })).toMatchObject({
      name: 'Asha',
      cityName: 'Pune',
    });
  });

  it('accepts a small JPEG data URL as the image', () => {
    expect(profileFieldsSchema.parse({ ...valid, profileImage: tinyJpeg }).profileImage).toBe(tinyJpeg);
  });

  it.each([
    ['an empty name', { ...valid, name: '   ' }, 'name', 'Enter your name.'],
    ['a missing city', { name: 'Asha', profileImage: null }, 'cityName', 'Enter your city.'],
    [
      'a name of 81 characters',
      { ...valid, name: 'a'.repeat(81) },
      'name',
      'Keep your name under 81 characters.',
    ],
    ['a control character in the city', { ...valid, cityName: 'Pu\u0000ne' }, 'cityName', undefined],
    [
      'a PNG data URL',
      { ...valid, profileImage: 'data:image/png;base64,iVBORw0KGgo=' },
      'profileImage',
      undefined,
    ],
    [
      'an image URL on the web',
      { ...valid, profileImage: 'https://example.com/a.jpg' },
      'profileImage',
      undefined,
    ],
    [
      'an image over the size bound',
      { ...valid, profileImage: tinyJpeg + 'A'.repeat(PROFILE_IMAGE_MAX_CHARS) },
      'profileImage',
      undefined,
    ],
    ['a number as the name', { ...valid, name: 42 }, 'name', 'Enter your name.'],
  ])('rejects %s', (_label, input, field, message) => {
    const result = profileFieldsSchema.safeParse(input);
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path[0] === field);
    expect(issue).toBeDefined();
    if (message) expect(issue?.message).toBe(message);
  });
});
