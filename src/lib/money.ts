import { toPersianDigits } from './digits';

/** Value-added tax on a package (behaviour §9): 10 %. */
export const VAT_RATE = 0.1;

/** Rials in a toman: the package list speaks toman, the wizard's cards and invoice rial (behaviour §1.1). */
export const RIAL_PER_TOMAN = 10;

/** An invoice: the package's price, its VAT and the total the user pays, all in one unit. */
export interface Invoice {
  price: number;
  vat: number;
  total: number;
}

/** The invoice of a price in rial: 1,200,000 → VAT 120,000 → total 1,320,000 (behaviour §9). */
export function invoiceOf(priceRial: number): Invoice {
  const vat = Math.round(priceRial * VAT_RATE);
  return { price: priceRial, vat, total: priceRial + vat };
}

/**
 * What buying a package of `priceToman` charges, in toman: the same invoice as the wizard's, in the
 * package list's unit (checkout charges `total`, behaviour §10.6). 120,000 → 12,000 → 132,000.
 */
export function tomanInvoiceOf(priceToman: number): Invoice {
  const { price, vat, total } = invoiceOf(priceToman * RIAL_PER_TOMAN);
  return { price: price / RIAL_PER_TOMAN, vat: Math.round(vat / RIAL_PER_TOMAN), total: Math.round(total / RIAL_PER_TOMAN) };
}

/** 1250000 → '۱٬۲۵۰٬۰۰۰' (Persian digits, Persian thousands separator). */
export function formatAmount(value: number): string {
  const grouped = Math.trunc(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '٬');
  return toPersianDigits(grouped);
}
