/**
 * `npm test`: generate i18n types, check dictionaries, typecheck, lint, unit
 * and integration tests, build, then the e2e suite against the production
 * server in Debian's Chromium. Ends with one summary line.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { buildDemoDatabase, publishExampleLists } from '../src/demo/load.ts'
import { importE2eScans } from '../tests/fixtures/e2e-scans.ts'
import { ROOT } from './build-state.ts'
import { build } from './build.ts'

// Not under test-results/: Playwright empties that folder when it starts.
const REPORTS = join(ROOT, 'reports')
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name)

class StepFailed extends Error {
  readonly status: number
  constructor(label: string, status: number) {
    super(`${label} failed`)
    this.status = status
  }
}

/** How long each step took, printed at the end and on failure: CI keeps the suite under 25 minutes. */
const timings: { label: string; seconds: number }[] = []
const started = Date.now()

function timed<T>(label: string, work: () => T): T {
  const start = Date.now()
  try {
    return work()
  } finally {
    timings.push({ label, seconds: Math.round((Date.now() - start) / 1000) })
  }
}

function printTimings(): void {
  console.log(`\ntimings (s): ${timings.map((t) => `${t.label} ${t.seconds}`).join(' · ')} · whole ${Math.round((Date.now() - started) / 1000)}`)
}

/** One step; throws StepFailed (the caller may clean up first), see `run`. */
function step(label: string, command: string, args: string[], env: Record<string, string> = {}): void {
  console.log(`\n=== ${label}`)
  const result = timed(label, () => spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, env: { ...process.env, ...env } }))
  if (result.status !== 0) throw new StepFailed(label, result.status ?? 1)
}

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): void {
  try {
    step(label, command, args, env)
  } catch (error) {
    if (!(error instanceof StepFailed)) throw error
    console.error(`\n${error.message}`)
    printTimings()
    process.exit(error.status)
  }
}

function ensureChromium(): void {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (existsSync(chromium)) return
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`${chromium} is missing: installing Debian's chromium…`)
    run('apt-get update', 'apt-get', ['update', '-qq'])
    run('apt-get install chromium', 'apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' })
    return
  }
  console.error(`The e2e suite needs Chromium at ${chromium}: run "apt-get install chromium" as root, or set CHROMIUM_PATH.`)
  process.exit(1)
}

/** The PDF tests read the PDFs' text layer back with poppler's pdftotext and pdfimages (Debian poppler-utils). */
function ensurePoppler(): void {
  if (spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).status === 0) return
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('pdftotext is missing: installing Debian\'s poppler-utils…')
    run('apt-get update', 'apt-get', ['update', '-qq'])
    run('apt-get install poppler-utils', 'apt-get', ['install', '-y', '-qq', 'poppler-utils'], { DEBIAN_FRONTEND: 'noninteractive' })
    return
  }
  console.error('The PDF tests need pdftotext: run "apt-get install poppler-utils" as root.')
  process.exit(1)
}

/** The Nu HTML Checker of the e2e suite (npm vnu-jar) runs on Java; Debian's runtime when there is none. */
function ensureJava(): void {
  if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0) return
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('java is missing: installing Debian\'s Java runtime…')
    run('apt-get update', 'apt-get', ['update', '-qq'])
    run('apt-get install default-jre-headless', 'apt-get', ['install', '-y', '-qq', 'default-jre-headless'], { DEBIAN_FRONTEND: 'noninteractive' })
    return
  }
  console.error('The e2e suite needs Java 17 or newer for the Nu HTML Checker: run "apt-get install default-jre-headless" as root.')
  process.exit(1)
}

/**
 * Mirador 4's browser build, for the e2e test that opens our manifests in it (issue 17): taken out
 * of its npm tarball, checked against the registry's integrity pinned here, kept in .tools/. Not a
 * devDependency: installing it pulls its peers, and react-i18next 15's conflicts with the
 * TypeScript 6 the app pins; its UMD file bundles everything it needs.
 */
