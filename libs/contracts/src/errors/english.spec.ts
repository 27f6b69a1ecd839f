import { ENGLISH_MESSAGES, prefersEnglish } from './english';
import * as errors from './index';

/** Every code of every error table in libs/contracts. */
const ALL_CODES = new Set(
  Object.values(errors as Record<string, unknown>)
    .filter((table): table is Record<string, unknown> => !!table && typeof table === 'object')
    .flatMap((table) => Object.values(table))
    .filter((entry): entry is { code: string } => !!entry && typeof entry === 'object' && 'code' in entry)
    .map((entry) => entry.code),
);

describe('English messages of the public API', () => {
  it('word every code of the public API’s own tables (keys, idempotency, limits, webhooks)', () => {
    for (const table of [errors.DeveloperErrors, errors.WebhookErrors])
      for (const { code } of Object.values(table))
        expect([code, typeof ENGLISH_MESSAGES[code]]).toEqual([code, 'string']);
  });

  it('name only codes that exist', () => {
    expect(Object.keys(ENGLISH_MESSAGES).filter((code) => !ALL_CODES.has(code))).toEqual([]);
  });

  it.each([
    ['en', true],
    ['en-US,en;q=0.9', true],
    ['es-MX,es;q=0.9,en;q=0.8', false],
    ['es;q=0.5,en-GB;q=0.9', true],
    ['fr', false],
    ['', false],
    [undefined, false],
    ['en;q=0', false],
  ])('Accept-Language %p prefers English: %p', (header, english) => {
    expect(prefersEnglish(header)).toBe(english);
  });
});
