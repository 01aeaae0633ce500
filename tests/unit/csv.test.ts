import { describe, expect, it } from 'vitest'
import { CSV_BOM, csvCell, csvRow } from '#src/domain/csv.ts'

describe('CSV export cells', () => {
  it('neutralise anything a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`)
    expect(csvCell('+1')).toBe("'+1")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\tcmd')).toBe("'\tcmd")
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`)
  })

  it('quote commas, quotes and line breaks, and keep plain text as it is', () => {
    expect(csvCell('Der Großherzog, "hoch"')).toBe('"Der Großherzog, ""hoch"""')
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"')
    expect(csvCell('Théâtre')).toBe('Théâtre')
    expect(csvCell(null)).toBe('')
    expect(csvCell(1858)).toBe('1858')
  })

  it('end rows with CRLF and start files with a BOM', () => {
    expect(csvRow(['a', 'b,c'])).toBe('a,"b,c"\r\n')
    expect(CSV_BOM).toBe('\uFEFF')
  })
})
