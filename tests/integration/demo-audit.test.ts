import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { DEMO_DEFAULT_ARTICLES, buildDemoDatabase } from '#src/demo/load.ts'
import { type Db, openForReading } from '#src/store/db.ts'
import { type AuditRule, COMMON_SEARCHES, artefacts, coherence, grammar, sentenceShares, sentenceSharesByLanguage, topTemplates } from '#tests/support/demo-audit.ts'
import { places } from '#tests/support/demo-audit-places.ts'
import { reading } from '#tests/support/demo-audit-reading.ts'
import { calendar } from '#tests/support/demo-audit-calendar.ts'
import { third } from '#tests/support/demo-audit-third.ts'
import { fifth } from '#tests/support/demo-audit-fifth.ts'
import { fifthWire } from '#tests/support/demo-audit-fifth-wire.ts'
import { fifthAds } from '#tests/support/demo-audit-fifth-ads.ts'
import { fifthLocal } from '#tests/support/demo-audit-fifth-local.ts'
import { fifthPlaces } from '#tests/support/demo-audit-fifth-places.ts'
import { sixthWire } from '#tests/support/demo-audit-sixth-wire.ts'
import { sixthLocal } from '#tests/support/demo-audit-sixth-local.ts'
import { seventhLocal } from '#tests/support/demo-audit-seventh-local.ts'
import { sixthFacts } from '#tests/support/demo-audit-sixth-facts.ts'
import { fourthFr } from '#tests/support/demo-audit-fourth-fr.ts'
import { fourthEnLb } from '#tests/support/demo-audit-fourth-en-lb.ts'
import { fourthIssue } from '#tests/support/demo-audit-fourth-issue.ts'
import { sixthLead } from '#tests/support/demo-audit-sixth-lead.ts'
import { sixthFollow } from '#tests/support/demo-audit-sixth-follow.ts'
import { seventhDates } from '#tests/support/demo-audit-seventh-dates.ts'
import { eighthA8 } from '#tests/support/demo-audit-eighth-a8.ts'
import { eighthD8 } from '#tests/support/demo-audit-eighth-d8.ts'
import { ninthB9 } from '#tests/support/demo-audit-ninth-b9.ts'
import { tenthD10 } from '#tests/support/demo-audit-tenth-d10.ts'
import { tenthG10 } from '#tests/support/demo-audit-tenth-g10.ts'
import { sport } from '#tests/support/demo-audit-sport.ts'
import { fourthDe } from '#tests/support/demo-audit-fourth-de.ts'
import { sixthRepeat } from '#tests/support/demo-audit-sixth-repeat.ts'
import { seventhSociety } from '#tests/support/demo-audit-seventh-society.ts'
import { eighthB8 } from '#tests/support/demo-audit-eighth-b8.ts'
import { eighthC8 } from '#tests/support/demo-audit-eighth-c8.ts'
import { ninthA9 } from '#tests/support/demo-audit-ninth-a9.ts'
import { ninthC9 } from '#tests/support/demo-audit-ninth-c9.ts'
import { tenthB10 } from '#tests/support/demo-audit-tenth-b10.ts'
import { tenthC10 } from '#tests/support/demo-audit-tenth-c10.ts'
import { tenthLead } from '#tests/support/demo-audit-tenth-lead.ts'
import { eleventhLead } from '#tests/support/demo-audit-eleventh-lead.ts'
import { tenthE10 } from '#tests/support/demo-audit-tenth-e10.ts'
import { tenthA10 } from '#tests/support/demo-audit-tenth-a10.ts'
import { tenthH10 } from '#tests/support/demo-audit-tenth-h10.ts'
import { tenthF10 } from '#tests/support/demo-audit-tenth-f10.ts'
import { eleventhJ11 } from '#tests/support/demo-audit-eleventh-j11.ts'
import { eleventhL11 } from '#tests/support/demo-audit-eleventh-l11.ts'
import { eleventhK11 } from '#tests/support/demo-audit-eleventh-k11.ts'
import { wave9M } from '#tests/support/demo-audit-wave9-m.ts'
import { wave9O } from '#tests/support/demo-audit-wave9-o.ts'
import { wave9N } from '#tests/support/demo-audit-wave9-n.ts'
import { wave11A } from '#tests/support/demo-audit-wave11-a.ts'
import { wave9Q } from '#tests/support/demo-audit-wave9-q.ts'
import { wave9P } from '#tests/support/demo-audit-wave9-p.ts'
import { twelfthU } from '#tests/support/demo-audit-twelfth-u.ts'
import { twelfthT } from '#tests/support/demo-audit-twelfth-t.ts'
import { twelfthS } from '#tests/support/demo-audit-twelfth-s.ts'
import { wave11C } from '#tests/support/demo-audit-wave11-c.ts'
import { wave11B } from '#tests/support/demo-audit-wave11-b.ts'
import { wave11D } from '#tests/support/demo-audit-wave11-d.ts'
import { thirteenthF } from '#tests/support/demo-audit-thirteenth-f.ts'
import { thirteenthH } from '#tests/support/demo-audit-thirteenth-h.ts'
import { thirteenthG } from '#tests/support/demo-audit-thirteenth-g.ts'
import { thirteenthE } from '#tests/support/demo-audit-thirteenth-e.ts'
import { thirteenthI } from '#tests/support/demo-audit-thirteenth-i.ts'
import { thirteenthJ } from '#tests/support/demo-audit-thirteenth-j.ts'
import { thirteenthK } from '#tests/support/demo-audit-thirteenth-k.ts'
import { fourteenthL } from '#tests/support/demo-audit-fourteenth-l.ts'
import { fourteenthN } from '#tests/support/demo-audit-fourteenth-n.ts'
import { fifteenthB } from '#tests/support/demo-audit-fifteenth-b.ts'
import { fourteenthM } from '#tests/support/demo-audit-fourteenth-m.ts'
import { fifteenthC } from '#tests/support/demo-audit-fifteenth-c.ts'
import { fifteenthD } from '#tests/support/demo-audit-fifteenth-d.ts'
import { fifteenthE } from '#tests/support/demo-audit-fifteenth-e.ts'
import { fifteenthA } from '#tests/support/demo-audit-fifteenth-a.ts'
import { sixteenthA } from '#tests/support/demo-audit-sixteenth-a.ts'
import { sixteenthC } from '#tests/support/demo-audit-sixteenth-c.ts'
import { sixteenthB } from '#tests/support/demo-audit-sixteenth-b.ts'
import { sixteenthD } from '#tests/support/demo-audit-sixteenth-d.ts'

