import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/shared/api/api-error';
import { usePublicCall } from '@/shared/api/public-api';
import { Notice } from '@/shared/ui/site/site-ui';
import { optOutRecipient } from '../api/recipient-api';
import { RecipientShell } from '../components/recipient-shell';
import r from '../components/recipient.module.css';

/**
 * /rastreo/{guía}/baja?firma=… (issue 30): the signed link of a recipient notice. Nothing changes on
 * opening it (mail scanners open links); the recipient confirms with the button.
 */
export function RecipientOptOutPage() {
  const { guide = '' } = useParams();
  const [params] = useSearchParams();
  const [run, { isLoading, error }] = usePublicCall(optOutRecipient);
  const [sender, setSender] = useState<string | null>(null);

  const confirm = async () => {
    const result = await run({ guide, signature: params.get('firma') ?? '' });
    if (result.data) setSender(result.data.sender);
  };

  return (
    <RecipientShell sender={null}>
      <section className={r.card} aria-labelledby="opt-out-title">
        <h1 id="opt-out-title" className={r.sectionTitle}>
          Dejar de recibir avisos
        </h1>
        {sender ? (
          <Notice color="teal">Listo: ya no recibirás avisos de {sender} en este correo.</Notice>
        ) : (
          <>
            <p className={r.greeting}>
              Ya no te enviaremos correos sobre los envíos que te haga este remitente. Tu paquete llegará
              igual.
            </p>
            {error && <Notice color="red">{errorMessage(error)}</Notice>}
            <button type="button" className={r.button} onClick={confirm} disabled={isLoading}>
              Dejar de recibir avisos
            </button>
          </>
        )}
        <p className={r.eventMeta}>
          <Link to={`/rastreo/${encodeURIComponent(guide)}`}>Ver el rastreo de la guía {guide}</Link>
        </p>
      </section>
    </RecipientShell>
  );
}
