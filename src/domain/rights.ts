/**
 * One definition of a document's rights, used wherever they are stated (the IIIF manifests, the
 * citations; the reader pages in time). Digitised printed matter is in the public domain once no
 * author can still be protected: the library applies the 120-year rule common among national
 * libraries for works whose authors' deaths are unknown (anonymous newspaper articles are
 * protected for 70 years after publication, named authors for 70 years after death, and a work
 * printed 120 years ago has outlived both in practice). Younger works are in copyright as far as
 * the library knows.
 */
export const PUBLIC_DOMAIN_AFTER_YEARS = 120

export const RIGHTS = {
  publicDomain: 'http://creativecommons.org/publicdomain/mark/1.0/',
  inCopyright: 'http://rightsstatements.org/vocab/InC/1.0/',
} as const

export type Rights = keyof typeof RIGHTS

/** The rights of a document printed in `year` (null when undated: in copyright until known), as of `now`. */
export function rightsOf(year: number | null, now: Date): Rights {
  return year !== null && year <= now.getUTCFullYear() - PUBLIC_DOMAIN_AFTER_YEARS ? 'publicDomain' : 'inCopyright'
}

/** The last publication year in the public domain as of `now`. */
export function lastPublicDomainYear(now: Date): number {
  return now.getUTCFullYear() - PUBLIC_DOMAIN_AFTER_YEARS
}

/** What a run of issues from `first` to `last` (years) holds: all in the public domain, none, or both. */
export function rightsOfRun(first: number, last: number, now: Date): 'publicDomain' | 'inCopyright' | 'mixed' {
  const until = lastPublicDomainYear(now)
  return last <= until ? 'publicDomain' : first > until ? 'inCopyright' : 'mixed'
}
