import { Image, Modal, Skeleton, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { fetchDisputeFile } from '../lib/dispute-files';
import { dataUrlOf } from '../lib/data-url';

/** A dispute's photo, read with the session's token (an <img> cannot send it); a click shows it whole. */
export function DisputePhoto({ url, label }: { url: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [big, setBig] = useState(false);
  useEffect(() => {
    let live = true;
    fetchDisputeFile(url)
      .then(dataUrlOf)
      .then((made) => live && setSrc(made))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [url]);
  if (!src) return <Skeleton h={96} w={128} radius="sm" />;
  return (
    <>
      <UnstyledButton onClick={() => setBig(true)} aria-label={`${label} (ver en grande)`}>
        <Image src={src} alt={label} h={96} w={128} fit="cover" radius="sm" data-testid="dispute-photo" />
      </UnstyledButton>
      <Modal opened={big} onClose={() => setBig(false)} title={label} size="xl">
        <Image src={src} alt={label} fit="contain" />
      </Modal>
    </>
  );
}
