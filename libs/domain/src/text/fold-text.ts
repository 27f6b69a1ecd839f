/**
 * Text folded for comparison: accents removed, lower case, outer spaces trimmed and inner runs of
 * spaces collapsed. 'Nuevo  León ' and 'nuevo leon' fold to the same value.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');
}
