export const withIva = (centavos: number) => Math.round(centavos * 1.16);

/** Exported, imported by no one: what knip must report. */
export const withoutIva = (centavos: number) => Math.round(centavos / 1.16);
