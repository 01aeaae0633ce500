/**
 * Language codes as the sources write them (ISO 639-2/B and /T in MARC and
 * MODS, BCP 47 tags, a few language names) onto ISO 639-1, the one form the
 * store keeps.
 */
const ISO_639_2: Record<string, string> = {
  ger: 'de',
  deu: 'de',
  fre: 'fr',
  fra: 'fr',
  eng: 'en',
  ltz: 'lb',
  dut: 'nl',
  nld: 'nl',
  ita: 'it',
  spa: 'es',
  por: 'pt',
  lat: 'la',
  pol: 'pl',
  cze: 'cs',
  ces: 'cs',
  slo: 'sk',
  slk: 'sk',
  slv: 'sl',
  hun: 'hu',
  dan: 'da',
  swe: 'sv',
  nor: 'no',
  fin: 'fi',
  est: 'et',
  lav: 'lv',
  lit: 'lt',
  rus: 'ru',
  ukr: 'uk',
  bul: 'bg',
  hrv: 'hr',
  srp: 'sr',
  rum: 'ro',
  ron: 'ro',
  gre: 'el',
  ell: 'el',
  tur: 'tr',
  heb: 'he',
  yid: 'yi',
  ara: 'ar',
  chi: 'zh',
  zho: 'zh',
  jpn: 'ja',
  wel: 'cy',
  cym: 'cy',
  gle: 'ga',
  ice: 'is',
  isl: 'is',
  cat: 'ca',
  baq: 'eu',
  eus: 'eu',
  glg: 'gl',
  epo: 'eo',
  wln: 'wa',
  // ISO 639-3 codes that differ from 639-2's (BnF SPAR, Rosetta and other archival packages write 639-3).
  nob: 'nb',
  nno: 'nn',
  fry: 'fy',
  bel: 'be',
  mlt: 'mt',
  sqi: 'sq',
  alb: 'sq',
  mkd: 'mk',
  mac: 'mk',
  bos: 'bs',
  roh: 'rm',
  bre: 'br',
  oci: 'oc',
  cos: 'co',
}

/** languageTerm type="text" as some producers write it. */
const LANGUAGE_NAMES: Record<string, string> = {
  german: 'de',
  deutsch: 'de',
  french: 'fr',
  français: 'fr',
  francais: 'fr',
  english: 'en',
  luxembourgish: 'lb',
  lëtzebuergesch: 'lb',
  dutch: 'nl',
  italian: 'it',
  latin: 'la',
  // ABBYY FineReader's recognition languages (src/ingest/abbyy.ts) beside the above.
  spanish: 'es',
  portuguese: 'pt',
  polish: 'pl',
  czech: 'cs',
  slovak: 'sk',
  hungarian: 'hu',
  danish: 'da',
  swedish: 'sv',
  norwegian: 'no',
  finnish: 'fi',
  russian: 'ru',
  greek: 'el',
  romanian: 'ro',
  croatian: 'hr',
  slovenian: 'sl',
}

/**
 * A language code or name as ISO 639-1: `de`, `de-LU` (RFC 3066/BCP 47),
 * `ger`/`deu`, `German`. Codes for "several", "undetermined" and "no
 * linguistic content" (mul, und, zxx) give undefined.
 */
export function normalizeLanguage(value: string): string | undefined {
  const text = value.trim().toLowerCase()
  if (/^[a-z]{2}(?:[-_][a-z0-9]+)*$/.test(text)) return text.slice(0, 2)
  if (/^[a-z]{3}$/.test(text)) return Object.hasOwn(ISO_639_2, text) ? ISO_639_2[text] : undefined
  return Object.hasOwn(LANGUAGE_NAMES, text) ? LANGUAGE_NAMES[text] : undefined
}
