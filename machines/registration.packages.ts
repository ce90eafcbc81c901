import { invoiceOf as invoiceInRial, type Invoice } from '../src/lib/money';
import type { PackageId, RegistrationPackage } from './registration.types';

/** The four package cards of step 2 (behaviour §9), prices in rial. */
export const REGISTRATION_PACKAGES: readonly RegistrationPackage[] = [
  { id: '1m', packageId: 'month-1', months: 1, price: 1_200_000, appearance: 'outline' },
  { id: '3m', packageId: 'month-3', months: 3, price: 3_400_000, appearance: 'secondary' },
  { id: '6m', packageId: 'month-6', months: 6, price: 5_400_000, appearance: 'primary' },
  { id: '12m', packageId: 'month-12', months: 12, price: 6_400_000, appearance: 'secondary' },
];

export function packageById(id: PackageId | null): RegistrationPackage | undefined {
  return REGISTRATION_PACKAGES.find((p) => p.id === id);
}

/** The step-3 invoice in rial: 1,200,000 → VAT 120,000 → total 1,320,000 (checkout charges the same total). */
export function invoiceOf(price: number): Invoice {
  return invoiceInRial(price);
}
