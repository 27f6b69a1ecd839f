export interface SuccessVariant {
  title: string;
  text: string;
  reference: string | null;
}

/**
 * The query of /payments/result/success says how the payment ended (spec section 2). An OXXO
 * reference is not a completed payment yet, so it is checked first.
 */
export function successVariant(params: URLSearchParams): SuccessVariant {
  const flag = (name: string) => params.get(name) === 'true';
  if (flag('oxxo')) {
    return {
      title: 'Referencia de pago generada',
      text: 'Te enviamos un correo electrónico con el número de referencia para realizar tu pago.',
      reference: params.get('reference'),
    };
  }
  if (flag('home')) {
    const email = params.get('email');
    return {
      title: '¡Pago exitoso!',
      text: email ? `Enviamos tu guía al correo ${email}.` : 'Enviamos tu guía a tu correo electrónico.',
      reference: null,
    };
  }
  if (flag('monedero')) {
    return {
      title: '¡Pago exitoso!',
      text: 'El pago con el saldo de tu monedero se realizó con éxito.',
      reference: null,
    };
  }
  return { title: '¡Pago exitoso!', text: 'Tu pago se realizó con éxito.', reference: null };
}
