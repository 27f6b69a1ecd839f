import { ActionIcon, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { isSearchableGuide, useLazyTrackGuideQuery } from '../api/tracking-api';
import { TrackingResultModal } from './tracking-result-modal';

/** Guide-number search of the public navbar; the result opens in the 'Resultado del Envío' modal. */
export function TrackingSearch({ fullWidth = false }: { fullWidth?: boolean }) {
  const [value, setValue] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const [searchedGuide, setSearchedGuide] = useState<string | null>(null);
  const [trackGuide, result] = useLazyTrackGuideQuery();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const guide = value.trim();
    if (!isSearchableGuide(guide)) {
      setHint('Escribe un número de guía de más de 6 caracteres.');
      return;
    }
    setHint(null);
    setSearchedGuide(guide);
    trackGuide(guide, true);
  };

  return (
    <>
      <form
        onSubmit={submit}
        role="search"
        aria-label="Rastrear envío"
        style={{ width: fullWidth ? '100%' : 260 }}
      >
        <TextInput
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          placeholder="Rastrea tu número de guía"
          aria-label="Número de guía"
          error={hint}
          radius="xl"
          rightSection={
            <ActionIcon type="submit" variant="filled" radius="xl" aria-label="Rastrear">
              <IconSearch size={16} />
            </ActionIcon>
          }
        />
      </form>
      <TrackingResultModal
        opened={searchedGuide !== null}
        onClose={() => setSearchedGuide(null)}
        guide={searchedGuide ?? ''}
        loading={result.isFetching}
        data={result.currentData}
        error={result.isError ? result.error : undefined}
      />
    </>
  );
}
