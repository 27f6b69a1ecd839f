import {
  PACKAGE_TYPES,
  SHIPMENT_TYPES,
  isPackageType,
  isShipmentType,
  shipmentTypeLabel,
  toPackageType,
  toShipmentType,
} from './package-types';

describe('package types', () => {
  it('lists the form values package, document and tarima', () => {
    expect(PACKAGE_TYPES).toEqual(['package', 'document', 'tarima']);
  });

  it('lists the stored values box, document and tarima', () => {
    expect(SHIPMENT_TYPES).toEqual(['box', 'document', 'tarima']);
  });

  it('maps package to box and keeps document and tarima', () => {
    expect(toShipmentType('package')).toBe('box');
    expect(toShipmentType('document')).toBe('document');
    expect(toShipmentType('tarima')).toBe('tarima');
  });

  it('maps box back to package and keeps document and tarima', () => {
    expect(toPackageType('box')).toBe('package');
    expect(toPackageType('document')).toBe('document');
    expect(toPackageType('tarima')).toBe('tarima');
  });

  it('labels the types Caja, Sobre and Tarima in either naming', () => {
    expect(shipmentTypeLabel('box')).toBe('Caja');
    expect(shipmentTypeLabel('package')).toBe('Caja');
    expect(shipmentTypeLabel('document')).toBe('Sobre');
    expect(shipmentTypeLabel('tarima')).toBe('Tarima');
  });

  it('recognises only its own values as types', () => {
    expect(isPackageType('package')).toBe(true);
    expect(isPackageType('box')).toBe(false);
    expect(isPackageType('Package')).toBe(false);
    expect(isShipmentType('box')).toBe(true);
    expect(isShipmentType('package')).toBe(false);
    expect(isShipmentType(undefined)).toBe(false);
  });
});