/**
 * Issue 51 over the whole default demo, not a sample: the store `npm start` builds (same seed, same
 * article count, through the real importer), and every text as the generator wrote it. Each count
 * of the issue is held to its goal here; `node scripts/demo-audit.ts` prints the same counts.
 *
 * The build is the default demo's first start (about a minute on a quiet machine): one build for
 * the whole file, in a memory folder where there is one.
 */
let dir: string
let db: Db
const texts: GeneratedText[] = []

beforeAll(() => {
  dir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'demo-audit-'))
  buildDemoDatabase(join(dir, 'demo.db'), { onText: (text) => texts.push(text) })
  db = openForReading(join(dir, 'demo.db'))
}, 900_000)

afterAll(() => {
  db?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/** Each rule at 0, its examples in the failure message. */
function expectNone(rules: readonly AuditRule[]): void {
  const broken = rules.filter((rule) => rule.count > 0).map((rule) => `${rule.name}: ${rule.count}\n  ${rule.examples.join('\n  ')}`)
  expect(broken).toEqual([])
}

describe('the default demo (issue 51)', () => {
  it('is the default demo: every unit of the store had its text reported', () => {
    const units = db.prepare<[], number>("SELECT count(*) FROM unit WHERE type NOT IN ('title_section', 'section')").pluck().get() ?? 0
    expect(units).toBeGreaterThan(DEMO_DEFAULT_ARTICLES * 0.7)
    expect(texts.filter((t) => t.type !== 'TITLE_SECTION' && t.type !== 'SECTION').length).toBeGreaterThanOrEqual(units * 0.95)
    // All four languages and the occupation years are in it: the rules below are not kept by leaving them out.
    expect(new Set(texts.map((t) => t.language))).toEqual(new Set(['de', 'fr', 'lb', 'en']))
    expect(texts.filter((t) => t.date.startsWith('1942')).length).toBeGreaterThan(100)
  })

  it('prints no machine artefact: no NaN, undefined, null, {…} slot or doubled space', () => {
    expectNone(artefacts(texts))
  })

  it('keeps agreement, elision and plurals in French, German and English', () => {
    expectNone(grammar(texts))
  })

  it('breaks no coherence rule: funerals after deaths, votes within the members present, councils of their era, things in their years, honorifics by sex, each figure once an issue', () => {
    expectNone(coherence(texts))
  })

  it('keeps out the faults a close reading found: farm goods in a workshop fire, a serial off its river or past its chapters, a funeral a week late, a capital street in a village, "im"/"vom", canton seats, the n-rule, Sunday sittings and the rest', () => {
    expectNone(reading(texts))
  })

  it('puts second towns where they belong: a helping brigade, a road, a field path, a flood or a storm near the first town, railway lines that ran, steelworks in steel towns', () => {
    expectNone(places(texts))
  })

  it('keeps the calendar and the institutions of the second reading: no funeral on a Sunday or a feast, no second vote by the Council of State, no inauguration in the war years, an offence weeks before its hearing, Chamber elections in their years, no cost of the budget, the Communities of their year', () => {
    expectNone(calendar(texts))
  })

  it('keeps out the faults a third reading found: odd ration weights, night fires by day, vineyards off the Moselle, officials replacing themselves, offices on Sundays, turnouts against their figures, 1870 before 1870', () => {
    expectNone(third(texts))
  })

  it('keeps out the faults a fifth reading found: laws dated the day they are printed, voted when no Chamber sat, founding what was founded once, repealing their own founding, calling villages towns; women deputies before 1965; the German parts of the fourth reading rows 11, 21, 24, 26; the sixth reading: the Moselle at Mondorf and brigades helping none', () => {
    expectNone(fifth(texts))
  })

  it('keeps out the fifth reading\'s telegram, railway and Chamber faults: "the situation" after pilgrims or a flood, pilgrimages by wire or in wartime, the Guillaume-Luxembourg company running trains, goods traffic as a timetable, new lines before the Chamber after 1919, "als erster Redner" of a woman, seats per canton after 1919', () => {
    expectNone(fifthWire(texts))
  })

  it('prints no two advertisements of one shape in an issue in the same words, and no notary selling at the other end of the country (fifth reading, rows 1 and 8)', () => {
    expectNone(fifthAds(texts))
  })

  it('keeps out the local news faults of the fifth reading: fires of the 1960s fought as in the 1920s, flowers out of season, council business with no matter, winter fodder lost in spring, a family named twice, a delivery notice with a recollection', () => {
    expectNone(fifthLocal(texts))
  })

  it('keeps out the places a fifth reading found wrong: an alibi in an inn across the country, councils and elections of places that were no commune', () => {
    expectNone(fifthPlaces(texts))
  })

  it('keeps out the French faults a fourth reading found: the capital as a village, far workers and growers, votes against the members present, Sunday laws, churches consecrated by their priest, measles from a well, weekday polls, markets that move', () => {
    expectNone(fourthFr(texts))
  })

  it('keeps out the English and Luxembourgish faults of the fourth reading: budgets as building projects, captions of things where there were none, the n-rule on template words, English incoherences, shop ads "Apply to", a choir\'s pieces "played", appliance words for wine', () => {
    expectNone(fourthEnLb(texts))
  })

  it('keeps out the German faults of the fourth reading: the capital as a village, "not yet confirmed" after official news, a budget as a building, far steelworkers, silent councillors, a church consecrated by its priest, steel out of its time, football leads, Sunday sittings, Whit Monday trains, early telephones', () => {
    expectNone(fourthDe(texts))
  })

  it('tells no story twice in one issue in the same words: two of one kind share fewer than three sentences, names and numbers aside', () => {
    expectNone(fourthIssue(texts))
  })

  it('keeps out the faults the lead found beside the sixth reading: road races on weekdays or "there and back" over a neighbouring town, a charter that "stammt" twice, a sale kept well twice', () => {
    expectNone(sixthLead(texts))
  })

  it('keeps out the faults of the second reading: football clubs outside their years or on a weekday, French clubs unagreed, the Luxembourgish n-rule, French medical reports, the capital\'s mayor and council', () => {
    expectNone(sport(texts))
  })

  it('shares no sentence among more than 2 % of any kind of unit', () => {
    const over = sentenceShares(texts).filter((share) => share.share > 0.02)
    expect(over.map((share) => `${share.type} (${share.units} units): ${(share.share * 100).toFixed(1)} % «${share.sentence}»`)).toEqual([])
  })

  it('shares no sentence among more than 2 % of any kind of unit in one language (of 100 units or more)', () => {
    const shares = sentenceSharesByLanguage(texts)
    // The four languages are read: German, French, Luxembourgish and English articles each have their hundred units.
    expect(new Set(shares.filter((share) => share.type === 'ARTICLE').map((share) => share.language))).toEqual(new Set(['de', 'fr', 'lb', 'en']))
    const over = shares.filter((share) => share.share > 0.02)
    expect(over.map((share) => `${share.type} ${share.language} (${share.units} units): ${(share.share * 100).toFixed(1)} % «${share.sentence}»`)).toEqual([])
  })

  it('answers each common search with a first twenty from at least 15 templates', () => {
    const poor = COMMON_SEARCHES.map((q) => topTemplates(db, texts, q)).filter((top) => top.total < 20 || top.templates < 15)
    expect(poor.map((top) => `${top.q}: ${top.total} results, ${top.templates} templates; ${top.top.slice(0, 3).map((t) => `${t.n}× ${t.template}`).join('; ')}`)).toEqual([])
  })

  it('keeps out the sixth reading\'s rows 12–16 and three small faults: a culture note drawn apart, the EEC Council in Luxembourg, autumn sessions in spring and assemblies before they sat, summer ice, club notes against themselves, touring troupes in villages, the old shop formula after 1940, telephones on family notices', () => {
    expectNone(sixthWire(texts))
  })

  it("keeps out the sixth reading's repeats: a paper's serial begun again under another town or heroine, a third story of a kind in an issue or a second about one town, a book reviewed as what its title is not (rows 1, 22, 10)", () => {
    expectNone(sixthRepeat(texts))
  })

  it('keeps out the local faults of the sixth reading: an alibi for a fraud, a statement answered before it is made, a council that never reaches its business, a far hospital, a far contractor or choir, a ribbon before 1920', () => {
    expectNone(sixthLocal(texts))
  })

  it('keeps out the facts a sixth reading found wrong: far fields and meadows, first water supplies in the 1950s, aid to places that were no commune, women in a man\'s title, early harvests, towns called Duerf, ships out of their time, cinemas opening on no show day', () => {
    expectNone(sixthFacts(texts))
  })

  it('keeps out the sixth reading\'s follow-ups: telegrams out of season or from an agency that did not wire the city\'s news, lb summer ice, the High Authority as national delegates, a next meeting on a wrong day, the Holland-Amerika-Linie in English and French', () => {
    expectNone(sixthFollow(texts))
  })

  it('keeps out the local faults of the seventh reading: a storm\'s line between far towns, an unnamed society\'s collection, a station street before the station, a fire headline\'s street untold, a canton\'s report of another canton\'s fields, blackout times with no hour', () => {
    expectNone(seventhLocal(texts))
  })

  it('keeps out the seventh reading\'s rows 4, 7, 8, 11, 13, 17 and four small faults: a Kirmes ball on a weekday, a concert headline over a meeting, a society at another kind\'s festival, a minister the report never names, a film out of its first run, English shopkeepers, a spring budget, early German banks, a woman cantonal doctor in 1927, lb "Ee" as the article', () => {
    expectNone(seventhSociety(texts))
  })

  it("keeps out the seventh reading's dates and markets: \"2/4 Liter\", a monthly's \"yesterday\", a market note beyond its table, lb \"Hafer\", wide price ranges, markets and deadlines on public holidays, aldermen on a Sunday, the Schueberfouer open away from its Sunday", () => {
    expectNone(seventhDates(texts))
  })

  it("keeps out the eighth reading's row 3 and its steelworks at Rumelange: a British surname for a private person of a Luxembourg town in the English paper, steel made at a town whose works made none", () => {
    expectNone(eighthB8(texts))
  })

  it("keeps out the eighth reading's row 2 and two small faults: communal elections outside the week after a day all communes voted, a council sworn in within days, the Rechtspartei after 1944, a French \"dimanche dernier\" for the Sunday before last, a Jahrmarkt followed by next week's market", () => {
    expectNone(eighthA8(texts))
  })

  it("keeps out the eighth reading's rows fixed on i51c8: a letter's complaint of another path (schoolchildren on the cemetery path), two letters alike word for word, a new town hall in the capital, deaths told as \"only three\"", () => {
    expectNone(eighthC8(texts))
  })

  it("keeps out the eighth reading's mould sameness: a town's long name more than twice in one unit, a short name that could be another town's, a story half in the words of an earlier one of its kind in the issue", () => {
    expectNone(eighthD8(texts))
  })

  it("keeps out the ninth reading's car-accident faults: a hospital in a village that had none, an overturning headline over a collision, a woman driver called \"der Fahrer\", fog or ice in summer", () => {
    expectNone(ninthA9(texts))
  })

  it("keeps out the ninth reading's rows 2, 6 and 8: a nursery's vegetable seedlings in autumn and winter, a Sunday timetable for daily travellers, a wind band of singers or a choir with instruments", () => {
    expectNone(ninthB9(texts))
  })

  it("keeps out the ninth reading's rows fixed on i51c9: a film shown before its Paris success", () => {
    expectNone(ninthC9(texts))
  })

  it("keeps out the ninth reading's leftovers fixed on i51b10: a Common Market headline over the ECSC, a deputy for a town after 1919, British death notices outside the capital, telephones before their time, English Chamber sittings in the recess", () => {
    expectNone(tenthB10(texts))
  })

  it("keeps out the ninth reading's leftovers fixed on i51d10: a teacher named by Grand-Ducal decree, a French decree of a Sunday, \"before the end of the year\" in December, the studio's \"in every weather\" after 1914", () => {
    expectNone(tenthD10(texts))
  })

  it("keeps out the ninth reading's leftovers fixed on i51c10: women drivers before 1950, car accidents under the occupation, a re-elected mayor, the harvest in steel towns, a grainless Fruchtmarkt, London's town hall in 1941, dear war memorials", () => {
    expectNone(tenthC10(texts))
  })

  it("keeps out the tenth reading's rows fixed by the lead: a fair's telegram with details missing, small steelworks, three-line English concerts, a telephone in an ad's words", () => {
    expectNone(tenthLead(texts))
  })

  it("keeps out the tenth reading's rows 1 and 3 (i51e10): a producer price per \"Einheit\", potato beetles searched in winter, coal short in summer, a school headline its body does not carry out", () => {
    expectNone(tenthE10(texts))
  })

  it("keeps out the tenth reading's French rows fixed on i51g10: a market price with no measure, a stable lantern from 1940, hay heating in winter, a history headline the body never describes, a football report with no result", () => {
    expectNone(tenthG10(texts))
  })

  it("keeps out the ninth reading's Luxembourgish leftovers fixed on i51a10: a news unit of two sentences, a barn or a stable in the capital after 1950", () => {
    expectNone(tenthA10(texts))
  })

  it("keeps out the tenth reading's German rows fixed on i51h10: hay that ignites out of season, a history that does not describe its headline's building, a match report with no result, a school event on a feast, an appointment decree of a Sunday or of the wrong sovereign", () => {
    expectNone(tenthH10(texts))
  })

  it("keeps out the tenth reading's law-mould rows 4, 5 and 11: a decree called a law, a communal-elections rule out of its years, a grand-ducal decree under the King-Grand Dukes", () => {
    expectNone(tenthF10(texts))
  })

  it("keeps out the eleventh reading's rows fixed by the lead: a headline carrying its issue's day", () => {
    expectNone(eleventhLead(texts))
  })

  it("keeps out the eleventh reading's German rows fixed on i51j11: a castle of a town that had none, a big steelworks' whole workforce in hundreds, a wine auction at the harvest, farmers' clubs before 1885, Spätsommer in July, a potato crop judged before June", () => {
    expectNone(eleventhJ11(texts))
  })

  it("keeps out the eleventh reading's rows fixed on i51l11: Redange, Larochette or Mondorf-les-Bains in German, grains priced out of their order, \"about\" before an exact number, an lb match report with the half-time score only", () => {
    expectNone(eleventhL11(texts))
  })

  it("keeps out the eleventh reading's French and English rows fixed on i51k11: several ministers at the Chamber before 1936, a post-war school for a few hundred thousand francs, the 24-hour clock in French before 1912, a great steelworks' whole workforce under 4,000 from 1920, a club before its founding", () => {
    expectNone(eleventhK11(texts))
  })

  it("keeps out the eleventh reading's leftovers fixed on i51m12: a de/lb school for a few hundred thousand francs after 1950, \"some\"/\"about\" before an exact count in English, a French comice before 1885, a potato crop judged before June", () => {
    expectNone(wave9M(texts))
  })

  it("keeps out the eleventh reading's leftovers fixed on i51o12: hay that ignites outside July–September, a castle of a town not on the castle list, the 24-hour clock in French before 1920, Thomas steel from 1975", () => {
    expectNone(wave9O(texts))
  })

  it("keeps out wave 9 N: a law on a subject before the country's first law on it (women's vote, eight-hour day, motorways, the ECSC and EEC treaties)", () => {
    expectNone(wave9N(texts))
  })

  it("keeps out the eleventh reading's farm-report leftovers fixed on i51q12: potatoes given a grain's yield or grain a potato's, rye, wheat or barley judged standing after August", () => {
    expectNone(wave9Q(texts))
  })

  it("keeps out the Luxembourgish council's leftovers fixed on i51p12: two council notes of an issue in the same sentences, a sports hall, school, church or fire station for under 1.5 million francs from 1950", () => {
    expectNone(wave9P(texts))
  })

  it("keeps out the twelfth reading's still-seen rows fixed on i51u12: a French vintage begun with a grower atop the auction, \"le 8 septembre soir\", two death notices of an issue with one death day and funeral hour, a steel town's council of eleven from 1910", () => {
    expectNone(twelfthU(texts))
  })

  it("keeps out the twelfth reading's rows fixed on i51t12: a heating stove blamed for a fire in summer, a washhouse, pump house or chapel dearer than its kind, a fire's damage from 1950 under 100,000 francs, a history headline naming a year its body never names", () => {
    expectNone(twelfthT(texts))
  })

  it("keeps out the twelfth reading's rows fixed on i51s12: a telegram headline ending in \"(City)\", a chart or table to a year not yet counted, a de market headline naming a good its report never names, a de market price with no measure", () => {
    expectNone(twelfthS(texts))
  })

  it("keeps out the twelfth reading's leftovers fixed on i51c13: an English council vote that leaves members unaccounted for, a grown town's council of a village's size, a building from 1920 at the sums of 1900, a surplus that buys a fire engine, a hospital grant from 1945 at the sums of 1900", () => {
    expectNone(wave11C(texts))
  })

  it("keeps out the twelfth reading's leftovers fixed on i51b13: a fr/en telegram headline printing its dateline's city again, a fr/de headline naming a good its report never prices, a market price with no measure", () => {
    expectNone(wave11B(texts))
  })

  it('keeps out the laws whose subject their language printed less than six months before (wave 11 A13)', () => {
    expectNone(wave11A(texts))
  })

  it('keeps out the wave-11 leftovers fixed on i51d13: an lb local-news unit (a fire, a fair, a club …) set in a town outside Luxembourg', () => {
    expectNone(wave11D(texts))
  })

  it("keeps out the thirteenth reading's rows fixed on i51f13: a car accident naming a lorry before 1920 (or a tram where none ran), a fire counted the second or third of the year before a first could be reported, the avenue de la Liberté or the boulevard Royal before they bore their names", () => {
    expectNone(thirteenthF(texts))
  })

  it("keeps out the thirteenth reading's rows fixed on i51h13: a picture of the vintage or of winter out of its season, a band's or a choir's meeting chaired by a woman before 1970, a portrait of a woman as a society's president before 1970", () => {
    expectNone(thirteenthH(texts))
  })

  it("keeps out the thirteenth reading's advertisement rows fixed on i51g13: a woman as master of a garage, smithy, tailor's or builder's before 1970, a flat to let from an odd day days after the issue, bride and groom of one surname, a wood sale in summer, a hotel-pension of a town that had an inn", () => {
    expectNone(thirteenthG(texts))
  })

  it("keeps out the thirteenth reading's rows fixed on i51e13: a de/fr town's beginnings, plundering or first parish register in a year drawn per unit, the same de council closing business, a fr mining unit naming another town", () => {
    expectNone(thirteenthE(texts))
  })

  it("keeps out the thirteenth reading's rows fixed on i51i13: an lb school of sixty children a classroom, lb cattle at grass in winter, an lb band chaired by a woman before 1970, a small commune's council of eleven, a vote of no more yes than no or more votes than members present, a pit accident the second or third of the year in January", () => {
    expectNone(thirteenthI(texts))
  })

  it("keeps out the last helpers' leftovers fixed on i51j13: the fruit and vegetable price ordinance pricing apples alone or at a Reichsmark, a water main, fire-engine house, chapel or washhouse from 1920 at the sums of 1900, a French market dated weeks before its issue", () => {
    expectNone(thirteenthJ(texts))
  })

  it("keeps out the thirteenth reading's rows fixed on i51k13: an lb history's oldest charter, fire or parish register in a year drawn per unit, an lb town with no statement of its beginnings, a de mining unit naming another town", () => {
    expectNone(thirteenthK(texts))
  })

  it("keeps out the fourteenth reading's rows fixed on i51l13: the same fr council closing business, a fr council lighting a square from 1930, \"conseillere\" without its accent, a washhouse built or voted after 1955", () => {
    expectNone(fourteenthL(texts))
  })

  it("keeps out the fourteenth reading's rows fixed on i51n13: a fr plural article before a singular good, a fire brigade's jubilee outside its one year, an epidemic from 1960 met by disinfecting the houses", () => {
    expectNone(fourteenthN(texts))
  })

  it("keeps out the fourteenth reading's rows fixed on i51m13: Moselle shipping, gauge or ferry news or a Trier dispatch while the river was the front (10 September 1944 – 15 March 1945), weather stations of one day with winds more than a quarter apart or temperatures more than 5 degrees apart", () => {
    expectNone(fourteenthM(texts))
  })

  it("keeps out the fifteenth reading's history rows fixed on i51c14: a war-year 1870 history drifting into other eras, a topical history with a countrywide line of another theme, the partition of 1839 told of an inland town, a sentence shared by 60 or more histories (the reading counted 50; none is now)", () => {
    expectNone(fifteenthC(texts))
  })

  it("keeps out the fifteenth reading's rows fixed on i51d14: \"the other customers\" of a brawl with no inn named, a railway timetable enlarging a station, evening classes for women workers outside the works towns, a de or lb council from 1950 on street lighting", () => {
    expectNone(fifteenthD(texts))
  })

  it("keeps out the fifteenth reading's small rows fixed on i51e14: two farm notes of one issue with opposite weather or prices, a Chamber rapporteur answering himself, a farm burning in the capital from 1950, a hurt fireman of a brigade never called, an lb club's outing in a season gone, a ration-card notice with one letter group", () => {
    expectNone(fifteenthE(texts))
  })

  it("keeps out the fifteenth reading's rows fixed on i51a14: a fair, market or church feast in a town of the front in the winter of 1944–45, a First Communion outside the weeks after Easter, a new bell in 1940–1945, a cattle headline of another month than its fair", () => {
    expectNone(fifteenthA(texts))
  })

  it("keeps out the fifteenth reading's rows fixed on i51b14: steel works hiring, making iron or selling well after the liberation (to 8 May 1945) or in the steel crisis (from 1975), a steel report of Dudelange from 1985, a fire brigade's jubilee in any language in a year not its town's", () => {
    expectNone(fifteenthB(texts))
  })

  it("keeps out the sixteenth reading's rows fixed on i51a15: a minister or rapporteur answering when no deputy has spoken, a government sitting on a Sunday, a Chamber sitting in the recess of August–October", () => {
    expectNone(sixteenthA(texts))
  })

  it("keeps out the sixteenth reading's rows fixed on i51c15: an engine house, school benches, the fire gear's inspection or paving in a council from 1970, the Action féminine's unnamed speaker, moulded sentences and school opening in a season gone, a publisher by first name, an annual meeting's next meeting days away, the tithe twice in a history", () => {
    expectNone(sixteenthC(texts))
  })

  it("keeps out the sixteenth reading's rows fixed on i51b15: a town's priest's jubilee, choir's flag or new bell again within 25 years, its kermesse twice a year, a society meeting on Christmas, St Stephen's or New Year's Day, a prize-giving outside July–September", () => {
    expectNone(sixteenthB(texts))
  })

  it("keeps out the sixteenth reading's rows fixed on i51d15: a sentence of one unit again in another of its issue with the town or a figure changed (above a threshold), two football reports of one issue before the same crowd, an lb brigade that came after some minutes and then quickly", () => {
    expectNone(sixteenthD(texts))
  })
})