const MIRADOR = { spec: 'mirador@4.0.0', integrity: 'sha512-uWsE9e2oqSc/lUu+vVwDGhTsycuhGsfZ2KfX6CLfXiT3wgGy6qT9+q5M3V9Zz72hkdIgsJugKesaowmRtYmvrA==' }
const MIRADOR_JS = join(ROOT, '.tools', 'mirador', 'mirador.min.js')

function ensureMirador(): void {
  if (existsSync(MIRADOR_JS)) return
  console.log(`\n=== ${MIRADOR.spec} for the e2e suite`)
  const folder = join(ROOT, '.tools', 'mirador')
  mkdirSync(folder, { recursive: true })
  const pack = spawnSync('npm', ['pack', MIRADOR.spec, '--json', '--pack-destination', folder], { cwd: folder, encoding: 'utf8' })
  const packed = pack.status === 0 ? v.parse(v.array(v.object({ filename: v.string(), integrity: v.string() })), JSON.parse(pack.stdout))[0] : undefined
  if (!packed || packed.integrity !== MIRADOR.integrity) {
    console.error(`could not fetch ${MIRADOR.spec} with integrity ${MIRADOR.integrity}: ${pack.stderr || packed?.integrity}`)
    process.exit(1)
  }
  run('unpack mirador.min.js', 'tar', ['-xzf', join(folder, packed.filename), '-C', folder, '--strip-components=2', 'package/dist/mirador.min.js'])
  rmSync(join(folder, packed.filename))
}

/**
 * Python's Sickle, the OAI-PMH client the harvest tests use (tests/integration/oai-harvest.test.ts:
 * a client none of us wrote), in a virtual environment of its own in .tools/oai-client, at the
 * versions tests/oai/requirements.txt pins. Made again when the pins change.
 */
const OAI_CLIENT = join(ROOT, '.tools', 'oai-client')
const OAI_REQUIREMENTS = join(ROOT, 'tests', 'oai', 'requirements.txt')

