/** One row of the table: a number and a line of text. */
export interface Row {
  id: number
  text: string
}

const WORDS = ['archive', 'bulletin', 'chronicle', 'daily', 'evening', 'gazette', 'herald', 'journal', 'ledger', 'mercury', 'observer', 'post', 'record', 'review', 'times', 'tribune']

/**
 * 1,000 rows of about 65 characters, the same on every run (a linear congruential sequence picks
 * the words): with the table's markup and the router's dehydrated copy, a page of about 197 KB.
 */
export function makeRows(count = 1000): Row[] {
  let state = 1858
  const word = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0
    return WORDS[(state >>> 16) % WORDS.length] ?? 'daily'
  }
  return Array.from({ length: count }, (_, index) => {
    const parts: string[] = []
    while (parts.join(' ').length < 58) parts.push(word())
    return { id: index + 1, text: `Row ${index + 1}: ${parts.join(' ')}` }
  })
}
