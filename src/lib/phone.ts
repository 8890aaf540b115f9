/** "+14805550142" → "+1 (480) 555-0142"; other shapes are shown as given. */
export function formatPhone(e164: string): string {
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164.replace(/[^\d+]/g, ""));
  return m ? `+1 (${m[1]}) ${m[2]}-${m[3]}` : e164;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
