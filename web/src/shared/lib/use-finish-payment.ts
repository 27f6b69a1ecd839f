import { useNavigate } from 'react-router-dom';
import { buildPath } from '@/config/paths';
import { errorMessage } from '@/shared/api/api-error';
import { useGenerateGuidesMutation } from '@/shared/api/payments-api';

/** The stable code of an API error ({statusCode, code, message}), if it answered one. */
export function errorCode(error: unknown): string | null {
  const data = (error as { data?: unknown } | undefined)?.data;
  const code = (data as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : null;
}

/** /payments/result/error with what went wrong (section 4: monedero, message and error in the query). */
export function paymentErrorPath(error: unknown, monedero: boolean): string {
  const query: Record<string, string> = { monedero: String(monedero), message: errorMessage(error) };
  const code = errorCode(error);
  if (code) query.error = code;
  return buildPath.paymentResult('error', query);
}

const GUIDES_PENDING =
  'El pago se registró, pero las guías aún no están listas. Revisa Mis Envios en unos minutos.';

/**
 * After a payment is recorded (wallet, or a captured card order): asks for the labels and goes to
 * the result. A card payment whose labels are not made goes to the error result (section 4); the
 * wallet's 'ok' is already the success.
 */
export function useFinishPayment() {
  const navigate = useNavigate();
  const [generateGuides] = useGenerateGuidesMutation();
  return async (who: { email?: string; user: string; shipments: string[] }, via: 'wallet' | 'card') => {
    const monedero = via === 'wallet';
    const guides = await generateGuides(who);
    if (monedero || guides.data?.execute) {
      navigate(buildPath.paymentResult('success', monedero ? { monedero: 'true' } : {}));
      return;
    }
    navigate(
      guides.error
        ? paymentErrorPath(guides.error, false)
        : buildPath.paymentResult('error', { monedero: 'false', message: GUIDES_PENDING }),
    );
  };
}
