/**
 * The marks a story list's entry may carry before its text (issue 51): its months, its towns, a month's verdict, its days after
 * Easter. text.ts reads a kind's lists through markedEntries.
 */
import { daysFromEaster } from './calendar.ts'
import { hashString } from './random.ts'
import type { Scene } from './story.ts'

/**
 * A list entry may say the months and the towns it belongs to, as a year range says its years (nouns.ts): "<7-9>" before it
 * keeps it to July–September (the month of the event and of the issue both), "<Vianden,Clerf>" to a text whose town (its first,
 * German name) is one of those, "<!Luxemburg>" to a text of any other town. "<1/2>" keeps it to one of two verdicts the issue's
 * month draws for the list ("<weather:1/2>": for a key lists of all languages share), the same in every text of that month (issue
 * 51, fifteenth reading: two farm notes of one issue, one of weeks too dry, one too wet). In parallel lists (group_a, group_b) a line
 * marked in one list is kept or left in all, so that a line stays one line. "<easter7-49>" keeps it to
 * the 7th–49th day after Easter Sunday of the event (a First Communion from Low Sunday to Whit Sunday, never in Lent). A line left out gets a year range no year has.
 */
const MARKS = /^(?:<[^>]*>)+/

function unmarked(entry: string): { bare: string; tags: string[] } {
  const marks = MARKS.exec(entry)?.[0] ?? ''
  return { bare: entry.slice(marks.length), tags: marks === '' ? [] : marks.slice(1, -1).split('><') }
}

export function markedEntries(list: string, entries: readonly string[], lists: Record<string, readonly string[]>, scene: Scene): readonly string[] {
  const group = list.includes('_') ? list.slice(0, list.indexOf('_') + 1) : undefined
  const related = group ? Object.entries(lists).filter(([name]) => name.startsWith(group)).map(([, line]) => line) : [entries]
  if (!related.some((line) => line.some((entry) => MARKS.test(entry)))) return entries
  const months = [scene.event.month, scene.date.month]
  const tagFits = (tag: string): boolean => {
    const mark = /^(?:(\w+):)?(\d+)([-/])(\d+)$/.exec(tag)
    const [from, to] = [Number(mark?.[2]), Number(mark?.[4])]
    // "<1/2>" is the month's verdict for the list; a range over the new year ("<9-3>", September to March) is read round the calendar.
    if (mark?.[3] === '/') return hashString(mark[1] ?? group ?? list, scene.date.year, scene.date.month) % to === from - 1
    if (mark) return months.every((month) => (from <= to ? month >= from && month <= to : month >= from || month <= to))
    if (tag.startsWith('!')) return !tag.slice(1).split(',').includes(scene.place(0).de)
    // "<easter7-49>": the event's days after Easter Sunday (a First Communion from Low Sunday to Whit Sunday, never in Lent).
    const easter = /^easter(\d+)-(\d+)$/.exec(tag)
    if (easter) return daysFromEaster(scene.event) >= Number(easter[1]) && daysFromEaster(scene.event) <= Number(easter[2])
    return tag.split(',').includes(scene.place(0).de)
  }
  const fits = (entry: string | undefined): boolean => unmarked(entry ?? '').tags.every(tagFits)
  return entries.map((entry, line) => {
    const { bare } = unmarked(entry)
    return related.every((other) => fits(other[line])) ? bare : `${bare.replace(/@\d+(-\d+)?$/, '')}@0-1`
  })
}
