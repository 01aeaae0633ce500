/**
 * A list as a IIIF Presentation 3 Collection (issue 55): its documents' manifests in the order the
 * list first names them, so any IIIF viewer (Mirador among them) opens the list and each document of
 * it; and each member as IIIF Content State (an Annotation with the motivation `contentState`,
 * targeting its page of its document's manifest, at its region when it has one), in an
 * AnnotationPage of the collection, so a viewer or a script can open each member where it is.
 */
import { formatDate } from '../../domain/format.ts'
import { shownDate } from '../../domain/issue-path.ts'
import { LOCALES } from '../../domain/locale.ts'
import { listDocumentPath, parseMemberRef } from '../../domain/lists.ts'
import { type ResolvedMember, memberTitle } from '../../domain/list-view.ts'
import { type LanguageMap, PRESENTATION_CONTEXT, canvasId, canvasSize, xywh } from '../../iiif/presentation.ts'
import { translations } from '../translations.ts'
import type { ListCitation } from './citations.ts'

/** A text in the three languages of the site, as a IIIF language map. */
function inLanguages(text: (locale: (typeof LOCALES)[number]) => string): LanguageMap {
  return Object.fromEntries(LOCALES.map((locale) => [locale, [text(locale)]]))
}

function documentLabel(member: ResolvedMember): LanguageMap {
  const document = member.document
  if (!document) return { none: [member.ref] }
  if (document.kind === 'item') return { none: [document.title] }
  return inLanguages((locale) => `${document.periodicalTitle}, ${formatDate(shownDate(document.date, document.datePrecision), locale)}`)
}

export function listCollection(list: ListCitation & { note: string }, members: readonly ResolvedMember[], origin: string): Record<string, unknown> {
  const id = `${origin}/iiif/lists/${list.id}/collection`
  const manifests = new Map<string, { id: string; type: 'Manifest'; label: LanguageMap }>()
  const states: Record<string, unknown>[] = []
  members.forEach((member, index) => {
    const parsed = parseMemberRef(member.ref)
    if (!parsed || member.status !== 'ok') return
    const manifest = `${origin}/iiif${listDocumentPath(parsed.document)}/manifest`
    if (!manifests.has(manifest)) manifests.set(manifest, { id: manifest, type: 'Manifest', label: documentLabel(member) })
    if (!member.page) return
    const box = member.region ?? { x: 0, y: 0, width: 10000, height: 10000 }
    states.push({
      id: `${id}/member/${index + 1}`,
      type: 'Annotation',
      motivation: ['contentState'],
      label: inLanguages((locale) => memberTitle(translations(locale), locale, member)),
      target: {
        id: `${canvasId(manifest, member.page.sequence)}#${xywh(box, canvasSize(member.page))}`,
        type: 'Canvas',
        partOf: [{ id: manifest, type: 'Manifest' }],
      },
    })
  })
  const LL = (locale: (typeof LOCALES)[number]) => translations(locale)
  return {
    '@context': PRESENTATION_CONTEXT,
    id,
    type: 'Collection',
    label: { none: [list.title] },
    ...(list.note ? { summary: { none: [list.note] } } : {}),
    metadata: [
      { label: inLanguages((locale) => LL(locale).lists.page.asofLabel()), value: { none: [list.asof] } },
      { label: inLanguages((locale) => LL(locale).lists.page.membersLabel()), value: { none: [String(members.length)] } },
    ],
    homepage: [{ id: list.permalink, type: 'Text', label: { none: [list.title] }, format: 'text/html' }],
    provider: [{ id: origin, type: 'Agent', label: inLanguages((locale) => `${LL(locale).site.institution()}, ${LL(locale).site.project()}`) }],
    items: [...manifests.values()],
    ...(states.length > 0 ? { annotations: [{ id: `${id}/members`, type: 'AnnotationPage', items: states }] } : {}),
  }
}
