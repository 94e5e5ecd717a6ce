/** An amount in paise as a person reads it in a message (₹1,234.50). */
export function formatRupees(paise: number): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);
}
