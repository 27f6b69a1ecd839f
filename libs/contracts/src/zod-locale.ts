import { z } from 'zod';

/**
 * Every message a schema does not word itself comes out in Spanish (zod's own `es` locale): the
 * API answers its first issue's message, and the web shows them in its forms. Imported first by the
 * package's index, so it applies wherever the contracts are used.
 */
z.config(z.locales.es());
