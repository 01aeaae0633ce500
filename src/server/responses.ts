/**
 * The server's own answers (./server.ts): the headers every response carries, and the short
 * refusals and redirects it gives before the app is asked.
 */
import { FastResponse } from 'srvx'
import { SECURITY_HEADERS, contentSecurityPolicy } from '../domain/security.ts'

/** Headers every response carries; pages replace the CSP with one naming their nonce. */
export const BASE_HEADERS: Record<string, string> = {
  ...SECURITY_HEADERS,
  'content-security-policy': contentSecurityPolicy(undefined),
}

export function withBaseHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(BASE_HEADERS)) if (!headers.has(name)) headers.set(name, value)
}

const TEXT = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }
export const REFUSALS = {
  tooLong: [
    'This address is too long (at most 4,096 characters).',
    'Diese Adresse ist zu lang (höchstens 4.096 Zeichen).',
    'Cette adresse est trop longue (4 096 caractères au plus).',
  ],
  unknownHost: [
    'This server does not answer for that host name.',
    'Dieser Server antwortet nicht für diesen Hostnamen.',
    'Ce serveur ne répond pas pour ce nom d’hôte.',
  ],
  tooLarge: [
    'The request body is too large (at most 64 KB).',
    'Der Inhalt der Anfrage ist zu groß (höchstens 64 KB).',
    'Le contenu de la requête est trop volumineux (64 Ko au plus).',
  ],
  badAddress: [
    'This address is not valid: in a web address, % must be followed by two hexadecimal digits (%25 stands for % itself).',
    'Diese Adresse ist ungültig: In einer Webadresse muss auf % eine zweistellige Hexadezimalzahl folgen (%25 steht für % selbst).',
    'Cette adresse n’est pas valide : dans une adresse web, % doit être suivi de deux chiffres hexadécimaux (%25 représente % lui-même).',
  ],
  failed: ['An error occured', 'Ein Fehler ist aufgetreten', 'Une erreur s’est produite'],
  method: [
    'This address cannot be asked for with that method.',
    'Diese Adresse kann nicht mit dieser Methode abgefragt werden.',
    'Cette adresse ne peut pas être demandée avec cette méthode.',
  ],
  notFound: ['Not found.', 'Nicht gefunden.', 'Introuvable.'],
} as const

/** A redirect within this site (a path, never another origin). */
export function redirectTo(path: string): Response {
  const headers = new Headers({ location: path, 'cache-control': 'no-store' })
  withBaseHeaders(headers)
  return new FastResponse(null, { status: 302, headers })
}

/** A short answer in the three languages, never echoing the request. */
export function refusal(status: number, lines: readonly string[], extra: Record<string, string> = {}): Response {
  const headers = new Headers({ ...TEXT, ...extra })
  withBaseHeaders(headers)
  return new FastResponse(`${lines.join('\n')}\n`, { status, headers })
}
