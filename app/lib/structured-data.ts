// schema.org objects for the JSON-LD blocks of spec section 2 ("The page head carries ... structured data").
// Pass the results to pageMeta({ jsonLd: [...] }), which adds the @context.
import { businessHours, company, emails, offices, phones, type Office } from '~/content/company'
import { DEFAULT_LOCALE, pathInLocale, type Locale } from '~/i18n/locales'

type Json = Record<string, unknown>

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

function openingHours(): Json[] {
  return businessHours
    .filter((slot) => slot.opens !== null)
    .map((slot) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: slot.isoDays.map((d) => DAY_NAMES[d - 1]),
      opens: slot.opens,
      closes: slot.closes,
    }))
}

export function organizationLd(origin: string): Json {
  return {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: company.fullName,
    legalName: company.legalName,
    url: `${origin}/`,
    logo: `${origin}/apple-touch-icon.png`,
    foundingDate: String(company.founded),
    description: company.description,
    email: emails.general,
    telephone: phones.northern.raw,
    areaServed: { '@type': 'State', name: 'Utah' },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: phones.northern.raw,
        email: emails.customerService,
        areaServed: 'US-UT',
        availableLanguage: 'English',
      },
      {
        '@type': 'ContactPoint',
        contactType: 'emergency',
        telephone: phones.northern.raw,
        areaServed: 'US-UT',
        hoursAvailable: '24/7',
      },
    ],
  }
}

export function localBusinessLd(origin: string, office: Office): Json {
  return {
    '@type': 'LocalBusiness',
    '@id': `${origin}/contact#${office.id}-office`,
    name: `${company.fullName}, ${office.name}`,
    parentOrganization: { '@id': `${origin}/#organization` },
    url: `${origin}/contact`,
    image: `${origin}/og-image.png`,
    telephone: office.phone.raw,
    email: emails.general,
    address: {
      '@type': 'PostalAddress',
      streetAddress: office.address.street,
      addressLocality: office.address.city,
      addressRegion: office.address.state,
      postalCode: office.address.zip,
      addressCountry: 'US',
    },
    geo: { '@type': 'GeoCoordinates', latitude: office.geo.latitude, longitude: office.geo.longitude },
    hasMap: office.mapsUrl,
    areaServed: office.areasServed.map((name) => ({ '@type': 'City', name })),
    // Spec section 9: the southern office is by appointment only, so only the northern one lists hours.
    ...(office.id === 'northern' ? { openingHoursSpecification: openingHours() } : {}),
  }
}

export const localBusinessesLd = (origin: string) => offices.map((office) => localBusinessLd(origin, office))

export function faqPageLd(items: ReadonlyArray<{ question: string; answer: string }>): Json {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

export function serviceLd(origin: string, offers: readonly string[]): Json {
  return {
    '@type': 'Service',
    serviceType: 'HOA and community association management',
    name: 'Full-service HOA management',
    provider: { '@id': `${origin}/#organization` },
    areaServed: { '@type': 'State', name: 'Utah' },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Management services',
      itemListElement: offers.map((name) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name },
      })),
    },
  }
}

export type Crumb = { name: string; path: string }

export function breadcrumbLd(origin: string, crumbs: readonly Crumb[]): Json {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  }
}

/** The contact page; in another language, with that language's address and its own name for the page. */
export function contactPageLd(
  origin: string,
  locale: Locale = DEFAULT_LOCALE,
  name = `Contact ${company.fullName}`,
): Json {
  return {
    '@type': 'ContactPage',
    name,
    url: `${origin}${pathInLocale('/contact', locale)}`,
    ...(locale === DEFAULT_LOCALE ? {} : { inLanguage: locale }),
    about: { '@id': `${origin}/#organization` },
  }
}
