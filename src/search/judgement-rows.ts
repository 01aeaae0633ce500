/**
 * A word's judged variants (plausibility.ts) as the store keeps them for the frequent words (ADR
 * 077): JSON text, read back checked. A row that does not read back is as good as none: the word
 * is judged at its search, as any word the importer did not judge.
 */
import * as v from 'valibot'
import type { StoredJudgementRow } from '#src/store/term-judgements.ts'
import type { Judged } from './plausibility.ts'

/** A word's plausible misreadings and its possible other words, in the order offered. */
export interface StoredJudgement {
  misreadings: Judged[]
  others: Judged[]
}

const JudgedList = v.array(v.object({ term: v.string(), cost: v.number(), share: v.number() }))

function parsedList(text: string): Judged[] | undefined {
  try {
    const parsed = v.safeParse(JudgedList, JSON.parse(text))
    return parsed.success ? parsed.output : undefined
  } catch {
    return undefined
  }
}

/** The judgement of a stored row; undefined for none, or for a row that does not read back. */
export function parseStoredJudgement(row: StoredJudgementRow | undefined): StoredJudgement | undefined {
  if (row === undefined) return undefined
  const misreadings = parsedList(row.misreadings)
  const others = parsedList(row.others)
  return misreadings === undefined || others === undefined ? undefined : { misreadings, others }
}

/** A judgement as a row to store. Costs and shares are finite numbers, which JSON keeps to the last bit. */
export function judgementRow(term: string, judgement: StoredJudgement): StoredJudgementRow {
  const list = (judged: readonly Judged[]) => JSON.stringify(judged.map(({ term: variant, cost, share }) => ({ term: variant, cost, share })))
  return { term, misreadings: list(judgement.misreadings), others: list(judgement.others) }
}
