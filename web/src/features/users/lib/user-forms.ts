import { UpdateUserProfileSchema, type Tariff } from '@envios/contracts';
import { ROLES, ROLE_LABELS } from '@envios/domain';
import { z } from 'zod';

/** The edit form keeps empty selects as '' ; the API schema wants them absent. */
export const EditUserFormSchema = z.preprocess((values) => {
  const form = values as Record<string, unknown>;
  return { ...form, tipoUsuario: form.tipoUsuario || undefined, rol: form.rol || undefined };
}, UpdateUserProfileSchema);

export const tariffOptions = (tariffs: Tariff[] | undefined) =>
  (tariffs ?? []).map((tariff) => ({ value: tariff._id, label: `${tariff.nombre} (${tariff.tarifa}%)` }));

export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
