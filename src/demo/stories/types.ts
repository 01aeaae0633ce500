import type { Template } from '../story.ts'

/**
 * One kind of article in one language: headlines, an opening, a pool of further sentences and a
 * close, all filled by one scene (story.ts). The body keeps the order it is written in, so any
 * selection of it reads in sequence.
 */
export interface StoryKind {
  headlines: readonly Template[]
  /** The opening sentence: says what happened, where and when. */
  lead: readonly Template[]
  /** Further sentences, in narrative order; an article takes some of them. */
  body: readonly Template[]
  /** A last sentence, sometimes. */
  close?: readonly Template[]
  /** The kind's own word lists: {obj}, {crop}, … (see story.ts for the noun notation). */
  lists?: Record<string, readonly string[]>
  /** Years the kind belongs to: [from, to). */
  years?: [number, number]
  /** The first month it can be printed, 'YYYY-MM', where that is not a January (no rebuilding before the fighting ended). */
  from?: string
  /** Months, 'YYYY-MM' to 'YYYY-MM' inclusive, it is not printed in (the court in exile, May 1940 to April 1945). */
  absent?: readonly [string, string]
  /** Months (1–12) it is reported in; all year when absent. */
  months?: readonly number[]
  /** Where it happens (German place names of PLACES): mines in the south, wine on the Moselle. */
  places?: readonly string[]
  /** Whether it is printed under the press control of 1940–1944: 'only', 'never' or (default) 'also'. */
  occupation?: 'only' | 'never' | 'also'
  /** How many days before the issue the event happened. */
  eventDaysBefore?: [number, number]
}

/** The stories of one language, by kind id (KIND_WEIGHTS in text.ts says how often each is printed). */
export type StoryBook = Record<string, StoryKind>

/** Towns of the mining basin, where the steelworks and pits stand. */
export const SOUTH = ['Esch an der Alzette', 'Düdelingen', 'Differdingen', 'Rümelingen', 'Petingen', 'Schifflingen', 'Kayl', 'Bettemburg']
/** Wine villages and towns of the Moselle. */
export const MOSELLE = ['Grevenmacher', 'Remich', 'Wasserbillig', 'Wormeldingen', 'Schengen', 'Mondorf']
/** Towns with a tramway (the capital's from 1875, Esch's from 1927). */
export const TRAM_TOWNS = ['Luxemburg', 'Esch an der Alzette']

/**
 * The river each riverside town stands on, in the stories' noun notation (story.ts): a drowning or
 * a new bridge at Wiltz is in the Wiltz, never in the Moselle.
 */
export const RIVER_AT: Readonly<Record<string, { de: string; fr: string }>> = {
  Luxemburg: { de: 'f:Alzette', fr: 'f:Alzette' },
  'Esch an der Alzette': { de: 'f:Alzette', fr: 'f:Alzette' },
  Hesperingen: { de: 'f:Alzette', fr: 'f:Alzette' },
  Walferdingen: { de: 'f:Alzette', fr: 'f:Alzette' },
  Mersch: { de: 'f:Alzette', fr: 'f:Alzette' },
  Ettelbrück: { de: 'f:Alzette', fr: 'f:Alzette' },
  Diekirch: { de: 'f:Sauer', fr: 'f:Sûre' },
  Echternach: { de: 'f:Sauer', fr: 'f:Sûre' },
  Vianden: { de: 'f:Our', fr: 'f:Our' },
  Wiltz: { de: 'f:Wiltz', fr: 'f:Wiltz' },
  Clerf: { de: 'f:Clerve', fr: 'f:Clerve' },
  Redingen: { de: 'f:Attert', fr: 'f:Attert' },
  Steinfort: { de: 'f:Eisch', fr: 'f:Eisch' },
  Remich: { de: 'f:Mosel', fr: 'f:Moselle' },
  Grevenmacher: { de: 'f:Mosel', fr: 'f:Moselle' },
  Wasserbillig: { de: 'f:Mosel', fr: 'f:Moselle' },
  Schengen: { de: 'f:Mosel', fr: 'f:Moselle' },
}
/** Towns on a river. */
export const RIVER_TOWNS = Object.keys(RIVER_AT)
/** Towns on a river of the Grand Duchy's own (the Moselle's bridges are frontier works of two states). */
export const INLAND_RIVER_TOWNS = RIVER_TOWNS.filter((town) => !RIVER_AT[town]?.de.endsWith('Mosel'))

/** The seats of the twelve cantons, which give them their names: "the canton of Wasserbillig" is none. */
export const CANTON_SEATS = ['Capellen', 'Clerf', 'Diekirch', 'Echternach', 'Esch an der Alzette', 'Grevenmacher', 'Luxemburg', 'Mersch', 'Redingen', 'Remich', 'Vianden', 'Wiltz']
