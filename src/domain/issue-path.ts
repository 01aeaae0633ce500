/**
 * Where an issue lives in the site: /periodicals/{paperid}/{date}, with an
 * edition suffix (-e2, -e3 …) when a day had more than one edition.
 */
export interface IssueRef {
  date: string
  edition: number
}

export function issueSegment(date: string, edition: number): string {
  return edition > 1 ? `${date}-e${edition}` : date
}

export function parseIssueSegment(segment: string): IssueRef | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:-e(\d{1,2}))?$/.exec(segment)
  if (!match) return undefined
  const date = `${match[1]}-${match[2]}-${match[3]}`
  const edition = match[4] ? Number(match[4]) : 1
  return edition >= 1 ? { date, edition } : undefined
}

export function issuePath(periodicalId: string, date: string, edition: number): string {
  return `/periodicals/${encodeURIComponent(periodicalId)}/${issueSegment(date, edition)}`
}
