import { isRole, type Role } from '@envios/domain';
import { useSyncExternalStore } from 'react';

/** Client-side storage keys of spec section 3; other parts of the product read the same names. */
export const StorageKeys = {
  userId: 'ew-user-id',
  token: 'ew-user-token',
  role: 'ew-user-role',
  keepSession: 'keep-session',
} as const;
const SessionStorageKeys = { sessionActive: 'session-active' } as const;

const FLAG_ON = 'true';
const CHANGE_EVENT = 'ew-session-change';

export interface StoredSession {
  userId: string | null;
  token: string | null;
  /** Only one of the six known roles; anything else stored counts as no role. */
  role: Role | null;
  keepSession: boolean;
  sessionActive: boolean;
}

const isFlagSet = (value: string | null) => value !== null && value !== 'false';

export function readSession(): StoredSession {
  const storedRole = localStorage.getItem(StorageKeys.role);
  return {
    userId: localStorage.getItem(StorageKeys.userId),
    token: localStorage.getItem(StorageKeys.token),
    role: isRole(storedRole) ? storedRole : null,
    keepSession: isFlagSet(localStorage.getItem(StorageKeys.keepSession)),
    sessionActive: isFlagSet(sessionStorage.getItem(SessionStorageKeys.sessionActive)),
  };
}

export const readToken = (): string | null => localStorage.getItem(StorageKeys.token);
export const isLoggedIn = (session: StoredSession = readSession()) =>
  Boolean(session.userId && session.token);

function notifyChange() {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** What a successful login answers (spec section 7, POST /login). */
export interface LoginResult {
  id: string;
  token: string;
  rol: string;
}

/**
 * Login stores id, token and role. With "Mantener sesión iniciada" the keep-session flag persists;
 * the session flag is always set so the current tab counts as signed in (spec section 4).
 */
export function startSession(login: LoginResult, keepSession: boolean) {
  localStorage.setItem(StorageKeys.userId, login.id);
  localStorage.setItem(StorageKeys.token, login.token);
  localStorage.setItem(StorageKeys.role, login.rol);
  if (keepSession) localStorage.setItem(StorageKeys.keepSession, FLAG_ON);
  else localStorage.removeItem(StorageKeys.keepSession);
  sessionStorage.setItem(SessionStorageKeys.sessionActive, FLAG_ON);
  notifyChange();
}

/** The role can also come from fetching the user record (PUT /users answers with rol). */
export function storeRole(role: string) {
  localStorage.setItem(StorageKeys.role, role);
  notifyChange();
}

/** Logout clears all local storage (spec section 4) and the tab's session flag. */
export function endSession() {
  localStorage.clear();
  sessionStorage.removeItem(SessionStorageKeys.sessionActive);
  notifyChange();
}

/**
 * Credentials left from a session that was neither kept nor is alive in this tab are stale: remove
 * them. Unlike the original Home, visitors are not redirected, so the public page stays readable.
 * Returns whether anything was cleared.
 */
export function clearStaleCredentials(): boolean {
  const session = readSession();
  if (session.keepSession || session.sessionActive) return false;
  const keys = [StorageKeys.userId, StorageKeys.token, StorageKeys.role];
  const hadAny = keys.some((key) => localStorage.getItem(key) !== null);
  keys.forEach((key) => localStorage.removeItem(key));
  if (hadAny) notifyChange();
  return hadAny;
}

/** Calls `onChange` whenever login, logout or another tab changes the session; returns the unsubscribe. */
export function onSessionChange(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  // Another tab signing out or in changes local storage too.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

let cachedKey = '';
let cachedSession: StoredSession | null = null;

/** A stable snapshot: the same object until something in storage actually changes. */
function getSnapshot(): StoredSession {
  const session = readSession();
  const key = JSON.stringify(session);
  if (key !== cachedKey || !cachedSession) {
    cachedKey = key;
    cachedSession = session;
  }
  return cachedSession;
}

/** The stored session, re-rendering when login, logout or another tab changes it. */
export function useSession(): StoredSession & { loggedIn: boolean } {
  const session = useSyncExternalStore(onSessionChange, getSnapshot);
  return { ...session, loggedIn: isLoggedIn(session) };
}
