import { Container } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router-dom';
import { useSession } from '@/shared/lib/session';
import { NotFoundPage } from '@/shared/ui/not-found-page';
import { PaymentDeclined } from '../components/payment-declined';
import { PaymentSuccess } from '../components/payment-success';

/** /payments/result/:result, where result is success or error (spec section 2). */
export function PaymentResultPage() {
  const { result } = useParams();
  const [params] = useSearchParams();
  const { loggedIn } = useSession();
  if (result !== 'success' && result !== 'error') return <NotFoundPage />;
  return (
    <Container size="sm" py={{ base: 48, sm: 88 }}>
      {result === 'success' ? (
        <PaymentSuccess params={params} loggedIn={loggedIn} />
      ) : (
        <PaymentDeclined params={params} />
      )}
    </Container>
  );
}
