import { successVariant } from './success-variant';

const variant = (query: string) => successVariant(new URLSearchParams(query));

describe('successVariant', () => {
  it('home=true names the address the guide was e-mailed to', () => {
    expect(variant('home=true&email=ana%40correo.mx').text).toBe('Enviamos tu guía al correo ana@correo.mx.');
  });

  it('home=true without an e-mail still says the guide was e-mailed', () => {
    expect(variant('home=true').text).toBe('Enviamos tu guía a tu correo electrónico.');
  });

  it('monedero=true says the wallet payment succeeded', () => {
    expect(variant('monedero=true').text).toBe('El pago con el saldo de tu monedero se realizó con éxito.');
  });

  it('oxxo=true announces the e-mailed reference and carries the reference for the barcode link', () => {
    expect(variant('oxxo=true&reference=9300-12AB&monedero=true')).toEqual({
      title: 'Referencia de pago generada',
      text: 'Te enviamos un correo electrónico con el número de referencia para realizar tu pago.',
      reference: '9300-12AB',
    });
  });

  it('flags other than "true" fall back to the plain success text', () => {
    expect(variant('monedero=false&home=1')).toEqual({
      title: '¡Pago exitoso!',
      text: 'Tu pago se realizó con éxito.',
      reference: null,
    });
  });
});
