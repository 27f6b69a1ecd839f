import { z } from 'zod';

/** What a text field says when it carries characters people cannot see or type. */
export const HIDDEN_CHARACTERS_MESSAGE =
  'El texto contiene caracteres de control o invisibles; escríbelo de nuevo.';

/**
 * Control and invisible formatting characters (NUL, bidi overrides, zero-width spaces, BOM…), which
 * can make a stored name read differently from what it is. The zero-width joiner and tag characters
 * stay allowed, because emoji are built with them; accented letters are not formatting characters.
 */
const HIDDEN = /(?!\u200D)(?![\u{E0020}-\u{E007F}])[\p{Cc}\p{Cf}]/u;
const HIDDEN_EXCEPT_LINES = /(?![\n\r\t])(?!\u200D)(?![\u{E0020}-\u{E007F}])[\p{Cc}\p{Cf}]/u;

/**
 * A text field as people type it: trimmed, and refused (with a clear message) when it hides control
 * or invisible characters. `multiline` lets line breaks and tabs through (a comments box).
 */
export const visibleText = (typeError?: string, multiline = false) =>
  z
    .string(typeError ? { error: typeError } : undefined)
    // Checked before trimming: JavaScript's trim() also drops a byte-order mark, which would hide it.
    // Spaces and line breaks around the text are trimmed, not refused.
    .refine(
      (raw) => !raw.includes('\uFEFF') && !(multiline ? HIDDEN_EXCEPT_LINES : HIDDEN).test(raw.trim()),
      HIDDEN_CHARACTERS_MESSAGE,
    )
    .trim();
