import { HIDDEN_CHARACTERS_MESSAGE, visibleText } from './text.api';

describe('visibleText', () => {
  const single = visibleText();
  const multi = visibleText(undefined, true);
  const messageOf = (schema: typeof single, value: string) =>
    schema.safeParse(value).error?.issues[0]?.message;

  it('keeps accented letters and emoji, joiners included, and trims spaces and line breaks around', () => {
    expect(single.parse('  Ñandú Pérez 👩‍👩‍👧 🏴󠁧󠁢󠁳󠁣󠁴󠁿\n')).toBe('Ñandú Pérez 👩‍👩‍👧 🏴󠁧󠁢󠁳󠁣󠁴󠁿');
    expect(multi.parse('Hola,\r\n\tsegunda línea')).toBe('Hola,\r\n\tsegunda línea');
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a right-to-left override', 'a\u202Eb'],
    ['a zero-width space', 'a\u200Bb'],
    ['a leading byte-order mark', '\uFEFFab'],
    ['a line break inside a one-line field', 'a\nb'],
  ])('refuses %s', (_what, value) => {
    expect(messageOf(single, value)).toBe(HIDDEN_CHARACTERS_MESSAGE);
  });

  it('refuses control characters in a multi-line field other than line breaks and tabs', () => {
    expect(messageOf(multi, 'a\u0007b')).toBe(HIDDEN_CHARACTERS_MESSAGE);
  });
});
