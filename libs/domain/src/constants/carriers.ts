/** Carriers the portal quotes and ships with (section 1), by carrier code. */
export const CARRIER_CODES = ['DHL', 'FEDEX', 'ESTAFETA', 'PAQUETEXPRESS', 'REDPACK', 'AMPM'] as const;
export type CarrierCode = (typeof CARRIER_CODES)[number];

export const CARRIER_LABELS: Readonly<Record<CarrierCode, string>> = {
  DHL: 'DHL',
  FEDEX: 'FedEx',
  ESTAFETA: 'Estafeta',
  PAQUETEXPRESS: 'Paquetexpress',
  REDPACK: 'Redpack',
  AMPM: 'AMPM',
};

/** The carrier filter of reports and the analytics dashboard lists only these (section 9). */
export const CARRIER_FILTER_CODES: readonly CarrierCode[] = ['DHL', 'FEDEX', 'ESTAFETA', 'PAQUETEXPRESS'];

/** Compared trimmed and case-insensitively: 'fedex' is FEDEX. */
export function toCarrierCode(value: string | null | undefined): CarrierCode | null {
  const wanted = value?.trim().toUpperCase();
  return CARRIER_CODES.find((code) => code === wanted) ?? null;
}

/** Carrier integration settings (Integrations screen): which keys each configuration holds. */
export const CARRIER_CONFIG_KEYS = {
  EPAK: ['token', 'url'],
  FEDEX: ['url', 'client_id', 'client_secret', 'account'],
  ENTREGA: ['url', 'usuario', 'contrasena'],
} as const;
export type CarrierConfigName = keyof typeof CARRIER_CONFIG_KEYS;
export const CARRIER_CONFIG_NAMES = Object.keys(CARRIER_CONFIG_KEYS) as CarrierConfigName[];

export const CARRIER_CONFIG_MODES = ['test', 'production'] as const;
export type CarrierConfigMode = (typeof CARRIER_CONFIG_MODES)[number];

export function isCarrierConfigName(value: unknown): value is CarrierConfigName {
  return typeof value === 'string' && (CARRIER_CONFIG_NAMES as readonly string[]).includes(value);
}

export function isCarrierConfigMode(value: unknown): value is CarrierConfigMode {
  return typeof value === 'string' && (CARRIER_CONFIG_MODES as readonly string[]).includes(value);
}

/** Keys of a configuration that are absent or blank in `keys` (empty list = complete). */
export function missingConfigKeys(
  name: CarrierConfigName,
  keys: Readonly<Record<string, unknown>>,
): string[] {
  return CARRIER_CONFIG_KEYS[name].filter((key) => {
    const value = keys[key];
    return typeof value !== 'string' || value.trim() === '';
  });
}
