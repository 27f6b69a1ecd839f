import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { UserOption } from './user-option';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text typed in a searchable select and the (debounced) term to ask the server for. Once an
 * option is picked the box shows its label; that is not a new search.
 */
export function useServerSearch(selected: UserOption | null) {
  const [searchValue, setSearchValue] = useState('');
  const typed = selected && searchValue === selected.label ? '' : searchValue.trim();
  const [term] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  return { searchValue, setSearchValue, term };
}
