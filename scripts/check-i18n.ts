/**
 * Fails when a dictionary lacks a key, has an empty text or different
 * parameters than English. Part of `npm test`.
 */
import de from '../i18n/de/index.ts'
import en from '../i18n/en/index.ts'
import fr from '../i18n/fr/index.ts'
import { compareDictionaries } from './i18n-diff.ts'

const problems = compareDictionaries(en, { de, fr })
if (problems.length > 0) {
  for (const { locale, key, problem, detail } of problems) {
    console.error(`i18n/${locale}: ${key}: ${problem}${detail ? ` (${detail})` : ''}`)
  }
  console.error(`i18n check failed: ${problems.length} problem(s)`)
  process.exit(1)
}
console.log('i18n check: en, de and fr have the same keys and parameters')
