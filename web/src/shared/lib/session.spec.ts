import { clearStaleCredentials, endSession, readSession, startSession, StorageKeys } from './session';

class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
}

// The unit project runs in Node: give session.ts the browser globals it uses.
const local = new MemoryStorage();
const session = new MemoryStorage();
Object.assign(globalThis, { localStorage: local, sessionStorage: session, window: new EventTarget() });

const login = { id: 'u1', token: 'tok', rol: 'client' };

beforeEach(() => {
  local.clear();
  session.clear();
});

describe('session storage helpers', () => {
  it('startSession stores id, token and role, and the keep-session flag only when asked', () => {
    startSession(login, false);
    expect(readSession()).toEqual({
      userId: 'u1',
      token: 'tok',
      role: 'client',
      keepSession: false,
      sessionActive: true,
    });
    startSession(login, true);
    expect(local.getItem(StorageKeys.keepSession)).toBe('true');
  });

  it('reads a stored role that is not one of the six as no role', () => {
    local.setItem(StorageKeys.role, 'root');
    expect(readSession().role).toBeNull();
  });

  it('endSession clears all local storage, including keys it does not own, and the session flag', () => {
    startSession(login, true);
    local.setItem('other-key', 'x');
    endSession();
    expect({ local: local.length, session: session.getItem('session-active') }).toEqual({
      local: 0,
      session: null,
    });
  });

  it('clearStaleCredentials removes credentials that are neither kept nor alive in this tab', () => {
    startSession(login, false);
    session.clear();
    expect(clearStaleCredentials()).toBe(true);
    expect(
      [StorageKeys.userId, StorageKeys.token, StorageKeys.role].map((key) => local.getItem(key)),
    ).toEqual([null, null, null]);
  });

  it('clearStaleCredentials keeps a kept session and a session alive in this tab', () => {
    startSession(login, true);
    session.clear();
    expect(clearStaleCredentials()).toBe(false);
    startSession(login, false);
    expect(clearStaleCredentials()).toBe(false);
    expect(readSession().token).toBe('tok');
  });
});
