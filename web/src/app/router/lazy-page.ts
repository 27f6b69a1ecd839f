import type { ComponentType } from 'react';

/** Loads a page module only when its route is first visited, keeping the first download small. */
export function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return async () => ({ Component: (await load())[name] });
}
