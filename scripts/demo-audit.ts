/**
 * `node scripts/demo-audit.ts [--docs N] [--seed S] [--db store]`: the counts of issue 51 over the
 * demo the generator writes (artefacts, grammar, coherence, sentence shares per kind and per kind
 * and language), and, given the store built from the same demo (`npm run demo -- --db …`), the
 * templates of the first twenty results of the common searches. Prints Markdown tables; with
 * `--quote periodical:YYYY-MM-DD[:edition]` (repeated), whole issues as the generator wrote them.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { DEMO_DEFAULT_ARTICLES, DEMO_DEFAULT_SEED, generateDemo } from '../src/demo/generate.ts'
import type { GeneratedText } from '../src/demo/draft-writer.ts'
import { buildDemoWithProgress } from '../src/demo/load.ts'
import { openForReading } from '../src/store/db.ts'
import { COMMON_SEARCHES, artefacts, coherence, grammar, sentenceShares, sentenceSharesByLanguage, topTemplates } from '../tests/support/demo-audit.ts'
import { places } from '../tests/support/demo-audit-places.ts'
import { reading } from '../tests/support/demo-audit-reading.ts'
import { calendar } from '../tests/support/demo-audit-calendar.ts'
import { third } from '../tests/support/demo-audit-third.ts'
import { fifthLocal } from '../tests/support/demo-audit-fifth-local.ts'
import { fifth } from '../tests/support/demo-audit-fifth.ts'
import { fifthWire } from '../tests/support/demo-audit-fifth-wire.ts'
import { fifthAds } from '../tests/support/demo-audit-fifth-ads.ts'
import { fifthPlaces } from '../tests/support/demo-audit-fifth-places.ts'
import { sixthWire } from '../tests/support/demo-audit-sixth-wire.ts'
import { sixthLocal } from '../tests/support/demo-audit-sixth-local.ts'
import { seventhLocal } from '../tests/support/demo-audit-seventh-local.ts'
import { sixthFacts } from '../tests/support/demo-audit-sixth-facts.ts'
import { fourthFr } from '../tests/support/demo-audit-fourth-fr.ts'
import { fourthIssue } from '../tests/support/demo-audit-fourth-issue.ts'
import { sixthLead } from '../tests/support/demo-audit-sixth-lead.ts'
import { sixthFollow } from '../tests/support/demo-audit-sixth-follow.ts'
import { seventhDates } from '../tests/support/demo-audit-seventh-dates.ts'
import { eighthD8 } from '../tests/support/demo-audit-eighth-d8.ts'
import { sport } from '../tests/support/demo-audit-sport.ts'
import { fourthEnLb } from '../tests/support/demo-audit-fourth-en-lb.ts'
import { fourthDe } from '../tests/support/demo-audit-fourth-de.ts'
import { sixthRepeat } from '../tests/support/demo-audit-sixth-repeat.ts'
import { seventhSociety } from '../tests/support/demo-audit-seventh-society.ts'
import { eighthB8 } from '../tests/support/demo-audit-eighth-b8.ts'
import { eighthA8 } from '../tests/support/demo-audit-eighth-a8.ts'
import { eighthC8 } from '../tests/support/demo-audit-eighth-c8.ts'
import { ninthA9 } from '../tests/support/demo-audit-ninth-a9.ts'
import { ninthB9 } from '../tests/support/demo-audit-ninth-b9.ts'
import { ninthC9 } from '../tests/support/demo-audit-ninth-c9.ts'
import { tenthB10 } from '../tests/support/demo-audit-tenth-b10.ts'
import { tenthD10 } from '../tests/support/demo-audit-tenth-d10.ts'
import { tenthC10 } from '../tests/support/demo-audit-tenth-c10.ts'
import { tenthLead } from '../tests/support/demo-audit-tenth-lead.ts'
import { eleventhLead } from '../tests/support/demo-audit-eleventh-lead.ts'
import { tenthE10 } from '../tests/support/demo-audit-tenth-e10.ts'
import { tenthG10 } from '../tests/support/demo-audit-tenth-g10.ts'
import { tenthA10 } from '../tests/support/demo-audit-tenth-a10.ts'
import { tenthH10 } from '../tests/support/demo-audit-tenth-h10.ts'
import { tenthF10 } from '../tests/support/demo-audit-tenth-f10.ts'
import { eleventhJ11 } from '../tests/support/demo-audit-eleventh-j11.ts'
import { eleventhL11 } from '../tests/support/demo-audit-eleventh-l11.ts'
import { eleventhK11 } from '../tests/support/demo-audit-eleventh-k11.ts'
import { wave9M } from '../tests/support/demo-audit-wave9-m.ts'
import { wave9O } from '../tests/support/demo-audit-wave9-o.ts'
import { wave9N } from '../tests/support/demo-audit-wave9-n.ts'
import { wave9Q } from '../tests/support/demo-audit-wave9-q.ts'
import { wave9P } from '../tests/support/demo-audit-wave9-p.ts'
import { twelfthU } from '../tests/support/demo-audit-twelfth-u.ts'
import { twelfthT } from '../tests/support/demo-audit-twelfth-t.ts'
import { twelfthS } from '../tests/support/demo-audit-twelfth-s.ts'
import { wave11C } from '../tests/support/demo-audit-wave11-c.ts'
import { wave11B } from '../tests/support/demo-audit-wave11-b.ts'
import { wave11A } from '../tests/support/demo-audit-wave11-a.ts'
import { wave11D } from '../tests/support/demo-audit-wave11-d.ts'
import { thirteenthF } from '../tests/support/demo-audit-thirteenth-f.ts'
import { thirteenthH } from '../tests/support/demo-audit-thirteenth-h.ts'
import { thirteenthG } from '../tests/support/demo-audit-thirteenth-g.ts'
import { thirteenthE } from '../tests/support/demo-audit-thirteenth-e.ts'
import { thirteenthI } from '../tests/support/demo-audit-thirteenth-i.ts'
import { thirteenthJ } from '../tests/support/demo-audit-thirteenth-j.ts'
import { thirteenthK } from '../tests/support/demo-audit-thirteenth-k.ts'
import { fourteenthL } from '../tests/support/demo-audit-fourteenth-l.ts'
import { fourteenthN } from '../tests/support/demo-audit-fourteenth-n.ts'
import { fifteenthB } from '../tests/support/demo-audit-fifteenth-b.ts'
import { sixteenthB } from '../tests/support/demo-audit-sixteenth-b.ts'
import { fourteenthM } from '../tests/support/demo-audit-fourteenth-m.ts'
import { fifteenthC } from '../tests/support/demo-audit-fifteenth-c.ts'
import { fifteenthD } from '../tests/support/demo-audit-fifteenth-d.ts'
import { fifteenthE } from '../tests/support/demo-audit-fifteenth-e.ts'
import { fifteenthA } from '../tests/support/demo-audit-fifteenth-a.ts'
import { sixteenthA } from '../tests/support/demo-audit-sixteenth-a.ts'
import { sixteenthC } from '../tests/support/demo-audit-sixteenth-c.ts'
import { sixteenthD } from '../tests/support/demo-audit-sixteenth-d.ts'

const { values } = parseArgs({
  options: { docs: { type: 'string' }, seed: { type: 'string' }, db: { type: 'string' }, build: { type: 'string' }, examples: { type: 'boolean' }, save: { type: 'string' }, quote: { type: 'string', multiple: true } },
})
const articles = values.docs === undefined ? DEMO_DEFAULT_ARTICLES : Number(values.docs)
const seed = values.seed === undefined ? DEMO_DEFAULT_SEED : Number(values.seed)

const texts: GeneratedText[] = []
const started = Date.now()
if (values.build) {
  // The store and the texts of one build: the searches' results are told by their templates.
  buildDemoWithProgress(values.build, articles, seed, (t) => texts.push(t))
} else {
  const scratch = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'demo-audit-'))
  for (const batch of generateDemo({ seed, articles, outDir: scratch, onText: (t) => texts.push(t) })) {
    void batch
    rmSync(scratch, { recursive: true, force: true })
  }
  rmSync(scratch, { recursive: true, force: true })
}
if (values.save) writeFileSync(values.save, JSON.stringify(texts))
console.log(`${texts.length} texts generated in ${Math.round((Date.now() - started) / 1000)} s\n`)

console.log('| count | texts |\n|---|---:|')
for (const rule of [...artefacts(texts), ...grammar(texts), ...coherence(texts), ...reading(texts), ...places(texts), ...calendar(texts), ...sport(texts), ...third(texts), ...fourthFr(texts), ...fourthEnLb(texts), ...fourthDe(texts), ...fifth(texts), ...fifthWire(texts), ...fourthIssue(texts), ...fifthAds(texts), ...fifthLocal(texts), ...fifthPlaces(texts), ...sixthWire(texts), ...sixthLead(texts), ...sixthRepeat(texts), ...sixthLocal(texts), ...sixthFacts(texts), ...sixthFollow(texts), ...seventhLocal(texts), ...seventhSociety(texts), ...seventhDates(texts), ...eighthB8(texts), ...eighthA8(texts), ...eighthC8(texts), ...eighthD8(texts), ...ninthA9(texts), ...ninthB9(texts), ...ninthC9(texts), ...tenthB10(texts), ...tenthD10(texts), ...tenthC10(texts), ...tenthLead(texts), ...tenthE10(texts), ...tenthG10(texts), ...tenthA10(texts), ...tenthH10(texts), ...tenthF10(texts), ...eleventhLead(texts), ...eleventhJ11(texts), ...eleventhL11(texts), ...eleventhK11(texts), ...wave9M(texts), ...wave9O(texts), ...wave9N(texts), ...wave9Q(texts), ...wave9P(texts), ...twelfthU(texts), ...twelfthT(texts), ...twelfthS(texts), ...wave11C(texts), ...wave11B(texts), ...wave11A(texts), ...wave11D(texts), ...thirteenthF(texts), ...thirteenthH(texts), ...thirteenthG(texts), ...thirteenthE(texts), ...thirteenthI(texts), ...thirteenthJ(texts), ...thirteenthK(texts), ...fourteenthL(texts), ...fourteenthN(texts), ...fourteenthM(texts), ...fifteenthC(texts), ...fifteenthD(texts), ...fifteenthE(texts), ...fifteenthA(texts), ...fifteenthB(texts), ...sixteenthA(texts), ...sixteenthC(texts), ...sixteenthB(texts), ...sixteenthD(texts)]) {
  console.log(`| ${rule.name} | ${rule.count} |`)
  if (values.examples) for (const example of rule.examples) console.log(`|   ↳ ${example.replace(/\|/g, '/')} | |`)
}
console.log('\n| kind of unit | units | most shared sentence | share |\n|---|---:|---|---:|')
for (const share of sentenceShares(texts)) console.log(`| ${share.type} | ${share.units} | ${share.sentence.replace(/\|/g, '/').slice(0, 90)} | ${(share.share * 100).toFixed(1)} % |`)
console.log('\n| kind of unit | language | units | most shared sentence | share |\n|---|---|---:|---|---:|')
for (const share of sentenceSharesByLanguage(texts)) console.log(`| ${share.type} | ${share.language} | ${share.units} | ${share.sentence.replace(/\|/g, '/').slice(0, 90)} | ${(share.share * 100).toFixed(1)} % |`)

const storePath = values.db ?? values.build
if (storePath) {
  const db = openForReading(storePath)
  console.log('\n| search | results | templates in the first 20 | most frequent |\n|---|---:|---:|---|')
  for (const q of COMMON_SEARCHES) {
    const top = topTemplates(db, texts, q)
    console.log(`| ${q} | ${top.total} | ${top.templates} | ${top.top.slice(0, 3).map((t) => `${t.n}× ${t.template}`).join('; ').replace(/\|/g, '/')} |`)
  }
  db.close()
}

// --quote periodical:YYYY-MM-DD[:edition], repeated: whole issues as the generator wrote them, every
// unit in order with its template (the quotes of docs/evidence/issue-51).
for (const spec of values.quote ?? []) {
  const [periodical = '', date = '', edition = '1'] = spec.split(':')
  const units = texts.filter((t) => t.periodical === periodical && t.date === date && t.edition === Number(edition) && t.type !== 'TITLE_SECTION' && t.type !== 'SECTION')
  console.log(`\n#### ${periodical}, ${date} (edition ${edition}): ${units.length} units\n`)
  for (const t of units) {
    console.log(`**${t.title}** _(${t.type}, ${t.language}, template: ${t.template})_`)
    for (const line of [...(t.headings ?? []).map((h) => `_${h}_`), ...t.paragraphs, ...(t.rows ?? [])]) console.log(`> ${line}`)
    console.log('')
  }
}
