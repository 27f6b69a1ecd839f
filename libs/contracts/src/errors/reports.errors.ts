import { defineErrors } from './common.errors';

/** The reports area. */
export const ReportsErrors = defineErrors({
  /** Someone else's figures: a user sees its own, a client its users', staff everyone's. */
  outOfScope: {
    status: 403,
    code: 'AUTH.FORBIDDEN',
    message: 'No puedes consultar los reportes de esta cuenta.',
  },
  /** Amounts (the recharges chart) for a role that sees no totals. */
  noTotals: {
    status: 403,
    code: 'AUTH.FORBIDDEN',
    message: 'Tu perfil no puede consultar importes en los reportes.',
  },
});
