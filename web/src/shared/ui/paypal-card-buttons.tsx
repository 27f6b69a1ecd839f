import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';

interface Props {
  clientId: string;
  disabled: boolean;
  /** Creates the order on our side and gives its PayPal id. */
  createOrder: () => Promise<string>;
  /** Captures the approved order; 'declined' asks PayPal to let the buyer pick another card. */
  onApprove: (orderId: string) => Promise<'declined' | void>;
  onCancel: () => void;
  onError: (error: unknown) => void;
}

/**
 * PayPal's own card buttons (section 4, card payment), loaded only when the provider is PayPal: the
 * SDK script comes from PayPal, in MXN.
 */
export function PaypalCardButtons({ clientId, disabled, createOrder, onApprove, onCancel, onError }: Props) {
  return (
    <PayPalScriptProvider options={{ clientId, currency: 'MXN', intent: 'capture' }}>
      <PayPalButtons
        style={{ layout: 'vertical', label: 'pay' }}
        disabled={disabled}
        forceReRender={[disabled]}
        createOrder={createOrder}
        onApprove={async (data, actions) => {
          if ((await onApprove(data.orderID)) === 'declined') await actions.restart();
        }}
        onCancel={onCancel}
        onError={onError}
      />
    </PayPalScriptProvider>
  );
}
