import { ActionIcon, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { isTrackableGuide } from '@envios/domain';

// The result modal, its request and the texts it shows load with the first search.
const TrackingResult = lazy(() =>
  import('@/shared/ui/tracking-result-modal').then((module) => ({ default: module.TrackingResult })),
);

/** Guide-number search of the public navbar; the result opens in the 'Resultado del Envío' modal. */
export function TrackingSearch({ fullWidth = false }: { fullWidth?: boolean }) {
  const [value, setValue] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const [searchedGuide, setSearchedGuide] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const guide = value.trim();
    if (!isTrackableGuide(guide)) {
      setHint('Escribe un número de guía de más de 6 caracteres.');
      return;
    }
    setHint(null);
    setSearchedGuide(guide);
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
      {searchedGuide !== null && (
        <Suspense fallback={null}>
          <TrackingResult guide={searchedGuide} onClose={() => setSearchedGuide(null)} />
        </Suspense>
      )}
    </>
  );
}
