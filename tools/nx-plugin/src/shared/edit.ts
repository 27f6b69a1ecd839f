import type { Tree } from '@nx/devkit';

/** The file's text with `edit` applied; a file that does not exist is an error. */
export function editFile(tree: Tree, path: string, edit: (text: string) => string): void {
  const text = tree.read(path, 'utf-8');
  if (text === null) throw new Error(`${path} does not exist`);
  tree.write(path, edit(text));
}

/** Inserts `value` as the last element of the array literal after `anchor` (e.g. `controllers: [`), once. */
export function appendToArray(text: string, anchor: string, value: string): string {
  const start = text.indexOf(anchor);
  if (start < 0) throw new Error(`no "${anchor}" to add ${value} to`);
  const open = start + anchor.length;
  // The matching bracket: entries may hold arrays of their own (MongooseModule.forFeature([...])).
  let close = open;
  for (let depth = 1; close < text.length; close++) {
    if (text[close] === '[') depth++;
    else if (text[close] === ']' && --depth === 0) break;
  }
  const inside = text.slice(open, close);
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (new RegExp(`(^|[^\\w])${escaped}($|[^\\w])`).test(inside)) return text;
  const trimmed = inside.trimEnd();
  const joined = trimmed.trim() ? `${trimmed.replace(/,$/, '')}, ${value}` : value;
  return text.slice(0, open) + joined + text.slice(close);
}

/** Adds an import line after the last import of a file, unless the same line is there. */
export function addImport(text: string, line: string): string {
  if (text.includes(line)) return text;
  const imports = [...text.matchAll(/^import [^;]+;$/gms)];
  const at = imports.length ? imports[imports.length - 1].index! + imports[imports.length - 1][0].length : 0;
  return `${text.slice(0, at)}${at ? '\n' : ''}${line}\n${text.slice(at)}`;
}

/** Adds an `export * from '…'` line to a barrel, once. */
export function addExport(tree: Tree, barrel: string, from: string): void {
  editFile(tree, barrel, (text) =>
    text.includes(`from '${from}'`) ? text : `${text.trimEnd()}\nexport * from '${from}';\n`,
  );
}
