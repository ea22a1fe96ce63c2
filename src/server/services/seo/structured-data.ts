import type { Article } from '@/common/api/articles';
import type { Career } from '@/common/api/careers';
import type { Product } from '@/common/api/catalogue';
import type { Certification } from '@/common/api/product-data';
import { CERTIFICATION_NAMES } from '@/common/constants';
import type { SiteSettings } from '@/common/api/site';
import type { StructuredData } from './page-head';

const SCHEMA_ORG = 'https://schema.org';

/** The company logo, a static brand image the client build copies from public/. */
export const logoUrl = (publicUrl: string) => `${publicUrl}/logo.svg`;

type Office = SiteSettings['headOffice'];

/** Only the properties that have a value: an empty setting is left out, never written as '' or undefined. */
const present = <T extends Record<string, unknown>>(object: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(object).filter(([, value]) =>
      Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '',
    ),
  ) as Partial<T>;

const postalAddress = (office: Office) => ({
  '@type': 'PostalAddress',
  ...present({ name: office.name, streetAddress: office.address }),
  addressCountry: 'ID',
});

/** The company as other objects name it (publisher, hiring organisation). */
const organizationReference = (site: SiteSettings, publicUrl: string) => ({
  '@type': 'Organization',
  name: site.companyName,
  url: `${publicUrl}/`,
  logo: logoUrl(publicUrl),
});

/** The company with its offices and contacts, from the settings in the page's language. */
export function organizationData(site: SiteSettings, publicUrl: string): StructuredData {
  const { headOffice, branches, emails } = site;
  const offices = [headOffice, ...branches].filter((office) => office.name || office.address);
  const contactPoints: Partial<{ contactType: string; name: string; email: string; telephone: string[] }>[] = [
    { contactType: 'customer service', email: emails.general, telephone: headOffice.phones },
    { contactType: 'sales', email: emails.sales, telephone: headOffice.phones },
    { contactType: 'recruiting', email: emails.recruiting },
    ...branches.map((branch) => ({ contactType: 'customer service', name: branch.name, telephone: branch.phones })),
  ]
    .map((point) => present<{ contactType: string; name?: string; email?: string; telephone?: string[] }>(point))
    .filter((point) => point.email || point.telephone);
  return {
    '@context': SCHEMA_ORG,
    ...organizationReference(site, publicUrl),
    ...present({
      alternateName: site.shortName,
      email: emails.general,
      telephone: headOffice.phones[0],
      address: offices.map(postalAddress),
      sameAs: site.social.map((link) => link.url),
      contactPoint: contactPoints.map((point) => ({
        '@type': 'ContactPoint',
        areaServed: 'ID',
        availableLanguage: ['en', 'id'],
        ...point,
      })),
    }),
  };
}

export interface Crumb {
  name: string;
  /** Absolute. */
  url: string;
}

export function breadcrumbData(crumbs: Crumb[]): StructuredData {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** A product's specifications in the order its page lists them, each a PropertyValue when it has a value. */
export const SPECIFICATIONS = [
  'grade',
  'cas_number',
  'e_number',
  'inci_name',
  'appearance',
  'packaging',
  'origin',
  'shelf_life',
  'storage',
] as const;
export type SpecificationLabels = Record<(typeof SPECIFICATIONS)[number], string>;

const certificationData = (certification: Certification) => ({
  '@type': 'Certification',
  name: certification.name || CERTIFICATION_NAMES[certification.kind],
  ...present({
    issuedBy: certification.issuer ? { '@type': 'Organization', name: certification.issuer } : undefined,
    certificationIdentification: certification.number,
    expires: certification.expires_on ?? undefined,
  }),
});

export interface ProductPageUrls {
  /** Absolute. */
  page: string;
  image: string | undefined;
  /** The absolute URL of another product's page (a related one). */
  product: (id: number) => string;
}

/**
 * A product with what buyers look for: its category, its principal as the brand, its specifications (named in the
 * page's language), its certifications and its related products; whatever it does not have is left out.
 */
export function productData(product: Product, urls: ProductPageUrls, labels: SpecificationLabels): StructuredData {
  const { principal } = product;
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Product',
    name: product.name,
    description: product.description,
    category: product.category_name,
    url: urls.page,
    ...(urls.image && { image: [urls.image] }),
    ...(principal && { brand: { '@type': 'Brand', name: principal.name, ...present({ url: principal.link }) } }),
    ...present({
      additionalProperty: SPECIFICATIONS.filter((field) => product[field].trim()).map((field) => ({
        '@type': 'PropertyValue',
        name: labels[field],
        value: product[field],
      })),
      hasCertification: product.certifications.map(certificationData),
      isRelatedTo: product.related.map((related) => ({
        '@type': 'Product',
        name: related.name,
        url: urls.product(related.id),
      })),
    }),
  };
}

export function articleData(
  article: Article,
  url: string,
  imageUrl: string | undefined,
  site: SiteSettings,
  publicUrl: string,
): StructuredData {
  const publisher = organizationReference(site, publicUrl);
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Article',
    headline: article.title,
    datePublished: article.created_at,
    dateModified: article.updated_at,
    author: article.author.trim() ? { '@type': 'Person', name: article.author } : publisher,
    publisher,
    mainEntityOfPage: url,
    url,
    ...(imageUrl && { image: [imageUrl] }),
  };
}

export function jobPostingData(career: Career, url: string, site: SiteSettings, publicUrl: string): StructuredData {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'JobPosting',
    title: career.name,
    description: career.description.trim() || `${career.name} (${career.position})`,
    datePosted: career.created_at,
    employmentType: 'FULL_TIME',
    hiringOrganization: organizationReference(site, publicUrl),
    jobLocation: { '@type': 'Place', name: site.headOffice.name, address: postalAddress(site.headOffice) },
    url,
  };
}
