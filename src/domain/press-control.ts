/**
 * Press control by the occupying power (spec §9): from May 1940 to September 1944 the press printed
 * what it was allowed or told to. The periodical's calendar, the issue pages of those months and
 * the search hits dated in them say so (issue 38), by this one rule.
 */
export const PRESS_CONTROL = { from: '1940-05', to: '1944-09' } as const

/** Whether any month of `year` falls in the period (the calendar shows a year at a time). */
export function yearUnderPressControl(year: number): boolean {
  return `${String(year).padStart(4, '0')}-12` >= PRESS_CONTROL.from && `${String(year).padStart(4, '0')}-01` <= PRESS_CONTROL.to
}

/**
 * Whether a date of the store (YYYY-MM-DD, YYYY-MM or YYYY) falls in the period; a date known only
 * to its year, when any month of that year does.
 */
export function underPressControl(date: string | null): boolean {
  if (!date) return false
  const month = /^(\d{4})-(\d{2})/.exec(date)
  if (month) return `${month[1]}-${month[2]}` >= PRESS_CONTROL.from && `${month[1]}-${month[2]}` <= PRESS_CONTROL.to
  const year = /^(\d{4})$/.exec(date)
  return year ? yearUnderPressControl(Number(year[1])) : false
}
