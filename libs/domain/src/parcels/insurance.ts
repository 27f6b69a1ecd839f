/**
 * Insurance (package_insurance) is enabled when the declared value is above 0 (section 9).
 * Missing, zero, negative or non-numeric values leave it off.
 */
export function isInsuranceEnabled(declaredValue: number | null | undefined): boolean {
  return typeof declaredValue === 'number' && Number.isFinite(declaredValue) && declaredValue > 0;
}
