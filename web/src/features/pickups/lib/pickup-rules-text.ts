import type { PickupCandidates } from '@envios/contracts';

type Rules = PickupCandidates['carriers'][number]['rules'];

const DAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** 'de lunes a sábado', or the days one by one. */
function daysText(days: readonly number[]): string {
  const sorted = [...days].sort();
  const consecutive = sorted.every((d, i) => i === 0 || d === sorted[i - 1] + 1);
  if (consecutive && sorted.length > 2) return `de ${DAYS[sorted[0]]} a ${DAYS[sorted[sorted.length - 1]]}`;
  return sorted.map((d) => DAYS[d]).join(', ');
}

/** The carrier's rules in one sentence each, as the form shows them. */
export function rulesLines(name: string, r: Rules): string[] {
  const hours =
    r.min_window_minutes % 60 === 0 ? `${r.min_window_minutes / 60} h` : `${r.min_window_minutes} min`;
  return [
    `${name} recolecta ${daysText(r.days)}, entre las ${r.earliest} y las ${r.latest} h (ventana mínima de ${hours}).`,
    `Hora de corte para recolectar el mismo día: ${r.same_day_cutoff} h.`,
    r.one_per_day ? 'Una recolección por día en cada dirección.' : 'Admite varias recolecciones al día.',
  ];
}
