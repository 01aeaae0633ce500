/**
 * Editorial pages, read from Markdown files `content/<locale>/<path>.md`
 * (for example content/fr/support/legal.md is /support/legal in French).
 *
 * The directory is CONTENT_DIR, or `content` under the working directory, the
 * same convention as LIBRARY_DB. It is not found through import.meta.url
 * because the server build bundles this module into dist/server/assets/,
 * where a path relative to the source file no longer leads to the repository.
 *
 * Files are read once, on first use, and kept in memory: a content edit needs
 * a server restart, not a rebuild.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { isLocale, type Locale } from '../domain/locale.ts'
import { readMarkdownPage } from './markdown.ts'
import { typesetPage } from './typeset.ts'
import type { ContentBlock, ContentProblem, EditorialPage, PageTranslation } from './types.ts'

export type {
  ContentBlock,
  ContentProblem,
  EditorialPage,
  Inline,
  LinkListItem,
  PageTranslation,
  RichText,
} from './types.ts'

/** One editorial page in one language, ready to render. */
export interface EditorialPageView {
  path: string
  /** ISO date of the shown text's last edit, when its file says. */
  updated: string | undefined
  /** The language the visitor asked for (the URL's). */
  locale: Locale
  /** The language the text is actually in; differs from `locale` when the page falls back. */
  contentLocale: Locale
  title: string
  summary: string
  blocks: readonly ContentBlock[]
}

export interface EditorialIndexEntry {
  path: string
  title: string
  /** The language of `title`, which may be a fallback. */
  contentLocale: Locale
}

/** Languages to try for a page, best first: the one asked for, then French (the site's default), English, German. */
export function fallbackOrder(locale: Locale): Locale[] {
  const order: Locale[] = [locale, 'fr', 'en', 'de']
  return order.filter((candidate, index) => order.indexOf(candidate) === index)
}

export interface EditorialContent {
  pages: readonly EditorialPage[]
  /** Files that could not be used or were used degraded; empty for healthy content. */
  problems: readonly ContentProblem[]
  page(path: string, locale: Locale): EditorialPageView | undefined
  list(locale: Locale): EditorialIndexEntry[]
}

/** Reads every page under `directory`; never throws, reports problems instead. */
export function loadEditorialContent(directory: string): EditorialContent {
  const problems: ContentProblem[] = []
  const byPath = new Map<string, Partial<Record<Locale, PageTranslation>>>()

  if (!isDirectory(directory)) {
    problems.push({ severity: 'error', file: directory, line: 0, message: 'the content directory does not exist' })
  } else {
    for (const locale of readdirSync(directory)) {
      const localeDirectory = join(directory, locale)
      // Top-level files (a README for editors) and other folders are not pages.
      if (!isLocale(locale) || !isDirectory(localeDirectory)) continue
      for (const entry of readdirSync(localeDirectory, { recursive: true, encoding: 'utf8' }).sort()) {
        if (!entry.endsWith('.md')) continue
        const file = join(localeDirectory, entry)
        const path = `/${entry.slice(0, -'.md'.length).split(sep).join('/')}`
        const shownName = relative(process.cwd(), file) || file
        let source: string
        try {
          source = readFileSync(file, 'utf8')
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error)
          problems.push({ severity: 'error', file: shownName, line: 0, message: `cannot be read: ${message}` })
          continue
        }
        const result = readMarkdownPage(source, shownName)
        problems.push(...result.problems)
        if (!result.page) continue
        const translations = byPath.get(path) ?? {}
        translations[locale] = typesetPage(result.page, locale)
        byPath.set(path, translations)
      }
    }
  }

  const pages: EditorialPage[] = [...byPath.entries()]
    .map(([path, translations]) => ({ path, translations }))
    .sort((a, b) => a.path.localeCompare(b.path))
  const indexed = new Map(pages.map((page) => [page.path, page]))

  const shown = (page: EditorialPage, locale: Locale) => {
    for (const candidate of fallbackOrder(locale)) {
      const translation = page.translations[candidate]
      if (translation) return { contentLocale: candidate, translation }
    }
    return undefined
  }

  return {
    pages,
    problems,
    page(path, locale) {
      const page = indexed.get(path)
      const found = page && shown(page, locale)
      if (!page || !found) return undefined
      const { title, summary, updated, blocks } = found.translation
      return { path: page.path, updated, locale, contentLocale: found.contentLocale, title, summary, blocks }
    },
    list(locale) {
      return pages.flatMap((page) => {
        const found = shown(page, locale)
        return found ? [{ path: page.path, title: found.translation.title, contentLocale: found.contentLocale }] : []
      })
    },
  }
}

function isDirectory(path: string): boolean {
  return existsSync(path) && statSync(path).isDirectory()
}

/** Where the site's pages live: CONTENT_DIR, else ./content. */
export function contentDirectory(): string {
  return resolve(process.env.CONTENT_DIR || 'content')
}

let cached: EditorialContent | undefined

function content(): EditorialContent {
  if (!cached) {
    cached = loadEditorialContent(contentDirectory())
    // Logged once per process: a broken file falls back to another language instead of failing the site.
    for (const { severity, file, line, message } of cached.problems) {
      console.warn(`editorial content ${severity}: ${file}${line > 0 ? `:${line}` : ''}: ${message}`)
    }
  }
  return cached
}

/** The page at a locale-free path, in `locale` or, failing that, a fallback language. */
export function getEditorialPage(path: string, locale: Locale): EditorialPageView | undefined {
  return content().page(path, locale)
}

/** Titles of every editorial page, for the sitemap. */
export function listEditorialPages(locale: Locale): EditorialIndexEntry[] {
  return content().list(locale)
}