function ensureOaiClient(): void {
  const stamp = join(OAI_CLIENT, 'requirements.txt')
  const wanted = readFileSync(OAI_REQUIREMENTS, 'utf8')
  if (existsSync(join(OAI_CLIENT, 'bin', 'python')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return
  rmSync(OAI_CLIENT, { recursive: true, force: true })
  run('Sickle (OAI-PMH client) for the harvest tests: a virtual environment', 'python3', ['-m', 'venv', OAI_CLIENT])
  run('Sickle: pip install', join(OAI_CLIENT, 'bin', 'python'), ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', '-r', OAI_REQUIREMENTS])
  writeFileSync(stamp, wanted)
}

const vitestReport = v.object({ numPassedTests: v.number(), numFailedTests: v.number(), numPendingTests: v.number() })
const playwrightReport = v.object({
  stats: v.object({ expected: v.number(), unexpected: v.number(), flaky: v.number(), skipped: v.number() }),
})

function readReport<T extends v.GenericSchema>(schema: T, file: string): v.InferOutput<T> {
  return v.parse(schema, JSON.parse(readFileSync(join(REPORTS, file), 'utf8')))
}

/** The major version of the `java` on PATH, or undefined without one. */
function javaMajor(): number | undefined {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' })
  if (result.error !== undefined || result.status !== 0) return undefined
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`)
  if (!match) return undefined
  // Java 8 and older say "1.8".
  return match[1] === '1' ? Number(match[2]) : Number(match[1])
}

/** Why the Solr suites cannot run here, or undefined when they can: Java 17+ with javac, and Maven. */
function solrMissing(): string | undefined {
  const major = javaMajor()
  if (major === undefined || major < 17) return `needs Java 17 or newer, found ${major === undefined ? 'none' : `Java ${major}`}`
  if (spawnSync('javac', ['-version'], { stdio: 'ignore' }).status !== 0) return 'needs a JDK (javac) to build solr/launcher'
  if (spawnSync('mvn', ['-v'], { stdio: 'ignore' }).status !== 0) return 'needs Maven (mvn) to fetch Solr from Maven Central'
  return undefined
}

let solrSkipped = ''

/**
 * The Solr suites (issue 21) on a local 3-node SolrCloud of their own (reports/solr): the e2e
 * store indexed into it, the conformance and indexer suites, the search journeys of the e2e suite
 * with SEARCH_ENGINE=solr, then the fault suite, which stops the nodes. Skipped, and said so, where
 * Java 17 and Maven are missing; under CI (or REQUIRE_SOLR=1) that is a failure.
 */
function solrSuites(store: string) {
  const missing = solrMissing()
  if (missing) {
    solrSkipped = missing
    console.log(`\n=== Solr suites SKIPPED: ${missing}`)
    if (process.env.CI || process.env.REQUIRE_SOLR === '1') {
      console.error('The Solr suites must run under CI (REQUIRE_SOLR): .ci/run installs a JDK and Maven.')
      process.exit(1)
    }
    return undefined
  }
  const node = process.execPath
  const env = { SOLR_DATA: join(REPORTS, 'solr') }
  const solr = (...args: string[]) => [join(ROOT, 'scripts', 'solr.mjs'), ...args]
  try {
    step('Solr: a local 3-node SolrCloud', node, solr('up'), env)
    const urls = spawnSync(node, solr('urls'), { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...env } }).stdout.trim()
    if (!urls) throw new StepFailed('npm run solr -- urls (it named no node)', 1)
    const withSolr = { ...env, SOLR_URL: urls }
    step('Solr: index the e2e store', node, [join(ROOT, 'scripts', 'index-solr.mjs'), '--db', store, '--solr', urls], withSolr)
    const vitestSolr = (label: string, report: string, files: string[]) =>
      step(label, bin('vitest'), ['run', '-c', 'vitest.solr.config.ts', ...files, '--reporter=default', '--reporter=json', `--outputFile.json=${join(REPORTS, report)}`], withSolr)
    step(
      'Solr: the search journeys of the e2e suite with SEARCH_ENGINE=solr',
      bin('playwright'),
      // One worker: three Solr JVMs share the two cores with the server and the browser here, and
      // two workers at once made keyboard steps wait past their timeouts (flaky, passed on retry).
      // Tests tagged @store read documents without words to mark, the same whatever the engine.
      ['test', ...SOLR_JOURNEYS, '--grep-invert=@store', '--workers=1', '--reporter=list,json'],
      { ...withSolr, SEARCH_ENGINE: 'solr', LIBRARY_DB: store, PLAYWRIGHT_JSON_OUTPUT_NAME: join(REPORTS, 'playwright-solr.json') },
    )
    // After the journeys: these index and reindex collections of their own, and the merges that
    // leave behind held the cores while the journeys ran (keyboard steps timed out in CI).
    vitestSolr('Solr: conformance of both engines, the indexer', 'vitest-solr.json', ['tests/solr/conformance.test.ts', 'tests/solr/indexer.test.ts'])
    // Last: it stops the cluster's nodes.
    vitestSolr('Solr: faults (a node stopped under load, then all)', 'vitest-solr-faults.json', ['tests/solr/faults.test.ts'])
  } catch (error) {
    if (!(error instanceof StepFailed)) throw error
    console.error(`\n${error.message}`)
    printTimings()
    spawnSync(node, solr('down'), { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } })
    process.exit(error.status)
  }
  spawnSync(node, solr('down'), { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } })
  const unit = readReport(vitestReport, 'vitest-solr.json')
  const faults = readReport(vitestReport, 'vitest-solr-faults.json')
  if (unit.numPendingTests + faults.numPendingTests > 0 || unit.numPassedTests === 0 || faults.numPassedTests === 0) {
    console.error('The Solr suites skipped tests although the cluster was up.')
    process.exit(1)
  }
  return { unit, faults, e2e: readReport(playwrightReport, 'playwright-solr.json').stats }
}

/**
 * The e2e suites that search, run a second time against Solr: the same journeys, the same
 * assertions; and the specs that need a real cluster (*.solr.spec.ts).
 */
const SOLR_JOURNEYS = [
  'tests/e2e/search.spec.ts',
  'tests/e2e/search-promise.spec.ts',
  'tests/e2e/research.spec.ts',
  'tests/e2e/reader.spec.ts',
  'tests/e2e/languages.spec.ts',
  'tests/e2e/variants.spec.ts',
  'tests/e2e/new-since-and-shares.spec.ts',
  'tests/e2e/streamed-counts.solr.spec.ts',
]

rmSync(REPORTS, { recursive: true, force: true })
mkdirSync(REPORTS, { recursive: true })

run('i18n: generate types', bin('typesafe-i18n'), ['--no-watch'])
run('i18n: every key in every language', process.execPath, [join(ROOT, 'scripts', 'check-i18n.ts')])
run('typecheck', bin('tsc'), ['--noEmit'])
run('lint', bin('eslint'), ['.', '--max-warnings=0'])
ensureOaiClient()
ensurePoppler()
run('unit and integration tests', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(REPORTS, 'vitest.json')}`,
])
console.log('\n=== build')
timed('build', build)
// The e2e suite runs against a small demo collection loaded by the real importer.
const E2E_ARTICLES = 4000
console.log(`\n=== demo store for the e2e suite (${E2E_ARTICLES} articles)`)
const e2eStore = join(REPORTS, 'e2e.db')
const preparing = Date.now()
const demo = buildDemoDatabase(e2eStore, { articles: E2E_ARTICLES })
console.log(`${demo.issues} issues, ${demo.items} items, ${demo.pages} pages, ${demo.units} units`)
// Real scans with their ALTO (../shared/data/scans, read in place) for the page view's deep zoom:
// one tiled beside the store where the server looks for them (reports/images), one named by a
// IIIF manifest's image service (tests/fixtures/e2e-scans.ts).
importE2eScans(e2eStore, `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`)
// The demo's example lists (issue 55), in the lists store the e2e server is given (playwright.config.ts).
await publishExampleLists(e2eStore, join(REPORTS, 'e2e-lists.db'))
timings.push({ label: 'e2e store', seconds: Math.round((Date.now() - preparing) / 1000) })
ensureChromium()
ensureJava()
ensureMirador()
run('e2e tests (Playwright, Chromium, axe-core)', bin('playwright'), ['test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: join(REPORTS, 'playwright.json'),
  LIBRARY_DB: e2eStore,
})

const unit = readReport(vitestReport, 'vitest.json')
const e2e = readReport(playwrightReport, 'playwright.json').stats
const solr = solrSuites(e2eStore)
const solrPassed = solr ? solr.unit.numPassedTests + solr.faults.numPassedTests + solr.e2e.expected + solr.e2e.flaky : 0
const solrFailed = solr ? solr.unit.numFailedTests + solr.faults.numFailedTests + solr.e2e.unexpected : 0
const passed = unit.numPassedTests + e2e.expected + e2e.flaky + solrPassed
const failed = unit.numFailedTests + e2e.unexpected + solrFailed
console.log(`\nvitest ${unit.numPassedTests} passed, ${unit.numPendingTests} skipped; playwright ${e2e.expected + e2e.flaky} passed (${e2e.flaky} flaky), ${e2e.skipped} skipped`)
console.log(
  solr
    ? `solr: vitest ${solr.unit.numPassedTests + solr.faults.numPassedTests} passed, ${solr.unit.numPendingTests + solr.faults.numPendingTests} skipped; playwright (SEARCH_ENGINE=solr) ${solr.e2e.expected + solr.e2e.flaky} passed (${solr.e2e.flaky} flaky)`
    : `solr: SKIPPED (${solrSkipped}); these suites did not run`,
)
console.log(`total: ${passed} passed, ${failed} failed`)
printTimings()
process.exit(failed === 0 ? 0 : 1)
