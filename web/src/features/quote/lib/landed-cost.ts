import type { ShippingOption } from '@envios/contracts';
import { formatPesos } from './quote-options';

const percent = (n: number) => `${n.toLocaleString('es-MX', { maximumFractionDigits: 1 })} %`;
const kg = (n: number) => `${n.toLocaleString('es-MX', { maximumFractionDigits: 2 })} kg`;

/** '96 % a tiempo · 143 envíos', or 'Sin datos suficientes' under the minimum sample (or without figures). */
export function onTimeText(option: ShippingOption): string {
  const t = option.on_time;
  if (!t || t.rate === null) return 'Sin datos suficientes';
  return `${percent(t.rate)} a tiempo · ${t.sample === 1 ? '1 envío' : `${t.sample} envíos`}`;
}

/** 'Últimos 90 días en esta ruta' (the figures' period), for a tooltip or a caption. */
export const onTimePeriodText = (option: ShippingOption) =>
  `Entregas a tiempo de ${option.carrier} en esta ruta en los últimos ${option.on_time?.period_days ?? 90} días`;

/** '2.74 kg facturables' and where it comes from. */
export function predictedWeightText(option: ShippingOption): string | null {
  const p = option.predicted;
  if (!p) return null;
  return `${kg(p.billed_weight)} facturables`;
}

export function predictedBasisText(option: ShippingOption): string | null {
  const p = option.predicted;
  if (!p) return null;
  return p.basis === 'historial'
    ? p.similar === 1
      ? 'Según 1 envío parecido'
      : `Según ${p.similar} envíos parecidos`
    : 'Según lo declarado';
}

/** 'Sobrepeso probable: $38.50', only with an amount above zero (never for role user: no amount is sent). */
export function probableOverweightText(option: ShippingOption): string | null {
  const amount = option.predicted?.overweight_amount;
  return amount ? `Sobrepeso probable: ${formatPesos(amount)}` : null;
}

/** 'Incluye zona extendida: $139.20' (or without amount for roles that see none). */
export function surchargeTexts(option: ShippingOption): string[] {
  return (option.surcharges ?? []).map((s) =>
    s.amount === undefined ? 'Incluye zona extendida' : `Incluye zona extendida: ${formatPesos(s.amount)}`,
  );
}
