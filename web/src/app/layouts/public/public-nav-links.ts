import { Paths } from '@/config/paths';

export const PUBLIC_NAV_LINKS = [
  { label: 'Servicios', to: Paths.services },
  { label: 'Quiénes somos', to: Paths.about },
  { label: 'Preguntas frecuentes', to: Paths.faq },
  { label: 'Contacto', to: Paths.contact },
] as const;
