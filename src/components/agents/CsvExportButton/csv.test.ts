import { describe, expect, it } from 'vitest'
import { CSV_BOM, csvField, toCsv } from './csv'

describe('report CSV', () => {
  it('starts with the BOM, ends rows with CRLF, and keeps Thai text as it is', () => {
    const csv = toCsv(['บัญชี', 'ยอด'], [['สมชาย', '1234.50'], ['ลี่', '-3.00']])
    expect(csv.startsWith(CSV_BOM)).toBe(true)
    expect(csv).toBe(`${CSV_BOM}บัญชี,ยอด\r\nสมชาย,1234.50\r\nลี่,-3.00\r\n`)
  })

  it('quotes commas, quotes, line breaks and edge spaces', () => {
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField(' padded')).toBe('" padded"')
    expect(csvField(null)).toBe('')
    expect(csvField(0)).toBe('0')
  })

  it('never lets a cell become a formula, but leaves negative numbers alone', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvField('@cmd')).toBe("'@cmd")
    expect(csvField('-12.50')).toBe('-12.50')
  })
})
