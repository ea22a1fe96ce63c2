import type { SiteSettings } from '@/common/api/site';

/**
 * The WhatsApp chat link of a number written in international form ('+62 812…' -> https://wa.me/62812…), with
 * `text` ready in the visitor's message box when given.
 */
export function whatsappUrl(number: string, text?: string): string | undefined {
  const digits = number.replace(/\D/g, '');
  if (!digits) return undefined;
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}

/** The site's social links that have an address, in the admin's order. */
export const socialLinks = (site: SiteSettings) => site.social.filter((link) => link.url.trim() !== '');
