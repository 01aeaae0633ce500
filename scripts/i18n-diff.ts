/**
 * Compares translation dictionaries against the base (English) one: every key
 * must exist in every language, with a non-empty text and the same
 * {parameters}.
 */
/** A dictionary as typesafe-i18n writes it: nested objects whose leaves are texts. */
export type Dictionary = object

export interface DictionaryProblem {
  locale: string
  key: string
  problem: 'missing' | 'extra' | 'empty' | 'parameters'
  detail?: string
}

function flatten(dictionary: Dictionary, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(dictionary)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else if (typeof value === 'object' && value !== null) flatten(value, path, out)
  }
  return out
}

/**
 * Parameter names of a text: '{page:string}', '{page}' and '{count|num}' name
 * "page" and "count"; plural parts like '{{issue|issues}}' are not parameters.
 */
export function parameters(text: string): string[] {
  const withoutPlurals = text.replace(/\{\{[^}]*\}\}/g, '')
  return [...withoutPlurals.matchAll(/\{(\w+)(?:[:|][^}]*)?\}/g)].map((match) => match[1] ?? '').sort()
}

export function compareDictionaries(base: Dictionary, others: Record<string, Dictionary>): DictionaryProblem[] {
  const baseKeys = flatten(base)
  const problems: DictionaryProblem[] = []
  for (const [locale, dictionary] of Object.entries(others)) {
    const keys = flatten(dictionary)
    for (const [key, baseText] of baseKeys) {
      const text = keys.get(key)
      if (text === undefined) problems.push({ locale, key, problem: 'missing' })
      else if (text.trim() === '') problems.push({ locale, key, problem: 'empty' })
      else if (parameters(text).join() !== parameters(baseText).join()) {
        problems.push({
          locale,
          key,
          problem: 'parameters',
          detail: `expected {${parameters(baseText).join('}, {')}}, found {${parameters(text).join('}, {')}}`,
        })
      }
    }
    for (const key of keys.keys()) {
      if (!baseKeys.has(key)) problems.push({ locale, key, problem: 'extra' })
    }
  }
  for (const [key, text] of baseKeys) {
    if (text.trim() === '') problems.push({ locale: 'en', key, problem: 'empty' })
  }
  return problems
}
