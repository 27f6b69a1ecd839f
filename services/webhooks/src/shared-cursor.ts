/** Newest-first cursors over (time, id): opaque to callers, stable whatever is added before them. */
export interface Cursor {
  at: Date;
  id: string;
}

export const encodeCursor = (c: Cursor) =>
  Buffer.from(JSON.stringify([c.at.getTime(), c.id])).toString('base64url');

export function decodeCursor(cursor: string | undefined): Cursor | null {
  if (!cursor) return null;
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (typeof at === 'number' && typeof id === 'string') return { at: new Date(at), id };
  } catch {
    // An unreadable cursor starts from the newest, as none would.
  }
  return null;
}

/** The filter for what comes after `cursor` in (field desc, _id desc) order. */
export const olderThan = (field: string, cursor: Cursor | null) =>
  cursor ? { $or: [{ [field]: { $lt: cursor.at } }, { [field]: cursor.at, _id: { $lt: cursor.id } }] } : {};
