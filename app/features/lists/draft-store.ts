/**
 * A visitor's lists before they are published (issue 55): kept in this browser's local storage, in
 * as many lists as the visitor makes, shared by every tab (the storage event), never sent anywhere
 * until the visitor publishes one. Part of every page's first load (the header shows the count), so
 * small: the panel and its work load when it is opened (./lists-panel.tsx).
 *
 * A stored value this code cannot read (another version, a hand edit) is kept aside under its own
 * key rather than overwritten: nothing the visitor collected is lost by an upgrade.
 */
import { useSyncExternalStore } from 'react'
import * as v from 'valibot'
import { MAX_LIST_MEMBERS } from '#src/domain/lists.ts'

const KEY = 'library.lists'
const ASIDE = 'library.lists.unreadable'

const memberSchema = v.object({
  ref: v.string(),
  /** What the member was called when it was added, shown until the list is published. */
  title: v.string(),
  source: v.string(),
})
const listSchema = v.object({
  key: v.string(),
  title: v.string(),
  note: v.string(),
  /** The chosen collection date, or '' for the day of publishing. */
  asof: v.string(),
  members: v.array(memberSchema),
  copiedFrom: v.optional(v.object({ id: v.string(), title: v.string() })),
  updated: v.string(),
})
const publishedSchema = v.object({ id: v.string(), title: v.string(), asof: v.string(), at: v.string() })
const stateSchema = v.object({
  version: v.literal(1),
  lists: v.array(listSchema),
  current: v.nullable(v.string()),
  published: v.array(publishedSchema),
})

export type DraftMember = v.InferOutput<typeof memberSchema>
export type DraftList = v.InferOutput<typeof listSchema>
export type PublishedEntry = v.InferOutput<typeof publishedSchema>
export type DraftState = v.InferOutput<typeof stateSchema>

const EMPTY: DraftState = { version: 1, lists: [], current: null, published: [] }

let cached: { raw: string | null; state: DraftState } | undefined
const listeners = new Set<() => void>()

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    // Storage refused (a privacy setting): the lists live as long as the page.
    return undefined
  }
}

let memoryOnly: string | null = null

function readRaw(): string | null {
  const store = storage()
  return store ? store.getItem(KEY) : memoryOnly
}

export function draftState(): DraftState {
  const raw = readRaw()
  if (cached && cached.raw === raw) return cached.state
  let state = EMPTY
  if (raw !== null) {
    let value: unknown
    try {
      value = JSON.parse(raw)
    } catch {
      value = undefined
    }
    const parsed = v.safeParse(stateSchema, value)
    if (parsed.success) state = parsed.output
    else storage()?.setItem(ASIDE, raw)
  }
  cached = { raw, state }
  return state
}

function write(next: DraftState): void {
  const raw = JSON.stringify(next)
  const store = storage()
  try {
    if (store) store.setItem(KEY, raw)
    else memoryOnly = raw
  } catch {
    memoryOnly = raw
  }
  cached = { raw: readRaw(), state: next }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The drafts, re-rendering on every change (in this tab or another); empty while the server renders. */
export function useDrafts(): DraftState {
  return useSyncExternalStore(subscribe, draftState, () => EMPTY)
}

/** How many members the drafts hold, for the header. */
export function memberCount(state: DraftState): number {
  return state.lists.reduce((sum, list) => sum + list.members.length, 0)
}

const now = () => new Date().toISOString()

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`
}

function change(key: string, update: (list: DraftList) => DraftList): void {
  const state = draftState()
  write({ ...state, lists: state.lists.map((list) => (list.key === key ? { ...update(list), updated: now() } : list)) })
}

export const drafts = {
  create(title: string, members: DraftMember[] = [], copiedFrom?: DraftList['copiedFrom']): string {
    const state = draftState()
    const key = newKey()
    const list: DraftList = { key, title, note: '', asof: '', members: members.slice(0, MAX_LIST_MEMBERS), ...(copiedFrom ? { copiedFrom } : {}), updated: now() }
    write({ ...state, lists: [...state.lists, list], current: key })
    return key
  },
  /** Adds a member at the end; false when the list is full or holds it already. */
  add(key: string, member: DraftMember): boolean {
    const list = draftState().lists.find((candidate) => candidate.key === key)
    if (!list || list.members.length >= MAX_LIST_MEMBERS || list.members.some((known) => known.ref === member.ref)) return false
    change(key, (found) => ({ ...found, members: [...found.members, member] }))
    return true
  },
  remove(key: string, ref: string): void {
    change(key, (list) => ({ ...list, members: list.members.filter((member) => member.ref !== ref) }))
  },
  move(key: string, index: number, by: -1 | 1): void {
    change(key, (list) => {
      const members = [...list.members]
      const [moved] = members.splice(index, 1)
      if (moved) members.splice(Math.max(0, Math.min(members.length, index + by)), 0, moved)
      return { ...list, members }
    })
  },
  edit(key: string, fields: Partial<Pick<DraftList, 'title' | 'note' | 'asof'>>): void {
    change(key, (list) => ({ ...list, ...fields }))
  },
  choose(key: string): void {
    write({ ...draftState(), current: key })
  },
  delete(key: string): void {
    const state = draftState()
    const lists = state.lists.filter((list) => list.key !== key)
    write({ ...state, lists, current: state.current === key ? (lists[0]?.key ?? null) : state.current })
  },
  /** The draft became a published list: it leaves the drafts, and the list is remembered here. */
  published(key: string, entry: PublishedEntry): void {
    const state = draftState()
    const lists = state.lists.filter((list) => list.key !== key)
    write({ ...state, lists, current: lists[0]?.key ?? null, published: [entry, ...state.published.filter((known) => known.id !== entry.id)].slice(0, 100) })
  },
}

/** Asks the header's panel to open (the list page's "Make a copy to edit"). */
const openers = new Set<() => void>()
export function onPanelRequest(open: () => void): () => void {
  openers.add(open)
  return () => openers.delete(open)
}
export function requestPanel(): void {
  for (const open of openers) open()
}
