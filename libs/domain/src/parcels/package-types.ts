/** Package type as the quote form and package profiles name it (section 3 and 5). */
export const PACKAGE_TYPES = ['package', 'document', 'tarima'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

/** Shipment type as shipments store and send it (section 9). */
export const SHIPMENT_TYPES = ['box', 'document', 'tarima'] as const;
export type ShipmentType = (typeof SHIPMENT_TYPES)[number];

/** How each shipment type is shown (charts, reports, detail screens). */
export const SHIPMENT_TYPE_LABELS: Readonly<Record<ShipmentType, string>> = {
  box: 'Caja',
  document: 'Sobre',
  tarima: 'Tarima',
};

export function isPackageType(value: unknown): value is PackageType {
  return typeof value === 'string' && (PACKAGE_TYPES as readonly string[]).includes(value);
}

export function isShipmentType(value: unknown): value is ShipmentType {
  return typeof value === 'string' && (SHIPMENT_TYPES as readonly string[]).includes(value);
}

/** Form value → stored value: only 'package' changes, to 'box'. */
export function toShipmentType(type: PackageType): ShipmentType {
  return type === 'package' ? 'box' : type;
}

/** Stored value → form value: only 'box' changes, to 'package'. */
export function toPackageType(type: ShipmentType): PackageType {
  return type === 'box' ? 'package' : type;
}

/** Display label for either naming: 'package' and 'box' are both 'Caja'. */
export function shipmentTypeLabel(type: PackageType | ShipmentType): string {
  return SHIPMENT_TYPE_LABELS[type === 'package' ? 'box' : type];
}
