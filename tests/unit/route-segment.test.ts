import { describe, expect, it } from 'vitest'
import { MAX_ID_LENGTH, withinLength } from '#src/domain/limits.ts'

describe('a route segment that can name something', () => {
  it('is not empty, within its length, and holds no $ (the router reads it as a parameter and redirected)', () => {
    expect(withinLength('morgenblatt', MAX_ID_LENGTH)).toBe(true)
    expect(withinLength('', MAX_ID_LENGTH)).toBe(false)
    expect(withinLength('a'.repeat(MAX_ID_LENGTH + 1), MAX_ID_LENGTH)).toBe(false)
    for (const id of ['x$', '$x', 'a$b', '$']) expect(withinLength(id, MAX_ID_LENGTH), id).toBe(false)
    expect(withinLength('x!&()+,;=', MAX_ID_LENGTH)).toBe(true)
  })
})
