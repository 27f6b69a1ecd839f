import { isTrackableGuide } from '@envios/domain';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { TextField } from '@/shared/ui/site/site-ui';
import t from './tracking-search.module.css';

// The result dialog, its request and the texts it shows load with the first search.
const TrackingResult = lazy(() =>
  import('@/shared/ui/tracking-result-modal').then((module) => ({ default: module.TrackingResult })),
);

/** Guide-number search of the public navbar; the result opens in the 'Resultado del Envío' dialog. */
export function TrackingSearch({ fullWidth = false }: { fullWidth?: boolean }) {
  const [value, setValue] = useState('');
  const [hint, setHint] = useState<string | undefined>();
  const [searchedGuide, setSearchedGuide] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const guide = value.trim();
    if (!isTrackableGuide(guide)) {
      setHint('Escribe un número de guía de más de 6 caracteres.');
      return;
    }
    setHint(undefined);
    setSearchedGuide(guide);
  };

  return (
    <>
      <form
        onSubmit={submit}
        role="search"
        aria-label="Rastrear envío"
        className={fullWidth ? t.full : t.fixed}
      >
        <TextField
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          placeholder="Rastrea tu número de guía"
          aria-label="Número de guía"
          error={hint}
          className={t.field}
          rightSection={
            <button type="submit" className={t.submit} aria-label="Rastrear">
              <IconSearch size={16} aria-hidden />
            </button>
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
