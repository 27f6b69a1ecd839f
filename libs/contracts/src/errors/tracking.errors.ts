import { Messages } from '../messages';
import { defineErrors } from './common.errors';

/** The tracking area: guides followed with their carriers. */
export const TrackingErrors = defineErrors({
  /** Section 8: 'No se encontró la guía {guide}.' */
  guideNotFound: {
    status: 404,
    code: 'TRACKING.NOT_FOUND',
    message: (guide: string) => Messages.tracking.notFound(guide),
  },
  /** The tracking PDF of a guide that is not there (or a name that is not a guide's). */
  pdfNotFound: { status: 404, code: 'TRACKING.NOT_FOUND', message: 'El rastreo solicitado no existe.' },
});
