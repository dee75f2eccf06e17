/** A price as shoppers of the shop and language expect it: `€ 189,95`, `$199.95`, `₩279,000`. */
export function formatPrice(amount: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: "currency", currency }).format(amount);
}
