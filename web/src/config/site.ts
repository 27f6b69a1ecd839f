/**
 * Brand and contact details shown on the public pages. The addresses and social profiles are
 * placeholders until the business provides its own (ejemplo.mx is not a real domain of ours).
 */
export const site = {
  name: 'Envíos MX',
  tagline: 'Paquetería nacional al mejor precio',
  supportEmail: 'soporte@ejemplo.mx',
  privacyEmail: 'privacidad@ejemplo.mx',
  supportHours: 'Lunes a viernes de 9:00 a 18:00 h (hora del centro de México)',
  paymentMethod: 'PayPal',
  social: [
    { network: 'Facebook', href: 'https://www.facebook.com/' },
    { network: 'Instagram', href: 'https://www.instagram.com/' },
    { network: 'X', href: 'https://x.com/' },
    { network: 'LinkedIn', href: 'https://www.linkedin.com/' },
  ],
} as const;

export type SocialNetwork = (typeof site.social)[number]['network'];
