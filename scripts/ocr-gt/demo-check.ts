/**
 * Issue 50's table on a store (docs/evidence/issue-50/demo.md): for each of the issue's words, the
 * variants `variants=1` offers and finds (and `Eisenbahn~2`), and what ADR 039's expansion offered
 * for the same word on the same vocabulary. `node scripts/ocr-gt/demo-check.ts <store.db>`.
 */
import { parseSearchState } from '../../src/domain/search-state.ts'
import { vocabularyOf } from '../../src/search/variants.ts'
import { openForReading } from '../../src/store/db.ts'
import { searchResults } from '../../tests/support/search.ts'
import { baselineVariants } from './baseline.ts'

const QUERIES: readonly [string, Record<string, string>][] = [
  ['Regierung', { variants: '1' }],
  ['zeitung', { variants: '1' }],
  ['krieg', { variants: '1' }],
  ['brand', { variants: '1' }],
  ['wetter', { variants: '1' }],
  ['Großherzogin', { variants: '1' }],
  ['Eisenbahn~2', {}],
  ['conseil', { variants: '1' }],
  ['maison', { variants: '1' }],
  ['Luxembourg', { variants: '1' }],
  ['juillet', { variants: '1' }],
  ['Luxemburg', { variants: '1' }],
  ['gemacht', { variants: '1' }],
  ['Gemeinde', { variants: '1' }],
]

const path = process.argv[2]
if (!path) {
  console.error('Usage: node scripts/ocr-gt/demo-check.ts <store.db>')
  process.exit(2)
}
const db = openForReading(path)
console.log(db.prepare('SELECT COUNT(*) AS terms, SUM(lexicon IS NULL) AS unlooked, SUM(lexicon > 0) AS lexical FROM term_vocabulary').get())
const vocabulary = vocabularyOf(db)
for (const [q, extra] of QUERIES) {
  const started = performance.now()
  const answer = searchResults(db, parseSearchState({ q, view: 'compact', ...extra }))
  const ms = performance.now() - started
  const group = answer.variants[0]
  const word = q.replace(/~\d?$/, '').toLowerCase().replace('ß', 'ss')
  console.log(`${q.padEnd(14)} total ${answer.total} (${ms.toFixed(0)} ms) typed=${group?.typed} matched: ${group?.matched.map((variant) => `${variant.term} ${variant.count}`).join(', ')} | others: ${group?.others.join(', ')}`)
  console.log(`   before: ${baselineVariants(vocabulary, word).slice(0, 12).map((term) => `${term} ${vocabulary.unitsOf(term)}`).join(', ')}`)
}
db.close()
