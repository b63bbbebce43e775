/**
 * 25 -> "$25"; 12.5 -> "$12.50". Whole amounts carry no cents, as on a donation page. In another language, as
 * its speakers in the United States write dollars: "$25" in Spanish (es-US), not "25 US$", and in Korean and
 * Chinese, not "US$25" (the narrow symbol: every price here is in the country's own dollars).
 */
export function formatPrice(amount: number, currency: string, language = "en"): string {
  const wholeAmount = Number.isInteger(amount);
  return new Intl.NumberFormat(`${language.split("-")[0] ?? "en"}-US`, {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: wholeAmount ? 0 : 2,
    maximumFractionDigits: wholeAmount ? 0 : 2,
  }).format(amount);
}

/** "(770) 555-0142" -> "tel:+17705550142" (a US number written any common way). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  const international = digits.length === 10 ? `1${digits}` : digits;
  return `tel:+${international}`;
}
